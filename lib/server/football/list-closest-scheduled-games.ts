// The closest scheduled round's games by club (docs/product.md section 7:
// /rounds/round-games/closest_scheduled_round_games/), the next opponents the team builder shows.
import "server-only";
import { getDb } from "@/lib/db";
import { epochCached, readEpoch } from "../game-state";
import { currentSeasonId } from "../seasons/current-season";
import { clubSelect, gameOrder, type ClubRef, type RoundRef } from "./types";

export interface ClubNextGames {
  clubId: number;
  /** `difficulty`: the fixture's for the club (docs/forecast.md: 1 easiest … 5 hardest), null before the forecast. */
  games: { gameId: number; kickoff: Date; isHome: boolean; opponent: ClubRef; difficulty: number | null }[];
}

/**
 * The games of the closest scheduled round, grouped by club, each with home/away and the opponent
 * (a club playing twice in the round has two). Null when no round is scheduled. Held per cache epoch.
 */
export async function listClosestScheduledGames(
  options: { seasonId?: number } = {},
): Promise<{ round: RoundRef; clubs: ClubNextGames[] } | null> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return null;
  return epochCached(`closest-games:${seasonId}`, await readEpoch(), async () => {
    const db = await getDb();
    const round = await db.round.findFirst({
      where: { seasonId, status: "scheduled" },
      select: { id: true, number: true, status: true },
      orderBy: { number: "asc" },
    });
    if (!round) return null;
    const games = await db.game.findMany({
      where: { roundId: round.id, status: { notIn: ["postponed", "cancelled"] } },
      select: {
        id: true,
        kickoff: true,
        homeClub: { select: clubSelect },
        awayClub: { select: clubSelect },
        homeDifficulty: true,
        awayDifficulty: true,
      },
      orderBy: gameOrder,
    });
    const clubs = new Map<number, ClubNextGames>();
    const add = (clubId: number, entry: ClubNextGames["games"][number]) => {
      const club = clubs.get(clubId) ?? { clubId, games: [] };
      club.games.push(entry);
      clubs.set(clubId, club);
    };
    for (const g of games) {
      add(g.homeClub.id, {
        gameId: g.id,
        kickoff: g.kickoff,
        isHome: true,
        opponent: g.awayClub,
        difficulty: g.homeDifficulty,
      });
      add(g.awayClub.id, {
        gameId: g.id,
        kickoff: g.kickoff,
        isHome: false,
        opponent: g.homeClub,
        difficulty: g.awayDifficulty,
      });
    }
    return { round, clubs: [...clubs.values()].sort((a, b) => a.clubId - b.clubId) };
  });
}
