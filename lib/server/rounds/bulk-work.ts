// What the round lifecycle's set-based steps (lock-round.ts, score-round.ts, refresh-live-round.ts, close.ts) share:
// the transaction options of a statement over every team, its sort memory, and the round they work on.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

/** A transaction over every team: minutes, not Prisma's default 5 seconds. */
export const LONG = { timeout: 30 * 60_000, maxWait: 60_000 };

/**
 * Sort memory for the statements over every team (ranks over a million rows): PostgreSQL's 4 MB
 * default spills them to disk. For the current transaction only.
 */
export const bulkWork = (tx: Tx) => tx.$executeRaw`SET LOCAL work_mem = '128MB'`;

/** The round, or not_found. */
export async function roundOrThrow(tx: Tx, roundId: number) {
  const round = await tx.round.findUnique({ where: { id: roundId } });
  if (!round) throw new AppError("not_found", `Round ${roundId} does not exist.`);
  return round;
}
