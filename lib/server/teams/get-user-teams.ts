// A user's teams across seasons (docs/product.md section 7: user-teams?season_status=live|finished,
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

/**
 * Rounds played per team: each team's own snapshots (at most a season's rounds, read by the team_round (team_id)
 * index) whose round is live or finished. A `_count` with a relation filter grouped the whole team_round table.
 */
async function roundsPlayed(teamIds: number[]): Promise<Map<number, number>> {
  if (teamIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.$queryRaw<{ team_id: number; n: number }[]>`
    SELECT t.id AS team_id,
           (SELECT count(*)::int FROM team_round tr JOIN round r ON r.id = tr.round_id
            WHERE tr.team_id = t.id AND r.status IN ('live', 'finished')) AS n
    FROM unnest(${teamIds}::int[]) AS t(id)`;
  return new Map(rows.map((r) => [r.team_id, r.n]));
}

/** The user's teams, newest season first; `seasonStatus` filters them. */
export async function getUserTeams(options: {
  userId: number;
  seasonStatus?: SeasonStatus;
}): Promise<UserTeamSummary[]> {
  const db = await getDb();
  const teams = await db.userTeam.findMany({
    where: { userId: options.userId, ...(options.seasonStatus ? { season: { status: options.seasonStatus } } : {}) },
    include: { season: { select: { id: true, name: true, status: true, startsOn: true } } },
  });
  const played = await roundsPlayed(teams.map((t) => t.id));
  return teams
    .sort((a, b) => b.season.startsOn.getTime() - a.season.startsOn.getTime())
    .map((t) => ({
      id: t.id,
      name: t.name,
      abbreviation: t.abbreviation,
      season: { id: t.season.id, name: t.season.name, status: t.season.status },
      totalPoints: t.totalPoints,
      roundsPlayed: played.get(t.id) ?? 0,
    }));
}
