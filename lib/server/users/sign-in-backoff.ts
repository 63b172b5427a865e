// Per-account backoff for sign-in (docs/security.md section 1): guesses against one account from many addresses slip
// past the per-address limit, so failed sign-ins are also counted per e-mail address (known or not:
// the answer must not tell which). Five failures are free; then each further failure locks the
// account's sign-in for 30 s, doubling up to an hour. A success forgets the failures; so does a
// password reset, which is how a locked-out owner gets in at once. The counts share the table of the
// rate limits (rate_limit_count, bucket "sign-in-account"), keyed by a hash of the address.
import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";

const BUCKET = "sign-in-account";
/** Failures before the first lock. */
export const FREE_FAILURES = 5;
const FIRST_LOCK_S = 30;
const LONGEST_LOCK_S = 60 * 60;
/** Failures are forgotten after this long without another one. */
const MEMORY_MS = 24 * 60 * 60 * 1000;

/** A sign-in refused because the account is locked for `retryAfter` seconds. */
export class SignInLockedError extends Error {
  constructor(readonly retryAfter: number) {
    super(`Sign-in locked for ${retryAfter} s`);
    this.name = "SignInLockedError";
  }
}

const accountKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/** The lock after `failures` failures, in seconds (0: none). */
export function lockSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_LOCK_S, FIRST_LOCK_S * 2 ** (failures - FREE_FAILURES));
}

/** Seconds the account's sign-in stays locked (0: open). */
export async function signInLockedFor(email: string, now = Date.now()): Promise<number> {
  const db = await getDb();
  const row = await db.rateLimitCount.findUnique({
    where: { bucket_client: { bucket: BUCKET, client: accountKey(email) } },
    select: { hits: true, resetAt: true },
  });
  if (!row || row.hits < FREE_FAILURES) return 0;
  const left = row.resetAt.getTime() - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Counts a failed sign-in, and locks the account from the sixth (one upsert); a day without failures starts over. */
export async function recordSignInFailure(email: string, now = Date.now()): Promise<void> {
  const db = await getDb();
  const at = new Date(now);
  const forgetBefore = new Date(now - MEMORY_MS);
  await db.$executeRaw`
    INSERT INTO rate_limit_count AS c (bucket, client, hits, reset_at)
    VALUES (${BUCKET}, ${accountKey(email)}, 1, ${at}::timestamp)
    ON CONFLICT (bucket, client) DO UPDATE SET
      hits = CASE WHEN c.reset_at < ${forgetBefore}::timestamp THEN 1 ELSE c.hits + 1 END,
      reset_at = ${at}::timestamp + make_interval(secs => CASE
        WHEN c.reset_at < ${forgetBefore}::timestamp OR c.hits + 1 < ${FREE_FAILURES} THEN 0
        ELSE LEAST(${LONGEST_LOCK_S}, ${FIRST_LOCK_S} * power(2, c.hits + 1 - ${FREE_FAILURES}))
      END)`;
}

/** Forgets the account's failures (a successful sign-in, a password reset). */
export async function forgetSignInFailures(email: string): Promise<void> {
  const db = await getDb();
  await db.rateLimitCount.deleteMany({ where: { bucket: BUCKET, client: accountKey(email) } });
}
