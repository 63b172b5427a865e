// Outgoing mail (docs/design.md section 6): nodemailer over SMTP_URL, on a pool of connections kept open between mails
// (the outbox's relay, lib/server/mail/deliver-mail.ts, sends thousands in a row). Without SMTP (a development
// machine), each mail is written to .data/mail/ as an .eml file and its links are logged, so a developer can follow a
// verification or reset link without a mail server. Nothing but the relay sends: a use case queues its mail in the
// outbox (lib/server/mail/outbox.ts).
import fs from "node:fs/promises";
import path from "node:path";
import net from "node:net";
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool";
import { parseConnectionUrl } from "nodemailer/lib/shared";
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
/** How long a connection to the SMTP server may take to open (nodemailer's own default is 2 minutes). */
const CONNECT_TIMEOUT_MS = 30_000;

export const MAIL_DIR = path.join(process.cwd(), ".data", "mail");

let transport: Transporter | undefined;

function smtp(): Transporter | undefined {
  if (!env.SMTP_URL) return undefined;
  transport ??= nodemailer.createTransport({
    maxConnections: POOL_CONNECTIONS,
    ...(parseConnectionUrl(env.SMTP_URL) as SMTPPool.Options),
    pool: true,
    getSocket: connectWithoutDelay,
  });
  return transport;
}

/**
 * The pool's connections, opened here rather than by nodemailer so that they send without Nagle's delay: nodemailer
 * writes a mail's last line and the next command in small pieces, and each then waits for the server's delayed
 * acknowledgement, about 40 ms a mail on a connection (measured: 45 ms a mail on one connection, 3.8 ms without the
 * delay; docs/performance-log.md, "Deadline reminders through the mail outbox"). nodemailer then speaks SMTP (and
 * starts TLS) on the socket as on its own.
 */
function connectWithoutDelay(
  options: SMTPPool.Options,
  callback: (error: Error | null, socket?: { connection: net.Socket }) => void,
) {
  const socket = net.connect({ host: options.host ?? "localhost", port: options.port ?? (options.secure ? 465 : 587) });
  socket.setNoDelay(true);
  const failed = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  const timedOut = () => failed(new Error(`SMTP connection to ${options.host}:${options.port} timed out`));
  socket.setTimeout(CONNECT_TIMEOUT_MS, timedOut);
  socket.once("error", failed);
  socket.once("connect", () => {
    socket.off("error", failed);
    socket.setTimeout(0);
    socket.off("timeout", timedOut);
    callback(null, { connection: socket });
  });
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
