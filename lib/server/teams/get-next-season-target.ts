// The next-season team page's target (docs/product.md "Team screens"): the season a new team would be for, and whether
// the fan has a team in it already.
import "server-only";
import { getDb } from "@/lib/db";
import { seasonForNewTeam } from "./create-next-season-team";

/** The season a new team would be for (create-team-for-next-season's own choice) and whether the fan has a team in it. */
export async function getNextSeasonTarget(options: {
  userId: number;
}): Promise<{ season: { id: number; name: string }; hasTeam: boolean } | null> {
  const db = await getDb();
  const season = await seasonForNewTeam(db);
  if (!season) return null;
  const team = await db.userTeam.findUnique({
    where: { userId_seasonId: { userId: options.userId, seasonId: season.id } },
    select: { id: true },
  });
  return { season, hasTeam: team !== null };
}
