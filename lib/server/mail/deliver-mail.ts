// The outbox's relay (docs/architecture.md "Mail"): claims the mails due, sends them over the pooled transport
// (lib/mail), and marks each sent or, refused, due again later (lib/mail/retry.ts). The job worker runs it every few
// seconds; the web process runs it right after a request queued a mail (deliverMailSoon: the request does not wait).
// Claims are taken with SKIP LOCKED and held by a lease (next_attempt_at moved ahead), so any number of relays in any
// number of processes never claim the same mail at once, and a mail claimed by a relay that died is claimed again
// once the lease has passed.
import "server-only";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { type Mail, sendMail } from "@/lib/mail";
import { messageIdOf, retryDelayMs } from "@/lib/mail/retry";
import { type QueuedMail, renderQueuedMail } from "@/lib/mail/templates";

/** Mails claimed at a time: sent side by side over the pool's connections, then marked in two statements. */
const CLAIM = 500;
/** How long a claim holds: longer than a batch takes, even over a slow server (nodemailer gives up a socket at 10 min). */
const LEASE_MS = 15 * 60_000;

export interface Delivery {
  sent: number;
  /** Refused this time, due again later. */
  failed: number;
  /** Refused for the last time: given up. */
  gaveUp: number;
}

type Claimed = { id: bigint; key: string; locale: "en" | "it"; to_address: string; attempts: number } & QueuedMail;

/** Sends every mail due now, batch after batch, until none is left (a mail refused now is due later, not now). */
export async function deliverMail(
  options: { send?: (mail: Mail) => Promise<unknown>; now?: () => Date } = {},
): Promise<Delivery> {
  const send = options.send ?? sendMail;
  const now = options.now ?? (() => new Date());
  const db = await getDb();
  const delivery: Delivery = { sent: 0, failed: 0, gaveUp: 0 };
  for (;;) {
    const at = now();
    const claimed = await db.$queryRaw<Claimed[]>`
      UPDATE mail_outbox o
      SET attempts = o.attempts + 1, next_attempt_at = ${new Date(at.getTime() + LEASE_MS)}
      FROM (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= ${at}
        ORDER BY next_attempt_at, id
        LIMIT ${CLAIM}
        FOR UPDATE SKIP LOCKED
      ) due
      WHERE o.id = due.id
      RETURNING o.id, o.key, o.kind, o.locale, o.to_address, o.payload, o.attempts`;
    if (!claimed.length) return delivery;
    const outcomes = await Promise.all(
      claimed.map(async (row) => {
        try {
          const mail = renderQueuedMail(row.locale, row.to_address, row);
          await send({ ...mail, messageId: messageIdOf(row.key, env.MAIL_FROM) });
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      }),
    );
    const sent = claimed.filter((_, i) => outcomes[i] === null).map((row) => row.id);
    const refused = claimed.flatMap((row, i) => {
      const error = outcomes[i];
      return error === null || error === undefined ? [] : [{ row, error, delay: retryDelayMs(row.attempts) }];
    });
    const done = now();
    if (sent.length)
      // The payload goes with the sending: a verification or reset link is a secret, kept no longer than needed.
      await db.$executeRaw`
        UPDATE mail_outbox SET sent_at = ${done}, payload = NULL, last_error = NULL WHERE id = ANY(${sent}::bigint[])`;
    if (refused.length) {
      await db.$executeRaw`
        UPDATE mail_outbox o
        SET last_error = f.error,
            next_attempt_at = CASE WHEN f.delay_ms IS NULL THEN o.next_attempt_at
                                   ELSE ${done}::timestamp + f.delay_ms * interval '1 millisecond' END,
            gave_up_at = CASE WHEN f.delay_ms IS NULL THEN ${done}::timestamp END
        FROM unnest(${refused.map((r) => r.row.id)}::bigint[], ${refused.map((r) => r.error)}::text[],
                    ${refused.map((r) => r.delay)}::int[]) AS f(id, error, delay_ms)
        WHERE o.id = f.id`;
      for (const { row, error, delay } of refused)
        log.warn({ service: "mail", mail: row.key, attempts: row.attempts, givenUp: delay === null }, error);
    }
    delivery.sent += sent.length;
    delivery.gaveUp += refused.filter((r) => r.delay === null).length;
    delivery.failed += refused.filter((r) => r.delay !== null).length;
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Delivers what is due, in the background, in this process: what a use case calls once the transaction that queued a
 * mail has committed. A call while a delivery runs makes it go round once more, so no mail queued meanwhile waits for
 * the worker.
 */
export function deliverMailSoon(): void {
  again = true;
  if (running) return;
  running = (async () => {
    while (again) {
      again = false;
      try {
        await deliverMail();
      } catch (error) {
        log.error({ service: "mail", err: error }, "mail delivery failed");
      }
    }
  })().finally(() => {
    running = null;
  });
}

/** Resolves when this process's background delivery (deliverMailSoon) has nothing left to do. */
export const deliverMailSettled = (): Promise<void> => running ?? Promise.resolve();
