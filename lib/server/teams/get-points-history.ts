// A team's points per round beside every team's average and the round's best (docs/screens.md "Live and
// previous rounds": the chart; the round navigation of the live/previous rounds and other user's
// team pages). One set-based read: the season's live and finished rounds with their statistics,
// and that team's snapshots, never an aggregate over all teams.
import "server-only";
import { getDb } from "@/lib/db";
import type { ChipKind } from "@/lib/game/chips";
import { currentSeasonId } from "../seasons/current-season";

export interface RoundPoints {
  roundId: number;
  roundNumber: number;
  status: "live" | "finished";
  /** The team's points in the round (provisional while live); null when it did not play. */
  points: number | null;
  /** Every team's average (one decimal) and the best score: set when the round closes, null while live. */
  avgPoints: number | null;
  maxPoints: number | null;
  /** The chip the team played for the round. */
  chip: ChipKind | null;
}

/**
 * The live and finished rounds of a season (default: the current one) in order, with `userId`'s
 * points in each. Every round is listed, played or not (a user with no team there gets nulls).
 */
export async function getPointsHistory(options: { userId: number; seasonId?: number }): Promise<RoundPoints[]> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return [];
  const db = await getDb();
  const rows = await db.$queryRaw<
    {
      id: number;
      number: number;
      status: "live" | "finished";
      avg: number | null;
      max: number | null;
      points: number | null;
      chip: ChipKind | null;
    }[]
  >`
    SELECT r.id, r.number, r.status::text AS status, r.avg_points AS avg, r.max_points AS max, tr.points, tr.chip::text AS chip
    FROM round r
    LEFT JOIN user_team t ON t.season_id = r.season_id AND t.user_id = ${options.userId}
    LEFT JOIN team_round tr ON tr.round_id = r.id AND tr.team_id = t.id
    WHERE r.season_id = ${seasonId} AND r.status IN ('live', 'finished')
    ORDER BY r.number`;
  return rows.map((r) => ({
    roundId: r.id,
    roundNumber: r.number,
    status: r.status,
    points: r.points,
    avgPoints: r.avg === null ? null : Math.round(r.avg * 10) / 10,
    maxPoints: r.max,
    chip: r.chip,
  }));
}
