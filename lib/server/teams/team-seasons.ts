// Which seasons a user has teams in (spec section 2 "Protected-route rules": a signed-in user with no live-season team
// but teams from finished seasons goes to /next-season-team/).
import "server-only";
import { getDb } from "@/lib/db";

export async function teamSeasons(userId: number): Promise<{ live: boolean; finished: boolean }> {
  const db = await getDb();
  const teams = await db.userTeam.findMany({
    where: { userId, season: { status: { in: ["live", "finished"] } } },
    select: { season: { select: { status: true } } },
  });
  return {
    live: teams.some((t) => t.season.status === "live"),
    finished: teams.some((t) => t.season.status === "finished"),
  };
}
