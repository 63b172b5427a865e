// The end-to-end tests' mail server (tests/e2e/serve.sh starts it before the instances, which send to it through
// SMTP_URL): a real SMTP server on 127.0.0.1:E2E_SMTP_PORT that accepts every message and files it, parsed, as one
// JSON file per mail in E2E_MAIL_DIR, where the tests read it (tests/e2e/mail/inbox.ts).
import fs from "node:fs";
import path from "node:path";
import { mailServer } from "../../support/mail-parse";

const port = Number(process.env.E2E_SMTP_PORT ?? 3104);
const dir = process.env.E2E_MAIL_DIR ?? ".data/e2e-mail";
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

let count = 0;
const server = mailServer((received) => {
  const mail = { ...received, to: received.to.map((address) => address.toLowerCase()) };
  const name = `${Date.now()}-${String(++count).padStart(6, "0")}.json`;
  // Written whole, then renamed: a reader never sees half a mail.
  fs.writeFileSync(path.join(dir, `.${name}`), JSON.stringify({ ...mail, receivedAt: new Date().toISOString() }));
  fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
});
server.listen(port, "127.0.0.1", () => console.log(`E2E mail server on smtp://127.0.0.1:${port}, mails in ${dir}`));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
