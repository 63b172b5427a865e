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

/** The mails received for an address, newest last. */
export const mailsTo = (address: string) => inbox.filter((m) => m.to.includes(address));

export const closeSmtp = () => new Promise<void>((resolve) => server.close(() => resolve()));
