// The season the game is in (spec section 4: "Season rounds load for the latest season"): one rule for the
// pages, the API and the reads that default to it.
import "server-only";
import { cache } from "react";
import { getDb } from "@/lib/db";
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
  const db = await getDb();
  const seasons = await db.season.findMany({
    where: { status: { not: "disabled" } },
    select: { id: true, name: true, status: true, startsOn: true },
    orderBy: { startsOn: "desc" },
  });
  const rank = { live: 0, open_for_registration: 1, finished: 2, disabled: 3 } as const;
  const season = [...seasons].sort((a, b) => rank[a.status] - rank[b.status])[0];
  return season ? { id: season.id, name: season.name, status: season.status } : null;
});

export const currentSeasonId = async () => (await getCurrentSeason())?.id ?? null;
