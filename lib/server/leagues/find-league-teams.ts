// The owner's search of his private league's member teams by name (docs/product.md section 6), before removing one.
import "server-only";
import { getDb } from "@/lib/db";
import { ownedLeague } from "./private-league";
import { teamInSeason } from "./readable-league";

/** A member team found by the owner's search. */
export interface LeagueTeamMatch {
  id: number;
  name: string;
}

/** Member teams whose name contains the text (the owner's search before removing one), at most 10. */
export async function findLeagueTeams(options: {
  userId: number;
  leagueId: number;
  name: string;
}): Promise<LeagueTeamMatch[]> {
  const league = await ownedLeague(options.userId, options.leagueId);
  const db = await getDb();
  const own = await teamInSeason(options.userId, league.seasonId);
  const teams = await db.userTeam.findMany({
    where: {
      memberships: { some: { leagueId: league.id } },
      name: { contains: options.name.trim(), mode: "insensitive" },
      id: { not: own?.id ?? -1 },
    },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 10,
  });
  return teams;
}
