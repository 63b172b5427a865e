// League tables (DESIGN.md section 4), rebuilt set-based at each close and live refresh: season and country
// leagues (cumulative), round leagues (one round), quad leagues (blocks of 4 rounds) and private
// leagues (members, from their starting round). Ties share a rank; `position` numbers the table
// in order so a page at any offset is an index range. Runs inside the caller's transaction:
// readers keep the previous tables until it commits.
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Rank and position over `source` (league_id, team_id, points, previous_rank), written to
 * `standing`.
 */
const insertRanked = (source: string) => `
  INSERT INTO standing (league_id, team_id, rank, position, points, previous_rank)
  SELECT league_id, team_id,
         rank() OVER (PARTITION BY league_id ORDER BY points DESC),
         row_number() OVER (PARTITION BY league_id ORDER BY points DESC, team_id),
         points, previous_rank
  FROM (${source}) s`;

export interface StandingsOptions {
  seasonId: number;
  /** The last finished round (the round being closed counts as finished; cancelled ones never). */
  lastFinished: number;
  /**
   * Live points while results arrive: only this live round's league, with provisional points
   * (the cumulative tables count finished rounds only, so nothing else changes before the close).
   * Without it, the close of `lastFinished`: its round league and quad, and the cumulative season,
   * country and private leagues (older rounds' and quads' tables never change again).
   */
  liveRoundId?: number;
  now: Date;
  /** Timings per league kind (benchmarks). */
  onTiming?: (kind: string, ms: number) => void;
}

/** Rebuilds the league tables a close or a live refresh changes (see StandingsOptions). */
export async function rebuildStandings(tx: Tx, options: StandingsOptions) {
  const { seasonId, lastFinished } = options;
  const quad = Math.ceil(lastFinished / 4);
  const timed = async (kind: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    options.onTiming?.(kind, performance.now() - started);
  };
  const live = options.liveRoundId !== undefined;
  const scope = live
    ? Prisma.sql`AND l.kind = 'round' AND l.round_id = ${options.liveRoundId}`
    : Prisma.sql`AND (l.kind IN ('season', 'country', 'private') OR (l.kind = 'quad' AND l.quad_number = ${quad})
                 OR (l.kind = 'round' AND l.round_id = (SELECT id FROM round WHERE season_id = ${seasonId} AND number = ${lastFinished})))`;
  await timed("delete", () => tx.$executeRaw`DELETE FROM standing s USING league l WHERE l.id = s.league_id AND l.season_id = ${seasonId} ${scope}`);
  // The round before the last finished one: its overall and country ranks are the season and
  // country tables' previous ranks (rank movement), read from its snapshots so a second close
  // writes the same tables.
  const before = await tx.round.findFirst({
    where: { seasonId, number: { lt: lastFinished }, status: "finished" },
    orderBy: { number: "desc" },
    select: { id: true },
  });

  // Season and country: the total after the last finished round (hash joins: the season league
  // is one row, each team's country league found by its code).
  if (!live) await timed("season and country", () => tx.$executeRawUnsafe(
    insertRanked(`
      SELECT l.id AS league_id, tr.team_id, tr.total_points AS points,
             CASE l.kind WHEN 'season' THEN p.overall_rank ELSE p.country_rank END AS previous_rank
      FROM team_round tr JOIN user_team t ON t.id = tr.team_id
      JOIN league l ON l.season_id = $1 AND l.key IN ('season', 'country:' || t.country_code)
      LEFT JOIN team_round p ON p.round_id = $3 AND p.team_id = tr.team_id
      WHERE tr.round_id = (SELECT id FROM round WHERE season_id = $1 AND number = $2)`),
    seasonId,
    lastFinished,
    before?.id ?? -1,
  ));
  // Round leagues: that round's points (finished, or live and provisional).
  await timed("round", () => tx.$executeRawUnsafe(
    insertRanked(`
      SELECT l.id AS league_id, tr.team_id, tr.points, NULL::int AS previous_rank
      FROM league l JOIN round r ON r.id = l.round_id JOIN team_round tr ON tr.round_id = r.id
      WHERE l.kind = 'round' AND l.season_id = $1 AND (r.id = $3 OR (NOT $4 AND r.number = $2))`),
    seasonId,
    lastFinished,
    options.liveRoundId ?? -1,
    live,
  ));
  if (live) return updateLeagues();

  // Quad leagues: the sum over the quad's finished rounds.
  await timed("quad", () => tx.$executeRawUnsafe(
    insertRanked(`
      SELECT l.id AS league_id, tr.team_id, sum(tr.points)::int AS points, NULL::int AS previous_rank
      FROM league l JOIN round r ON r.season_id = l.season_id AND (r.number - 1) / 4 + 1 = l.quad_number AND r.number <= $2 AND (r.status = 'finished' OR r.number = $2)
      JOIN team_round tr ON tr.round_id = r.id
      WHERE l.kind = 'quad' AND l.season_id = $1 AND l.quad_number = $3
      GROUP BY l.id, tr.team_id`),
    seasonId,
    lastFinished,
    quad,
  ));
  // Private leagues: members' points from the league's starting round, as the difference of their
  // season totals after the last finished round and after the last one before the start.
  await timed("private", () => tx.$executeRawUnsafe(
    insertRanked(`
      WITH l AS MATERIALIZED (
        SELECT l.id AS league_id,
               (SELECT r.id FROM round r WHERE r.season_id = l.season_id AND r.number < start.number AND r.status = 'finished'
                ORDER BY r.number DESC LIMIT 1) AS was_id
        FROM league l JOIN round start ON start.id = l.starts_from_round_id
        WHERE l.kind = 'private' AND l.season_id = $1)
      SELECT l.league_id, m.team_id, COALESCE(now.total_points - COALESCE(was.total_points, 0), 0) AS points, NULL::int AS previous_rank
      FROM l JOIN league_member m ON m.league_id = l.league_id
      LEFT JOIN team_round now ON now.round_id = (SELECT id FROM round WHERE season_id = $1 AND number = $2) AND now.team_id = m.team_id
      LEFT JOIN team_round was ON was.round_id = l.was_id AND was.team_id = m.team_id`),
    seasonId,
    lastFinished,
  ));
  return updateLeagues();

  async function updateLeagues() {
    // A rebuilt table's positions run 1..n: its size is its last position (one index probe).
    await timed("members", () => tx.$executeRaw`
      UPDATE league l SET
        members_count = CASE WHEN l.kind = 'private' THEN (SELECT count(*) FROM league_member m WHERE m.league_id = l.id)
                             ELSE (SELECT COALESCE(max(s.position), 0) FROM standing s WHERE s.league_id = l.id) END,
        last_update_at = ${options.now}
      WHERE l.season_id = ${seasonId} ${scope}`);
  }
}
