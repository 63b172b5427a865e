// Game settings (docs/product.md section 7 GET /settings/; docs/design.md section 4): the one Settings row.
import "server-only";
import { cache } from "react";
import { gameState } from "./game-state";
import { env } from "@/lib/env";

/** The settings row (lib/server/game-state.ts: in memory while the cache epoch stands); once per page render. */
export const getSettings = cache(async function getSettings() {
  return (await gameState()).settings;
});

export interface PublicSettings {
  /** Tenths of a million, as every price. */
  budgetLimit: number;
  extraTransferPenaltyPoints: number;
  maxPlayersPerClub: number;
  freeTransfersPerRound: number;
  signUpOpen: boolean;
}

/** The settings a client may read (lib/api/serializers/teams.ts `settingsJson` writes them for the API). */
export async function readPublicSettings(): Promise<PublicSettings> {
  const s = await getSettings();
  return {
    budgetLimit: s.budgetLimit,
    extraTransferPenaltyPoints: s.extraTransferPenaltyPoints,
    maxPlayersPerClub: s.maxPlayersPerClub,
    freeTransfersPerRound: s.freeTransfersPerRound,
    signUpOpen: env.SIGN_UP_OPEN || s.signUpOpen,
  };
}

/**
 * Whether new accounts may register (docs/product.md section 1: closed in this build). Open when the build
 * setting SIGN_UP_OPEN is on, or when operators open it at run time with the settings row.
 */
export async function isSignUpOpen(): Promise<boolean> {
  return env.SIGN_UP_OPEN || (await getSettings()).signUpOpen;
}
