// A team's season in numbers (spec section 3 "Season statistics" and "Other-user summary";
// section 7 user-team-season-statistic/{user}): public, shown beside any user's team.
import "server-only";
import { getDb } from "@/lib/db";
import { ruleError } from "./team-errors";

export interface SeasonStatistic {
  userId: number;
  firstName: string;
  lastName: string;
  teamId: number;
  teamName: string;
  /** The team's country for the season (user_country). */
  countryCode: string | null;
  /** After the last finished round. */
  totalPoints: number;
  /** Transfers made over the season. */
  transfersCount: number;
  /** The squad's value at today's prices, in tenths of a million (team_price). */
  teamPrice: number;
  bank: number;
  /** Finished rounds the team played. */
  roundsPlayed: number;
  /** Points per finished round played (0 before the first). */
  averagePoints: number;
}

/** The statistic of `userId`'s team in a season (default: the live one). */
export async function getSeasonStatistic(options: { userId: number; seasonId?: number }): Promise<SeasonStatistic> {
  const db = await getDb();
  const team = await db.userTeam.findFirst({
    where: {
      userId: options.userId,
      ...(options.seasonId === undefined ? { season: { status: "live" } } : { seasonId: options.seasonId }),
    },
    include: {
      user: { select: { firstName: true, lastName: true } },
      players: { select: { player: { select: { currentPrice: true } } } },
    },
  });
  if (!team) {
    // Say what is missing: the user, or his team (this is anyone's statistic, not the caller's).
    const user = await db.user.findUnique({ where: { id: options.userId }, select: { id: true } });
    if (!user) throw ruleError("not_found", "noUser", `User ${options.userId} does not exist.`);
    throw ruleError("not_found", "userHasNoTeam", `User ${options.userId} has no team in that season.`);
  }
  const [transfersCount, roundsPlayed] = await Promise.all([
    db.transfer.count({ where: { teamId: team.id } }),
    db.teamRound.count({ where: { teamId: team.id, round: { status: "finished" } } }),
  ]);
  return {
    userId: team.userId,
    firstName: team.user.firstName,
    lastName: team.user.lastName,
    teamId: team.id,
    teamName: team.name,
    countryCode: team.countryCode,
    totalPoints: team.totalPoints,
    transfersCount,
    teamPrice: team.players.reduce((s, p) => s + p.player.currentPrice, 0),
    bank: team.bank,
    roundsPlayed,
    averagePoints: roundsPlayed ? Math.round((10 * team.totalPoints) / roundsPlayed) / 10 : 0,
  };
}
