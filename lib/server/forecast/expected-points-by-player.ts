// Every player's expected points in the rounds still to lock (the forecast's, lib/server/forecast/refresh-forecast.ts),
// by player and round number: what the planner plays plans with and the next round's cards show. About 4,000 numbers,
// kept per cache epoch (a refit moves it), so a page reads none of them from the database.
import "server-only";
import { getDb } from "@/lib/db";
import { epochCached, readEpoch } from "../game-state";

export type ExpectedPointsByPlayer = ReadonlyMap<number, ReadonlyMap<number, number>>;

export async function expectedPointsByPlayer(options: { epoch?: number } = {}): Promise<ExpectedPointsByPlayer> {
  const epoch = options.epoch ?? (await readEpoch());
  return epochCached("expected-points-by-player", epoch, async () => {
    const rows = await (
      await getDb()
    ).$queryRaw<{ playerId: number; round: number; points: number }[]>`
      SELECT x.player_id AS "playerId", r.number AS round, x.points
      FROM player_expected_points x JOIN round r ON r.id = x.round_id JOIN season s ON s.id = r.season_id
      WHERE s.status = 'live'`;
    const byPlayer = new Map<number, Map<number, number>>();
    for (const r of rows) {
      let rounds = byPlayer.get(r.playerId);
      if (!rounds) byPlayer.set(r.playerId, (rounds = new Map()));
      rounds.set(r.round, r.points);
    }
    return byPlayer;
  });
}
