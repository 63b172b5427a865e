// The ids of a season's games, for the sitemap's match info pages (docs/product.md section 2 "/match-info/").
import "server-only";
import { getDb } from "@/lib/db";
import { currentSeasonId } from "../seasons/current-season";

/** Ids of every game of a season (the sitemap). */
export async function listGameIds(options: { seasonId?: number } = {}): Promise<{ id: number; updatedAt: Date }[]> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return [];
  const db = await getDb();
  const rows = await db.game.findMany({
    where: { round: { seasonId } },
    select: { id: true, createdAt: true, resultsAt: true },
    orderBy: { id: "asc" },
  });
  return rows.map((g) => ({ id: g.id, updatedAt: g.resultsAt ?? g.createdAt }));
}
