// Game settings (spec section 7 GET /settings/; DESIGN.md section 4): the one Settings row.
import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";

/** The settings row (created with its defaults on first use); read once per page render, however many parts ask. */
export const getSettings = cache(async function getSettings() {
  const db = await getDb();
  return (
    (await db.settings.findUnique({ where: { id: 1 } })) ??
    (await db.settings.upsert({ where: { id: 1 }, create: { id: 1 }, update: {} }))
  );
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
 * Whether new accounts may register (spec section 1: closed in this build). Open when the build
 * setting SIGN_UP_OPEN is on, or when operators open it at run time with the settings row.
 */
export async function isSignUpOpen(): Promise<boolean> {
  return env.SIGN_UP_OPEN || (await getSettings()).signUpOpen;
}
