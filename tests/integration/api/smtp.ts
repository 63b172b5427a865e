// A real SMTP server on a free local port for the mail tests. Import this module FIRST in a test
// file: it sets SMTP_URL before lib/env is read.
import { linkIn, mailServer, type ReceivedMail } from "../../support/mail-parse";

export type { ReceivedMail };
export { linkIn };

export const inbox: ReceivedMail[] = [];

const server = mailServer((mail) => inbox.push(mail));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.server.address() as { port: number };
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.APP_URL = "http://localhost:3000";

// Imported when first needed, not above: lib/env reads SMTP_URL once, and this module sets it.
const relaySettled = async () => (await import("@/lib/server/mail/deliver-mail")).deliverMailSettled();

/**
 * The mails received for an address, newest last, once this process's relay has sent what the requests so far queued
 * (a request never waits for the mail server: lib/server/mail/deliver-mail.ts).
 */
export async function mailsTo(address: string) {
  await relaySettled();
  return inbox.filter((m) => m.to.includes(address));
}

/** Closes the relay's pooled connections, then the server (which waits for its connections to end). */
export const closeSmtp = async () => {
  await relaySettled();
  (await import("@/lib/mail")).closeMailTransport();
  await new Promise<void>((resolve) => server.close(() => resolve()));
};
