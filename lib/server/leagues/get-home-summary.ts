// The fan's numbers on the signed-in home (docs/product.md section 2 "/main/"): his season total and rank, the last
// finished round beside its average and best, and the live round's provisional points and rank.
import "server-only";
import { getDb } from "@/lib/db";

/** The fan's numbers on the home page (docs/product.md section 2 "/main/"). */
export interface HomeSummary {
  fullName: string;
  teamName: string | null;
  season: { totalPoints: number; rank: number | null; averagePoints: number } | null;
  /** The last finished round: the fan's points and rank beside the round's average and best. */
  lastRound: {
    number: number;
    points: number | null;
    rank: number | null;
    avgPoints: number | null;
    maxPoints: number | null;
    maxPointsUserId: number | null;
  } | null;
  /** The live round: provisional points and rank, as the last live refresh computed them. */
  liveRound: { number: number; points: number | null; rank: number | null } | null;
}

export async function getHomeSummary(options: {
  userId: number;
  firstName: string;
  lastName: string;
}): Promise<HomeSummary> {
  const db = await getDb();
  const fullName = `${options.firstName} ${options.lastName}`;
  const season = await db.season.findFirst({ where: { status: "live" }, select: { id: true } });
  const team = season
    ? await db.userTeam.findUnique({
        where: { userId_seasonId: { userId: options.userId, seasonId: season.id } },
        select: { id: true, name: true, totalPoints: true },
      })
    : null;
  if (!season || !team)
    return { fullName, teamName: team?.name ?? null, season: null, lastRound: null, liveRound: null };
  const [finished, live, seasonLeague, played] = await Promise.all([
    db.round.findFirst({ where: { seasonId: season.id, status: "finished" }, orderBy: { number: "desc" } }),
    db.round.findFirst({ where: { seasonId: season.id, status: "live" }, orderBy: { number: "desc" } }),
    db.league.findFirst({ where: { seasonId: season.id, key: "season" }, select: { id: true } }),
    // The snapshots have no relation to their round (schema.prisma, TeamRound): the finished rounds by id.
    db.teamRound.count({
      where: {
        teamId: team.id,
        roundId: {
          in: (
            await db.round.findMany({ where: { seasonId: season.id, status: "finished" }, select: { id: true } })
          ).map((r) => r.id),
        },
      },
    }),
  ]);
  const [seasonRow, finishedRound, best, liveRound, liveLeague] = await Promise.all([
    seasonLeague
      ? db.standing.findUnique({ where: { leagueId_teamId: { leagueId: seasonLeague.id, teamId: team.id } } })
      : null,
    finished ? db.teamRound.findUnique({ where: { roundId_teamId: { roundId: finished.id, teamId: team.id } } }) : null,
    finished?.maxPointsTeamId
      ? db.userTeam.findUnique({ where: { id: finished.maxPointsTeamId }, select: { userId: true } })
      : null,
    live ? db.teamRound.findUnique({ where: { roundId_teamId: { roundId: live.id, teamId: team.id } } }) : null,
    live ? db.league.findFirst({ where: { roundId: live.id, kind: "round" }, select: { id: true } }) : null,
  ]);
  const liveRow = liveLeague
    ? await db.standing.findUnique({ where: { leagueId_teamId: { leagueId: liveLeague.id, teamId: team.id } } })
    : null;
  return {
    fullName,
    teamName: team.name,
    season: {
      totalPoints: team.totalPoints,
      rank: seasonRow?.rank ?? null,
      averagePoints: played ? Math.round((10 * team.totalPoints) / played) / 10 : 0,
    },
    lastRound: finished
      ? {
          number: finished.number,
          points: finishedRound?.points ?? null,
          rank: finishedRound?.roundRank ?? null,
          avgPoints: finished.avgPoints === null ? null : Math.round(finished.avgPoints * 10) / 10,
          maxPoints: finished.maxPoints,
          maxPointsUserId: best?.userId ?? null,
        }
      : null,
    liveRound: live
      ? { number: live.number, points: liveRow?.points ?? liveRound?.points ?? null, rank: liveRow?.rank ?? null }
      : null,
  };
}
