// A received mail as the tests read it: the raw message nodemailer sent over SMTP, its subject and its text part
// decoded. Shared by the integration tests' SMTP server (tests/integration/api/smtp.ts) and the end-to-end one
// (tests/e2e/mail/smtp-sink.ts), with the server itself (mailServer).
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The text part, quoted-printable decoded. */
  text: string;
}

/** Quoted-printable (RFC 2045) to text: soft line breaks removed, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const subject = decodeHeader((raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? "").replace(/\r?\n[ \t]/g, " "));
  // The text/plain part (nodemailer sends multipart/alternative with text and HTML).
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /content-type: text\/plain/i.test(p)) ?? raw;
  const [head = "", ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join("\n\n").replace(/\r?\n--[^\r\n]+--\s*$/, "");
  const text = /quoted-printable/i.test(head)
    ? decodeQuotedPrintable(content)
    : /base64/i.test(head)
      ? Buffer.from(content, "base64").toString("utf8")
      : content;
  return { to, raw, subject, text };
}

/** The first link in a mail's text. */
export const linkIn = (mail: ReceivedMail) => new URL(mail.text.match(/https?:\/\/\S+/)![0]);

/** A real SMTP server (not listening yet) that accepts every message and hands it, parsed, to `onMail`. */
export function mailServer(onMail: (mail: ReceivedMail) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // No reverse DNS lookup of each connection: without a resolver for 127.0.0.1 it waits seconds.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        onMail(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
}
