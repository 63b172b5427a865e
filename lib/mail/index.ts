// Outgoing mail (docs/design.md section 6): nodemailer over SMTP_URL, on a pool of connections kept open between mails
// (the outbox's relay, lib/server/mail/deliver-mail.ts, sends thousands in a row). Without SMTP (a development
// machine), each mail is written to .data/mail/ as an .eml file and its links are logged, so a developer can follow a
// verification or reset link without a mail server. Nothing but the relay sends: a use case queues its mail in the
// outbox (lib/server/mail/outbox.ts).
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The Message-ID header: the relay's is made from the outbox key, the same on every attempt. */
  messageId?: string;
}

/** Connections the pool opens to the SMTP server at most (SMTP_URL's own ?maxConnections= wins). */
const POOL_CONNECTIONS = 5;

export const MAIL_DIR = path.join(process.cwd(), ".data", "mail");

let transport: Transporter | undefined;

function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  if (!transport) {
    const url = new URL(env.SMTP_URL);
    if (!url.searchParams.has("pool")) url.searchParams.set("pool", "true");
    if (!url.searchParams.has("maxConnections")) url.searchParams.set("maxConnections", String(POOL_CONNECTIONS));
    transport = nodemailer.createTransport(url.toString());
  }
  return transport;
}

/** Closes the pool's connections (a worker stopping, a test closing its SMTP server); the next mail opens a new one. */
export function closeMailTransport() {
  transport?.close();
  transport = undefined;
}

/** Sends a mail over SMTP, or files it under .data/mail/ and logs its links. */
export async function sendMail(mail: Mail): Promise<{ via: "smtp" } | { via: "file"; file: string }> {
  const message = { from: env.MAIL_FROM, ...mail };
  const transporter = smtp();
  if (transporter) {
    await transporter.sendMail(message);
    return { via: "smtp" };
  }
  const raw = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(message);
  await fs.mkdir(MAIL_DIR, { recursive: true });
  const file = path.join(
    MAIL_DIR,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  await fs.writeFile(file, raw.message as Buffer);
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  console.info(
    `[mail] "${mail.subject}" to ${mail.to} written to ${file}${links.map((l) => `\n[mail]   link: ${l}`).join("")}`,
  );
  return { via: "file", file };
}
