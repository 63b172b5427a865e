// The owner deletes his private league (docs/product.md section 6), with its tables: they have no foreign keys.
import "server-only";
import { getDb } from "@/lib/db";
import { ownedLeague } from "./private-league";

export async function deletePrivateLeague(options: { userId: number; leagueId: number }) {
  await ownedLeague(options.userId, options.leagueId);
  const db = await getDb();
  await db.$transaction([
    // League tables have no foreign keys (schema.prisma, Standing).
    db.standing.deleteMany({ where: { leagueId: options.leagueId } }),
    // By its season's rounds: the key leads with the round.
    db.$executeRaw`
      DELETE FROM head_to_head_standing WHERE league_id = ${options.leagueId}
        AND round_id = ANY (ARRAY(SELECT r.id FROM round r JOIN league l ON l.season_id = r.season_id WHERE l.id = ${options.leagueId}))`,
    db.league.delete({ where: { id: options.leagueId } }),
  ]);
}
