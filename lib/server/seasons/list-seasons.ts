// Seasons, newest first (docs/product.md section 7: GET /leagues/seasons/?status=live).
import "server-only";
import { getDb } from "@/lib/db";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";

export interface Season {
  id: number;
  name: string;
  status: SeasonStatus;
  startsOn: Date;
  endsOn: Date;
}

export async function listSeasons(options: { status?: SeasonStatus }): Promise<Season[]> {
  const db = await getDb();
  return db.season.findMany({
    where: options.status ? { status: options.status } : {},
    select: { id: true, name: true, status: true, startsOn: true, endsOn: true },
    orderBy: { startsOn: "desc" },
  });
}
