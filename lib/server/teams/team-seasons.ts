// Which seasons a user has teams in (docs/product.md section 2 "Protected-route rules": a signed-in user with no live-season team
// but teams from finished seasons goes to /next-season-team/).
import "server-only";
import { getDb } from "@/lib/db";

export async function teamSeasons(userId: number): Promise<{ live: boolean; finished: boolean }> {
  const db = await getDb();
  const [row] = await db.$queryRaw<{ live: boolean; finished: boolean }[]>`
    SELECT coalesce(bool_or(s.status = 'live'), false) AS live, coalesce(bool_or(s.status = 'finished'), false) AS finished
    FROM user_team t JOIN season s ON s.id = t.season_id WHERE t.user_id = ${userId}`;
  return { live: row?.live ?? false, finished: row?.finished ?? false };
}
