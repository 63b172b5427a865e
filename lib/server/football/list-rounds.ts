// The rounds of a season (docs/product.md section 7: /rounds/football-rounds/), as the schedule, the round results
// and the dream team switcher read them too.
import "server-only";
import { getDb } from "@/lib/db";
import type { RoundStatus } from "@/lib/generated/prisma/enums";
import { currentSeasonId } from "../seasons/current-season";

export interface RoundSummary {
  id: number;
  seasonId: number;
  number: number;
  status: RoundStatus;
  deadline: Date;
}

/** The rounds of a season (default: the current one), by number; filtered by status when asked. */
export async function listRounds(
  options: { seasonId?: number; status?: RoundStatus[]; order?: "asc" | "desc" } = {},
): Promise<RoundSummary[]> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return [];
  const db = await getDb();
  return db.round.findMany({
    where: { seasonId, ...(options.status ? { status: { in: options.status } } : {}) },
    select: { id: true, seasonId: true, number: true, status: true, deadline: true },
    orderBy: { number: options.order ?? "asc" },
  });
}
