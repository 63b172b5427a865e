// Seasons and rounds (docs/product.md section 7: /leagues/seasons/, /rounds/football-rounds/) and the schedule
// page's data: every round of a season with its games grouped by day.
import "server-only";
import { getDb } from "@/lib/db";
import type { RoundStatus } from "@/lib/generated/prisma/enums";
import { groupGamesByDay, type GameDay } from "@/lib/format/game-days";
import { currentSeasonId, getCurrentSeason, type SeasonSummary } from "../seasons/current-season";
import { gameOrder, gameSelect, toGame } from "./types";

export interface RoundSummary {
  id: number;
  seasonId: number;
  number: number;
  status: RoundStatus;
  deadline: Date;
}

export interface ScheduleRound extends RoundSummary {
  days: GameDay[];
}

/** The rounds of a season (default: the current one), by number; filtered by status when asked. */
export async function listRounds(
  options: { seasonId?: number; status?: RoundStatus[]; order?: "asc" | "desc" } = {},
): Promise<RoundSummary[]> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return [];
  const db = await getDb();
  return db.round.findMany({
    where: { seasonId, ...(options.status ? { status: { in: options.status } } : {}) },
    select: { id: true, seasonId: true, number: true, status: true, deadline: true },
    orderBy: { number: options.order ?? "asc" },
  });
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
