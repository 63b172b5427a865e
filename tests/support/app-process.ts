// Another app process for tests/integration/game-state/multi-process-cache.test.ts: answers, over IPC, what a request of the
// production server would read from its memory (lib/server/game-state.ts) at that moment: the round changes count for,
// a setting, and a player's price in the players list (as the API's page kept per epoch renders it too) and in the squad
// checks' directory.
import { firstScheduledRound, currentSeasonOf, gameState, readEpoch } from "../../lib/server/game-state";
import { playerDirectory } from "../../lib/server/football/player-directory";
import { listPlayers, listPlayersView } from "../../lib/server/football/list-players";
import { playerPageText } from "../../lib/api/serializers/teams";

export interface Probe {
  nextRound: number | null;
  penalty: number;
  listedPrice: number | undefined;
  /** In millions, as the API's players page shows it. */
  pagePrice: number | undefined;
  directoryPrice: number | undefined;
}

process.on("message", async (playerId: number) => {
  const state = await gameState();
  const season = currentSeasonOf(state)!;
  const listed = await listPlayers({ offset: 0, limit: 10_000 });
  const page = await listPlayersView({ offset: 0, limit: 10_000 }, playerPageText);
  const probe: Probe = {
    nextRound: firstScheduledRound(state, season.id)?.number ?? null,
    penalty: state.settings.extraTransferPenaltyPoints,
    listedPrice: listed.results.find((p) => p.card.id === playerId)?.card.currentPrice,
    pagePrice: (JSON.parse(page.results) as { id: number; current_price: number }[]).find((p) => p.id === playerId)
      ?.current_price,
    directoryPrice: (await playerDirectory({ epoch: await readEpoch() })).get(playerId)?.currentPrice,
  };
  process.send!(probe);
});
process.send!("ready");
