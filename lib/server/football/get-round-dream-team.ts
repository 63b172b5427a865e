// A round's dream team (docs/product.md section 7: /dreamteams/round-dream-teams/): the best 4-4-2 of the round, as
// the round close stored it.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "../errors";
import { currentSeasonId } from "../seasons/current-season";
import { loadDreamTeamPlayers, type DreamTeam } from "./dream-team";
import type { RoundRef } from "./types";

/**
 * A round's dream team, by round id or by number in a season (default: the current one). Throws
 * not_found for a round that does not exist (the spec's invalid round ID); null when the round has
 * no dream team (not finished yet).
 */
export async function getRoundDreamTeam(
  options: { roundId: number } | { roundNumber: number; seasonId?: number },
): Promise<DreamTeam | null> {
  const db = await getDb();
  const select = { id: true, number: true, status: true, seasonId: true } as const;
  let round: (RoundRef & { seasonId: number }) | null = null;
  if ("roundId" in options) {
    if (Number.isInteger(options.roundId) && options.roundId > 0)
      round = await db.round.findUnique({ where: { id: options.roundId }, select });
  } else {
    const seasonId = options.seasonId ?? (await currentSeasonId());
    if (seasonId !== null && Number.isInteger(options.roundNumber)) {
      round = await db.round.findUnique({
        where: { seasonId_number: { seasonId, number: options.roundNumber } },
        select,
      });
    }
  }
  if (!round) throw new AppError("not_found", "Invalid round ID.", { field: "roundId" });
  const players = await loadDreamTeamPlayers({ roundId: round.id });
  return (
    players && {
      kind: "round",
      seasonId: round.seasonId,
      round: { id: round.id, number: round.number, status: round.status },
      players,
    }
  );
}
