// The season's dream team (docs/product.md section 7: /dreamteams/season-dream-teams/): the best 4-4-2 of the season
// so far, as the last round close stored it.
import "server-only";
import { currentSeasonId } from "../seasons/current-season";
import { loadDreamTeamPlayers, type DreamTeam } from "./dream-team";

/** The season's dream team so far (default: the current season), or null when none is stored. */
export async function getSeasonDreamTeam(options: { seasonId?: number } = {}): Promise<DreamTeam | null> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return null;
  const players = await loadDreamTeamPlayers({ seasonId, roundId: null });
  return players && { kind: "season", seasonId, round: null, players };
}
