// Every player's expected points in the rounds still to lock, by player and round number: what the planner plays plans
// with and the next round's cards show (the forecast's one read per cache epoch, player-forecasts.ts).
import "server-only";
import { readEpoch } from "../game-state";
import { playerForecasts } from "./player-forecasts";

export type ExpectedPointsByPlayer = ReadonlyMap<number, ReadonlyMap<number, number>>;

export async function expectedPointsByPlayer(options: { epoch?: number } = {}): Promise<ExpectedPointsByPlayer> {
  return (await playerForecasts(options.epoch ?? (await readEpoch()))).points;
}
