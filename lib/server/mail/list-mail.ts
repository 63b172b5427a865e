// The mail outbox as an operator reads it (`ops mail`, `ops status`): how many mails wait and how many were given up,
// and the last mails in one of those states (or sent), newest first.
import "server-only";
import type { Db, Tx } from "@/lib/db";

export type MailState = "waiting" | "given-up" | "sent";

export interface MailEntry {
  key: string;
  kind: string;
  to: string;
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
  gaveUpAt: Date | null;
  lastError: string | null;
}

const WHERE: Record<MailState, object> = {
  waiting: { sentAt: null, gaveUpAt: null },
  "given-up": { gaveUpAt: { not: null } },
  sent: { sentAt: { not: null } },
};

/** The counts, and with `state` the last `limit` mails in it. */
export async function listMail(db: Db | Tx, options: { state?: MailState; limit?: number } = {}) {
  const [waiting, givenUp, mails] = await Promise.all([
    db.mailOutbox.count({ where: WHERE.waiting }),
    db.mailOutbox.count({ where: WHERE["given-up"] }),
    options.state
      ? db.mailOutbox.findMany({
          where: WHERE[options.state],
          orderBy: { id: "desc" },
          take: options.limit ?? 30,
          select: {
            key: true,
            kind: true,
            toAddress: true,
            attempts: true,
            createdAt: true,
            nextAttemptAt: true,
            sentAt: true,
            gaveUpAt: true,
            lastError: true,
          },
        })
      : [],
  ]);
  return {
    waiting,
    givenUp,
    mails: mails.map(({ toAddress, ...m }): MailEntry => ({ ...m, to: toAddress })),
  };
}
