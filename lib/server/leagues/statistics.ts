// Round statistic (spec section 3 "Round statistic") and the quad leagues of a season.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";

/** A round's points for a user (default: the caller) beside the round's average and best. */
export async function roundStatistic(options: { roundId: number; userId: number }) {
  const db = await getDb();
  const round = await db.round.findUnique({ where: { id: options.roundId } });
  if (!round) throw new AppError("not_found", "Invalid round ID.", { messages: msg("Api.errors.invalidRoundId") });
  const [team, best] = await Promise.all([
    db.userTeam.findUnique({
      where: { userId_seasonId: { userId: options.userId, seasonId: round.seasonId } },
      select: { id: true },
    }),
    round.maxPointsTeamId
      ? db.userTeam.findUnique({ where: { id: round.maxPointsTeamId }, select: { userId: true } })
      : null,
  ]);
  const played = team
    ? await db.teamRound.findUnique({ where: { roundId_teamId: { roundId: round.id, teamId: team.id } } })
    : null;
  return {
    round_id: round.id,
    round_number: round.number,
    status: round.status,
    points: played?.points ?? null,
    avg_points: round.avgPoints === null ? null : Math.round(round.avgPoints * 10) / 10,
    max_points: round.maxPoints,
    max_points_user_id: best?.userId ?? null,
    transfers_used: played?.transfersUsed ?? null,
    wildcard_used: played?.wildcardUsed ?? null,
    penalty_points: played?.penaltyPoints ?? null,
  };
}

/** The quad leagues of a season (blocks of 4 rounds), by number. */
export async function listQuadLeagues(options: { seasonId: number }) {
  const db = await getDb();
  const leagues = await db.league.findMany({
    where: { seasonId: options.seasonId, kind: "quad" },
    orderBy: { quadNumber: "asc" },
  });
  return leagues.map((l) => ({
    id: l.id,
    name: l.name,
    quad_number: l.quadNumber,
    rounds: [4 * l.quadNumber! - 3, 4 * l.quadNumber!],
    members_count: l.membersCount,
    last_update_time: l.lastUpdateAt?.toISOString() ?? null,
  }));
}
