// The mails the end-to-end instances sent, as the test mail server received them (tests/e2e/mail/smtp-sink.ts).
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { linkIn, type ReceivedMail } from "../../support/mail-parse";

export { linkIn };
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ".data/e2e-mail";

/** Every mail received for `address`, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith(".json")) : [];
  return files
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), "utf8")) as ReceivedMail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** Waits for the `count`-th mail to `address` (1: the first) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => mailsTo(address).length, { message: `mail #${count} to ${address}` })
    .toBeGreaterThanOrEqual(count);
  return mailsTo(address)[count - 1]!;
}
