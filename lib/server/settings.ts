// Game settings (docs/product.md section 7 GET /settings/; docs/design.md section 4): the one Settings row.
import "server-only";
import { cache } from "react";
import { gameState } from "./game-state";
import { env } from "@/lib/env";

/** The settings row (lib/server/game-state.ts: in memory while the cache epoch stands); once per page render. */
export const getSettings = cache(async function getSettings() {
  return (await gameState()).settings;
});

/** The public settings as the client reads them; money in millions (100.0). */
export async function readPublicSettings() {
  const s = await getSettings();
  return {
    budget_limit: s.budgetLimit / 10,
    extra_transfer_penalty_points: s.extraTransferPenaltyPoints,
    nmb_of_fp_from_fc: s.maxPlayersPerClub,
    free_transfers_per_round: s.freeTransfersPerRound,
    sign_up_open: env.SIGN_UP_OPEN || s.signUpOpen,
  };
}

/**
 * Whether new accounts may register (docs/product.md section 1: closed in this build). Open when the build
 * setting SIGN_UP_OPEN is on, or when operators open it at run time with the settings row.
 */
export async function isSignUpOpen(): Promise<boolean> {
  return env.SIGN_UP_OPEN || (await getSettings()).signUpOpen;
}
