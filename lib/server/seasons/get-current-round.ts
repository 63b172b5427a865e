// The round an operator most likely means when he names none (docs/design.md section 1): the one being played, else
// the next one to lock.
import "server-only";
import type { Db, Tx } from "@/lib/db";

/** The season's live round, else its first scheduled one (lowest numbers first); null when it has neither. */
export async function getCurrentRound(db: Db | Tx, options: { seasonId: number }) {
  const first = (status: "live" | "scheduled") =>
    db.round.findFirst({ where: { seasonId: options.seasonId, status }, orderBy: { number: "asc" } });
  return (await first("live")) ?? (await first("scheduled"));
}
