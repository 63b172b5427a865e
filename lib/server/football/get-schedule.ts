// The schedule page's data (docs/product.md section 2 "/schedule-and-results/"): every round of a season with its
// games grouped by day.
import "server-only";
import { getDb } from "@/lib/db";
import { groupGamesByDay, type GameDay } from "@/lib/format/game-days";
import { getCurrentSeason, type SeasonSummary } from "../seasons/current-season";
import { listRounds, type RoundSummary } from "./list-rounds";
import { gameOrder, gameSelect, toGame } from "./types";

export interface ScheduleRound extends RoundSummary {
  days: GameDay[];
}

/** Every round of a season (default: the current one) with its games grouped by day. */
export async function getSchedule(
  options: { seasonId?: number } = {},
): Promise<{ season: SeasonSummary; rounds: ScheduleRound[] } | null> {
  const db = await getDb();
  const season = options.seasonId
    ? await db.season.findUnique({ where: { id: options.seasonId }, select: { id: true, name: true, status: true } })
    : await getCurrentSeason();
  if (!season) return null;
  const [rounds, games] = await Promise.all([
    listRounds({ seasonId: season.id }),
    db.game.findMany({
      where: { round: { seasonId: season.id } },
      select: { ...gameSelect, roundId: true },
      orderBy: gameOrder,
    }),
  ]);
  const byRound = new Map<number, ReturnType<typeof toGame>[]>();
  for (const game of games) byRound.set(game.roundId, [...(byRound.get(game.roundId) ?? []), toGame(game)]);
  return { season, rounds: rounds.map((round) => ({ ...round, days: groupGamesByDay(byRound.get(round.id) ?? []) })) };
}
