// Every player's expected points in each round still to lock (docs/forecast.md; GET
// /footballteams/expected-points/), for a planner: the players list's filters, ordered by one round's expected points
// or by the next five's. The forecast changes only when it is refitted (after a close, by the seed), which moves the
// cache epoch, so its ~4,000 rows are read once per epoch and a page is cut from memory.
import "server-only";
import type { Position } from "@/lib/game/types";
import { AppError, msg } from "../errors";
import { readEpoch } from "../game-state";
import { type RoundForecast, playerForecasts } from "../forecast/player-forecasts";
import type { PlayerCard } from "../teams/team-view";
import { listPlayers } from "./list-players";

export interface PlayerForecast {
  card: PlayerCard;
  /** The rounds still to lock that the forecast covers, in order; the same rounds for every player. */
  rounds: RoundForecast[];
  /** His chance of playing in the next round still to lock (0–1); 0 without a forecast. */
  chanceOfPlaying: number;
}

export interface ExpectedPointsOptions {
  offset: number;
  limit: number;
  clubId?: number;
  fullName?: string;
  minPrice?: number;
  maxPrice?: number;
  position?: Position;
  /** The round whose expected points `expected_points` orders by; none: the next round still to lock. */
  round?: number;
  /** By one round's expected points, or the next five rounds' sum; descending by default. */
  ordering?: { field: "expected_points" | "expected_points_5"; descending: boolean };
}

const sumOf = (rounds: RoundForecast[], from: number, count: number) =>
  rounds.slice(from, from + count).reduce((sum, r) => sum + r.points, 0);

/**
 * A page of players with their expected points per round and the total count. A `round` the forecast does not cover
 * (past, live, or beyond its eight rounds) is refused, naming `round`.
 */
export async function listExpectedPoints(
  options: ExpectedPointsOptions,
): Promise<{ count: number; rounds: number[]; results: PlayerForecast[] }> {
  const epoch = await readEpoch();
  const forecast = await playerForecasts(epoch);
  const roundIndex = options.round === undefined ? 0 : forecast.rounds.indexOf(options.round);
  if (roundIndex < 0)
    throw new AppError("invalid", `No forecast for round ${options.round}`, {
      field: "round",
      messages: msg("Api.validation.noForecastRound"),
    });
  // The players list's filters, all of its matches (about 500 at most), in id order.
  const { results: players } = await listPlayers({
    offset: 0,
    limit: Number.MAX_SAFE_INTEGER,
    clubId: options.clubId,
    fullName: options.fullName,
    minPrice: options.minPrice,
    maxPrice: options.maxPrice,
    position: options.position,
    ordering: { field: "current_price", descending: false },
  });
  // Without a forecast for him (a newcomer before the next refit), every round is 0 with his club's fixtures unknown.
  const empty = forecast.rounds.map((round) => ({ round, fixtures: 0, points: 0 }));
  const rows: PlayerForecast[] = players
    .map(({ card }) => {
      const own = forecast.byPlayer.get(card.id);
      return { card, rounds: own?.rounds ?? empty, chanceOfPlaying: own?.chanceOfPlaying ?? 0 };
    })
    .sort((a, b) => a.card.id - b.card.id);
  const ordering = options.ordering ?? { field: "expected_points", descending: true };
  const value =
    ordering.field === "expected_points"
      ? (p: PlayerForecast) => p.rounds[roundIndex]?.points ?? 0
      : (p: PlayerForecast) => sumOf(p.rounds, 0, 5);
  const sign = ordering.descending ? -1 : 1;
  // Stable: equal values stay in id order.
  rows.sort((a, b) => sign * (value(a) - value(b)));
  return {
    count: rows.length,
    rounds: forecast.rounds,
    results: rows.slice(options.offset, options.offset + options.limit),
  };
}
