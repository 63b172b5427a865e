// `ops mail retry`: the mails the relay gave up on (the mail server refused them fourteen times, lib/mail/retry.ts) get a
// new round of attempts, due at once, once the operator has mended what made them fail.
import "server-only";
import type { Tx } from "@/lib/db";

/** Every mail given up, due again now with its attempts counted afresh: how many. */
export async function retryGivenUpMail(tx: Tx, now: Date): Promise<number> {
  return tx.$executeRaw`
    UPDATE mail_outbox SET gave_up_at = NULL, attempts = 0, next_attempt_at = ${now}
    WHERE gave_up_at IS NOT NULL AND sent_at IS NULL`;
}
