// Another app process for tests/integration/game-state/multi-process-cache.test.ts: answers, over IPC, what a request of the
// production server would read from its memory (lib/server/game-state.ts) at that moment: the round changes count for,
// a setting, and a player's price in the players list and in the squad checks' directory.
import { firstScheduledRound, currentSeasonOf, gameState, readEpoch } from "../../lib/server/game-state";
import { playerDirectory } from "../../lib/server/football/player-directory";
import { listPlayers } from "../../lib/server/football/players-list";

export interface Probe {
  nextRound: number | null;
  penalty: number;
  listedPrice: number | undefined;
  directoryPrice: number | undefined;
}

process.on("message", async (playerId: number) => {
  const state = await gameState();
  const season = currentSeasonOf(state)!;
  const listed = await listPlayers({ offset: 0, limit: 10_000 });
  const probe: Probe = {
    nextRound: firstScheduledRound(state, season.id)?.number ?? null,
    penalty: state.settings.extraTransferPenaltyPoints,
    listedPrice: listed.results.find((p) => p.card.id === playerId)?.card.currentPrice,
    directoryPrice: (await playerDirectory({ epoch: await readEpoch() })).get(playerId)?.currentPrice,
  };
  process.send!(probe);
});
process.send!("ready");
