// The season the game is in (docs/product.md section 4: "Season rounds load for the latest season"): one rule for the
// pages, the API and the reads that default to it.
import "server-only";
import { cache } from "react";
import { currentSeasonOf, gameState } from "../game-state";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";

export interface SeasonSummary {
  id: number;
  name: string;
  status: SeasonStatus;
}

/**
 * The live season, else the latest open for registration, else the latest finished; null before any season exists
 * (disabled seasons never count). Read once per page render, however many parts ask.
 */
export const getCurrentSeason = cache(async function getCurrentSeason(): Promise<SeasonSummary | null> {
  const season = currentSeasonOf(await gameState());
  return season ? { id: season.id, name: season.name, status: season.status } : null;
});

export const currentSeasonId = async () => (await getCurrentSeason())?.id ?? null;
