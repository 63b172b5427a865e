// POST /transfers/user-football-player-transfers/: the spec's transfer list applied by the
// engine's applyTransfers, then the counters the transfers page shows.
import "server-only";
import { applyTransfers } from "./apply-transfers";
import { getTransferState } from "./get-transfer-state";
import { resolveTransfers } from "../userteams/reads";

export async function submitTransfers(options: {
  userId: number;
  transfers: { football_player_added: number; user_football_player_deleted: number }[];
}) {
  const outcome = await applyTransfers({ userId: options.userId, transfers: await resolveTransfers(options) });
  return { outcome, state: await getTransferState({ userId: options.userId }) };
}
