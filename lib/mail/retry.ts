// When the outbox's relay tries a mail again after the mail server refused it (lib/server/mail/deliver-mail.ts): 30 s
// after the first refusal, twice as long after each one since, at most 6 hours apart, and not after the 14th attempt
// (a little over a day of trying): the mail is then marked given up, for an operator to see (`ops status`).
import { createHash } from "node:crypto";

export const MAX_ATTEMPTS = 14;
const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 6 * 3_600_000;

/** The wait before the next attempt, after `attempts` attempts so far; null once the mail is given up. */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * The Message-ID of the mail queued under `key`: the same on every attempt, so a mail sent again after a relay died
 * between the server's acceptance and the row's mark (the one way a mail can go twice) is one message to the
 * receiving side, which drops a Message-ID it already has.
 */
export function messageIdOf(key: string, from: string): string {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}@${domain}>`;
}
