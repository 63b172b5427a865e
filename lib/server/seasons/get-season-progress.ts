// Where the live season stands, for an operator's `status` (docs/design.md section 1): its rounds still to lock or to
// close, with how far their games are. What is due follows from these; the caller says it in its own words.
import "server-only";
import type { Db, Tx } from "@/lib/db";
import { type ChipShare, chipShares } from "@/lib/game/chips";
import type { RoundStatus } from "@/lib/generated/prisma/enums";
import { ROUND_CLOCK_SELECT } from "../jobs/list-round-clocks";

export interface RoundProgress {
  id: number;
  number: number;
  status: RoundStatus;
  deadline: Date;
  games: number;
  /** Games still scheduled or being played. */
  openGames: number;
  /** Games finished whose per-player results were never entered. */
  gamesWithoutResults: number;
  /** Once locked: how many of its teams play each chip. */
  chips: ChipShare[];
}

/**
 * The live season and its live and scheduled rounds by number, or `season: null` when no season is live. `db` is the
 * caller's connection: the operator's, which may be a database without tables (the caller says so).
 */
export async function getSeasonProgress(
  db: Db | Tx,
): Promise<{ season: { id: number; name: string } | null; rounds: RoundProgress[] }> {
  const season = await db.season.findFirst({ where: { status: "live" }, select: { id: true, name: true } });
  if (!season) return { season: null, rounds: [] };
  const rounds = await db.round.findMany({
    where: { seasonId: season.id, status: { in: ["live", "scheduled"] } },
    orderBy: { number: "asc" },
    select: { ...ROUND_CLOCK_SELECT, chipCounts: true },
  });
  return {
    season,
    rounds: rounds.map(({ games, chipCounts, ...round }) => ({
      ...round,
      games: games.length,
      openGames: games.filter((g) => g.status === "scheduled" || g.status === "live").length,
      gamesWithoutResults: games.filter((g) => g.status === "finished" && !g.resultsAt).length,
      chips: chipShares(chipCounts),
    })),
  };
}
