// POST /transfers/user-football-player-transfers/: the spec's transfer list (user_football_player_deleted names a squad
// entry of the caller's live team) applied by the engine's applyTransfers, with the counters the transfers page shows.
import "server-only";
import { type TransferOutcome, applyTransfers } from "./apply-transfers";

export async function submitTransfers(options: {
  userId: number;
  transfers: { football_player_added: number; user_football_player_deleted: number }[];
}): Promise<TransferOutcome> {
  return applyTransfers({
    userId: options.userId,
    transfers: options.transfers.map((t) => ({
      inId: t.football_player_added,
      outEntryId: t.user_football_player_deleted,
    })),
  });
}
