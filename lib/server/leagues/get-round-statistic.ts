// Round statistic (docs/product.md section 3 "Round statistic"): a user's round beside the round's average and best.
import "server-only";
import { getDb } from "@/lib/db";
import { CHIPS, type ChipKind } from "@/lib/game/chips";
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
  chipsPlayed: { chip: ChipKind; count: number; sharePct: number }[];
}

/** The lock's count of the round's chips (round.chip_counts) as shares of its teams, one decimal. */
function chipsPlayedOf(counts: unknown): RoundStatistic["chipsPlayed"] {
  if (!counts || typeof counts !== "object") return [];
  const n = counts as Record<string, number>;
  const teams = n.teams ?? 0;
  return CHIPS.filter((chip) => (n[chip] ?? 0) > 0).map((chip) => ({
    chip,
    count: n[chip]!,
    sharePct: teams ? Math.round((1000 * n[chip]!) / teams) / 10 : 0,
  }));
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
    chipsPlayed: chipsPlayedOf(round.chipCounts),
  };
}
