// The forecast's rounds still to lock for every player (lib/server/forecast/refresh-forecast.ts writes them), read once
// per cache epoch (a refit moves it) and shared by its readers: the expected-points list, the planner, the next round's
// cards. About 4,000 rows, so no page or call reads them from the database.
import "server-only";
import { getDb } from "@/lib/db";
import { currentSeasonOf, epochCached, gameState } from "../game-state";

/** One round of a player's forecast: 0 fixtures is a blank round (0 points), 2 a double. */
export interface RoundForecast {
  round: number;
  fixtures: number;
  points: number;
}

export interface PlayerForecasts {
  /** The rounds the forecast covers, in order. */
  rounds: number[];
  byPlayer: Map<number, { rounds: RoundForecast[]; chanceOfPlaying: number }>;
  /** Expected points by player, then by round number. */
  points: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

interface ForecastRow {
  player_id: number;
  round: number;
  fixtures: number;
  points: number;
  chance: number;
}

export function playerForecasts(epoch: number): Promise<PlayerForecasts> {
  return epochCached("player-forecasts", epoch, async () => {
    const state = await gameState({ epoch });
    const seasonId = currentSeasonOf(state)?.id ?? -1;
    const rows = await (
      await getDb()
    ).$queryRaw<ForecastRow[]>`
      SELECT e.player_id, r.number AS round, e.fixtures::int AS fixtures, e.points, e.chance_of_playing AS chance
      FROM player_expected_points e JOIN round r ON r.id = e.round_id
      WHERE r.season_id = ${seasonId} AND r.status = 'scheduled'
      ORDER BY e.player_id, r.number`;
    const rounds = [...new Set(rows.map((r) => r.round))].sort((a, b) => a - b);
    const byPlayer: PlayerForecasts["byPlayer"] = new Map();
    const points = new Map<number, Map<number, number>>();
    for (const row of rows) {
      let entry = byPlayer.get(row.player_id);
      if (!entry) byPlayer.set(row.player_id, (entry = { rounds: [], chanceOfPlaying: row.chance }));
      entry.rounds.push({ round: row.round, fixtures: row.fixtures, points: row.points });
      let own = points.get(row.player_id);
      if (!own) points.set(row.player_id, (own = new Map()));
      own.set(row.round, row.points);
    }
    return { rounds, byPlayer, points };
  });
}
