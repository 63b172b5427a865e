// Clubs (docs/product.md section 7: GET /footballteams/football-clubs/, sorted by full_name).
import "server-only";
import { getDb } from "@/lib/db";
import { currentSeasonOf, epochCached, gameState } from "../game-state";
import { type ClubWithJerseys, clubWithJerseysSelect } from "./types";

/** The clubs of the current season (every club when no season exists), by full name; held per cache epoch. */
export async function listClubs(): Promise<ClubWithJerseys[]> {
  const state = await gameState();
  return epochCached("clubs", state.epoch, async () => {
    const db = await getDb();
    const season = currentSeasonOf(state);
    return db.club.findMany({
      where: season ? { seasons: { some: { seasonId: season.id } } } : {},
      select: clubWithJerseysSelect,
      orderBy: { fullName: "asc" },
    });
  });
}
