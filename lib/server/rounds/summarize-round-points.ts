// What a round's snapshots scored, in three numbers: how an operator sees at a glance that a refresh or a close did its
// work (docs/design.md section 1).
import "server-only";
import type { Tx } from "@/lib/db";

export interface RoundPoints {
  teams: number;
  /** Null while the round has no snapshot. */
  averagePoints: number | null;
  bestPoints: number | null;
}

/** The round's teams, their average and their best points (in a transaction: as it stands there). */
export async function summarizeRoundPoints(db: Tx, options: { roundId: number }): Promise<RoundPoints> {
  const s = await db.teamRound.aggregate({
    where: { roundId: options.roundId },
    _count: true,
    _avg: { points: true },
    _max: { points: true },
  });
  return { teams: s._count, averagePoints: s._avg.points, bestPoints: s._max.points };
}
