// Transfers a user's team made for one round's deadline (docs/product.md section 7
// user-football-player-transfers?football_round: the client reads the count).
import "server-only";
import { getDb } from "@/lib/db";
import { ruleError } from "../teams/team-errors";

export async function countTransfers(options: { userId: number; roundId: number }): Promise<number> {
  const db = await getDb();
  const round = await db.round.findUnique({ where: { id: options.roundId }, select: { seasonId: true } });
  if (!round) throw ruleError("not_found", "noRound", `Round ${options.roundId} does not exist.`, { field: "round" });
  return db.transfer.count({
    where: { roundId: options.roundId, team: { userId: options.userId, seasonId: round.seasonId } },
  });
}
