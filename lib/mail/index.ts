// Outgoing mail (docs/design.md section 6): nodemailer over SMTP_URL. Without SMTP (a
// development machine), each mail is written to .data/mail/ as an .eml file and its links are
// logged, so a developer can follow a verification or reset link without a mail server.
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
}

export const MAIL_DIR = path.join(process.cwd(), ".data", "mail");

let transport: Transporter | undefined;

function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport(env.SMTP_URL);
  return transport;
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
