// Round statistic (docs/product.md section 3 "Round statistic"): a user's round beside the round's average and best.
import "server-only";
import { getDb } from "@/lib/db";
import { type ChipKind, type ChipShare, chipShares } from "@/lib/game/chips";
import type { RoundStatus } from "@/lib/generated/prisma/client";
import { AppError, msg } from "../errors";

/** A user's round beside the round's average and best (docs/product.md section 3 "Round statistic"); null where he did not play. */
export interface RoundStatistic {
  roundId: number;
  roundNumber: number;
  status: RoundStatus;
  points: number | null;
  /** One decimal. */
  avgPoints: number | null;
  maxPoints: number | null;
  maxPointsUserId: number | null;
  transfersUsed: number | null;
  wildcardUsed: boolean | null;
  penaltyPoints: number | null;
  chip: ChipKind | null;
  /** Of the round's teams, how many played each chip (counted at its lock; empty before), with their share in %. */
  chipsPlayed: ChipShare[];
}

/** A round's points for a user (default: the caller) beside the round's average and best. */
export async function getRoundStatistic(options: { roundId: number; userId: number }): Promise<RoundStatistic> {
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
    roundId: round.id,
    roundNumber: round.number,
    status: round.status,
    points: played?.points ?? null,
    avgPoints: round.avgPoints === null ? null : Math.round(round.avgPoints * 10) / 10,
    maxPoints: round.maxPoints,
    maxPointsUserId: best?.userId ?? null,
    transfersUsed: played?.transfersUsed ?? null,
    wildcardUsed: played ? played.chip === "wildcard" : null,
    penaltyPoints: played?.penaltyPoints ?? null,
    chip: played?.chip ?? null,
    chipsPlayed: chipShares(round.chipCounts),
  };
}
