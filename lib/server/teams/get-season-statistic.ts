// A team's season in numbers (docs/product.md section 3 "Season statistics" and "Other-user summary";
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
  /**
   * Transfers made over the season for rounds whose deadline has passed: the ones waiting for the
   * next deadline stay private (a rival must not see them before it), whoever asks.
   */
  transfersCount: number;
  /**
   * The squad's value at today's prices, in tenths of a million (team_price), and the bank: the
   * squad of the last deadline passed (its snapshot), so pending transfers show in neither; the
   * squad as it stands before the team's first deadline.
   */
  teamPrice: number;
  bank: number;
  /** Finished rounds the team played. */
  roundsPlayed: number;
  /** Points per finished round played (0 before the first). */
  averagePoints: number;
}

/** The statistic of `userId`'s team in a season (default: the live one). */
export async function getSeasonStatistic(options: {
  userId: number;
  seasonId?: number;
  now?: Date;
}): Promise<SeasonStatistic> {
  const now = options.now ?? new Date();
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
  const passed = { deadline: { lte: now } };
  // The season's rounds by number (the snapshots have no relation to them: schema.prisma, TeamRound).
  const rounds = await db.round.findMany({
    where: { seasonId: team.seasonId },
    orderBy: { number: "desc" },
    select: { id: true, status: true, deadline: true },
  });
  const passedIds = rounds.filter((r) => r.deadline <= now).map((r) => r.id);
  const [transfersCount, roundsPlayed, snapshots] = await Promise.all([
    db.transfer.count({ where: { teamId: team.id, round: passed } }),
    db.teamRound.count({
      where: { teamId: team.id, roundId: { in: rounds.filter((r) => r.status === "finished").map((r) => r.id) } },
    }),
    db.teamRound.findMany({
      where: { teamId: team.id, roundId: { in: passedIds } },
      select: { roundId: true, playerIds: true, bank: true },
    }),
  ]);
  // The latest round passed that the team played.
  const snapshot = passedIds.map((id) => snapshots.find((s) => s.roundId === id)).find((s) => s !== undefined);
  const squad = snapshot
    ? await db.player.findMany({ where: { id: { in: snapshot.playerIds } }, select: { currentPrice: true } })
    : team.players.map((p) => p.player);
  return {
    userId: team.userId,
    firstName: team.user.firstName,
    lastName: team.user.lastName,
    teamId: team.id,
    teamName: team.name,
    countryCode: team.countryCode,
    totalPoints: team.totalPoints,
    transfersCount,
    teamPrice: squad.reduce((sum, p) => sum + p.currentPrice, 0),
    bank: snapshot?.bank ?? team.bank,
    roundsPlayed,
    averagePoints: roundsPlayed ? Math.round((10 * team.totalPoints) / roundsPlayed) / 10 : 0,
  };
}
