// Clubs (spec section 7: GET /footballteams/football-clubs/, sorted by full_name).
import "server-only";
import { getDb } from "@/lib/db";
import { currentSeasonOrNull } from "../leagues/seasons";

export const clubJson = (c: {
  id: number;
  abbreviation: string;
  fullName: string;
  logoImage: string;
  jerseyGoalkeeper: string;
  jerseyOutfield: string;
}) => ({
  id: c.id,
  abbreviation: c.abbreviation,
  full_name: c.fullName,
  logo_image: c.logoImage,
  jersey_goalkeeper: c.jerseyGoalkeeper,
  jersey_outfield: c.jerseyOutfield,
});

/** The clubs of the current season (every club when no season exists), by full name. */
export async function listClubs() {
  const db = await getDb();
  const season = await currentSeasonOrNull();
  const clubs = await db.club.findMany({
    where: season ? { seasons: { some: { seasonId: season.id } } } : {},
    orderBy: { fullName: "asc" },
  });
  return clubs.map(clubJson);
}
