// The quad leagues of a season (blocks of 4 rounds, docs/design.md section 4).
import "server-only";
import { quadSpan } from "@/lib/game/calendar";
import { getDb } from "@/lib/db";

/** A quad league of a season. */
export interface QuadLeagueSummary {
  id: number;
  name: string;
  quadNumber: number | null;
  rounds: [number, number];
  membersCount: number;
  lastUpdateAt: Date | null;
}

/** The quad leagues of a season (blocks of 4 rounds), by number. */
export async function listQuadLeagues(options: { seasonId: number }): Promise<QuadLeagueSummary[]> {
  const db = await getDb();
  const leagues = await db.league.findMany({
    where: { seasonId: options.seasonId, kind: "quad" },
    orderBy: { quadNumber: "asc" },
  });
  return leagues.map((l) => ({
    id: l.id,
    name: l.name,
    quadNumber: l.quadNumber,
    rounds: quadSpan(l.quadNumber!),
    membersCount: l.membersCount,
    lastUpdateAt: l.lastUpdateAt,
  }));
}
