// A user's teams across seasons (spec section 7: user-teams?season_status=live|finished,
// check-live-season-user-team, check-user-team-played-this-season, check-user-played-any-round;
// section 2: a user with no live team but teams from finished seasons goes to next-season-team).
import "server-only";
import { getDb } from "@/lib/db";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";

export interface UserTeamSummary {
  id: number;
  name: string;
  abbreviation: string;
  season: { id: number; name: string; status: SeasonStatus };
  totalPoints: number;
  /** Rounds the team was snapshotted for (locked rounds: live or finished). */
  roundsPlayed: number;
}

/** The user's teams, newest season first; `seasonStatus` filters them. */
export async function getUserTeams(options: {
  userId: number;
  seasonStatus?: SeasonStatus;
}): Promise<UserTeamSummary[]> {
  const db = await getDb();
  const teams = await db.userTeam.findMany({
    where: { userId: options.userId, ...(options.seasonStatus ? { season: { status: options.seasonStatus } } : {}) },
    include: {
      season: { select: { id: true, name: true, status: true, startsOn: true } },
      _count: { select: { snapshots: { where: { round: { status: { in: ["live", "finished"] } } } } } },
    },
  });
  return teams
    .sort((a, b) => b.season.startsOn.getTime() - a.season.startsOn.getTime())
    .map((t) => ({
      id: t.id,
      name: t.name,
      abbreviation: t.abbreviation,
      season: { id: t.season.id, name: t.season.name, status: t.season.status },
      totalPoints: t.totalPoints,
      roundsPlayed: t._count.snapshots,
    }));
}
