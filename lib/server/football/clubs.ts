// Clubs (spec section 7: GET /footballteams/football-clubs/, sorted by full_name).
import "server-only";
import { getDb } from "@/lib/db";
import { getCurrentSeason } from "../seasons/current-season";
import type { ClubWithJerseys } from "./shapes";

/** The clubs of the current season (every club when no season exists), by full name. */
export async function listClubs(): Promise<ClubWithJerseys[]> {
  const db = await getDb();
  const season = await getCurrentSeason();
  return db.club.findMany({
    where: season ? { seasons: { some: { seasonId: season.id } } } : {},
    select: {
      id: true,
      abbreviation: true,
      fullName: true,
      logoImage: true,
      jerseyGoalkeeper: true,
      jerseyOutfield: true,
    },
    orderBy: { fullName: "asc" },
  });
}
