// League tables (docs/design.md section 4), rebuilt set-based at each close and live refresh: season and country
// leagues (cumulative), round leagues (one round), quad leagues (blocks of 4 rounds) and private
// leagues (members, from their starting round). Ties share a rank; `position` numbers the table
// in order so a page at any offset is an index range. Each table is replaced inside one
// transaction: readers keep the previous table until it commits. The close's standings step (rounds/close.ts) and the
// live refresh (rounds/refresh-live-round.ts) run these; head-to-head tables are head-to-head-sql.ts's, the reads
// league-rows.ts's.
import "server-only";
import type { Tx } from "@/lib/db";
import { QUAD_SIZE, quadOf } from "@/lib/game/calendar";
import { Prisma } from "@/lib/generated/prisma/client";
import { updateSnapshots } from "../rounds/snapshots";

/**
 * Rank and position over `source` (league_id, team_id, points, previous_rank), written to `standing`. In team order
 * (the primary key's) for a large table: faster than the positions' order into a table that still holds the rows
 * they replace.
 */
const insertRanked = (source: string, inTeamOrder = false) => `
  INSERT INTO standing (league_id, team_id, rank, position, points, previous_rank)
  SELECT league_id, team_id,
         rank() OVER (PARTITION BY league_id ORDER BY points DESC),
         row_number() OVER (PARTITION BY league_id ORDER BY points DESC, team_id),
         points, previous_rank
  FROM (${source}) s${inTeamOrder ? "\n  ORDER BY league_id, team_id" : ""}`;

export interface TablesOptions {
  seasonId: number;
  /** The round just closed (it counts as finished; cancelled rounds never do). */
  roundId: number;
  roundNumber: number;
  now: Date;
  /**
   * The last live refresh scored every snapshot from the final results (the close took its points as they were): the
   * snapshots, the round's and the quad's tables and the head-to-head results it wrote are the close's own.
   */
  liveTablesFinal: boolean;
}

/** One piece of a close's table work, independent of the others: it may run in its own transaction. */
export interface TableJob {
  name: string;
  run: (tx: Tx) => Promise<void>;
}

/**
 * What a close writes from its working set (round_score, written by the score step), as
 * independent jobs, in the order they start: the snapshots' final points and ranks, the private
 * leagues, every team's season total, the season, country and round tables, the quad. Older
 * rounds' and quads' tables never change again. `closeRound` runs them on two connections at once
 * (two cores); `closeRoundIn` one after the other in its transaction.
 */
export function closeTableJobs(options: TablesOptions): TableJob[] {
  const { seasonId, roundId, roundNumber, now, liveTablesFinal } = options;
  // Season and country tables: each team's season total, with its rank after the last finished round (rank movement).
  const cumulative = (kind: "season" | "country") => (tx: Tx) =>
    replaceTables(tx, seasonId, Prisma.sql`l.kind = ${kind}::"LeagueKind"`, now, () =>
      tx.$executeRawUnsafe(
        insertRanked(
          kind === "season"
            ? `SELECT l.id AS league_id, s.team_id, s.total AS points, s.previous_overall_rank AS previous_rank
               FROM league l JOIN round_score s ON s.round_id = $2
               WHERE l.season_id = $1 AND l.kind = 'season'`
            : `SELECT l.id AS league_id, s.team_id, s.total AS points, s.previous_country_rank AS previous_rank
               FROM round_score s JOIN league l ON l.season_id = $1 AND l.kind = 'country' AND l.country_code = s.country_code
               WHERE s.round_id = $2`,
          true,
        ),
        seasonId,
        roundId,
      ),
    );
  return [
    {
      name: "snapshots",
      // Only the snapshots whose final score differs from the last live refresh's.
      run: async (tx) => {
        if (!liveTablesFinal)
          await updateSnapshots(tx, roundId, Prisma.sql`(SELECT * FROM round_score WHERE round_id = ${roundId})`, true);
      },
    },
    {
      name: "private",
      // Classic leagues (head-to-head ones have a job of their own, lib/server/leagues/head-to-head-sql.ts). Members' points from the league's starting round: the difference of their season totals
      // after this round and after the last finished round before the start.
      run: (tx) =>
        replaceTables(tx, seasonId, Prisma.sql`l.kind = 'private' AND l.format = 'classic'`, now, () =>
          tx.$executeRawUnsafe(
            insertRanked(`
              WITH l AS MATERIALIZED (
                SELECT l.id AS league_id,
                       (SELECT r.id FROM round r WHERE r.season_id = l.season_id AND r.number < start.number AND r.status = 'finished'
                        ORDER BY r.number DESC LIMIT 1) AS was_id
                FROM league l JOIN round start ON start.id = l.starts_from_round_id
                WHERE l.kind = 'private' AND l.format = 'classic' AND l.season_id = $1)
              -- The total before the start probed by key, only for leagues that started after a
              -- finished round (joined, the planner would hash every snapshot of the season).
              SELECT l.league_id, m.team_id,
                     COALESCE(now.total - CASE WHEN l.was_id IS NULL THEN 0 ELSE
                       COALESCE((SELECT w.total_points FROM team_round w WHERE w.round_id = l.was_id AND w.team_id = m.team_id), 0) END, 0) AS points,
                     NULL::int AS previous_rank
              FROM l JOIN league_member m ON m.league_id = l.league_id
              LEFT JOIN round_score now ON now.round_id = $2 AND now.team_id = m.team_id`),
            seasonId,
            roundId,
          ),
        ),
    },
    {
      name: "team totals",
      run: async (tx) => {
        await tx.$executeRaw`
          UPDATE user_team t SET total_points = s.total FROM round_score s
          WHERE s.round_id = ${roundId} AND t.id = s.team_id AND t.total_points IS DISTINCT FROM s.total`;
      },
    },
    { name: "season", run: cumulative("season") },
    { name: "country", run: cumulative("country") },
    {
      name: "round",
      run: (tx) =>
        liveTablesFinal
          ? stampLeagues(tx, seasonId, roundLeague(roundId), now)
          : writeRoundTable(tx, { seasonId, roundId, now }, "round_score"),
    },
    {
      name: "quad",
      // The quad's points: the season total after this round less the total after the last
      // finished round before the quad began (none for the first quad).
      run: (tx) =>
        liveTablesFinal
          ? stampLeagues(tx, seasonId, quadOfRound(roundNumber), now)
          : writeQuadTable(tx, { seasonId, roundId, roundNumber, now }, "round_score"),
    },
  ];
}

/**
 * A live refresh: the live round's league, with provisional points (with its quad's, rebuildLiveQuadTable; the
 * cumulative tables count finished rounds only, so nothing else changes before the close).
 */
export const rebuildLiveRoundTable = (tx: Tx, options: { seasonId: number; roundId: number; now: Date }) =>
  writeRoundTable(tx, options, "team_round");

/** The round's table from `source`'s round points (the close's working set, or the live snapshots). */
const writeRoundTable = (
  tx: Tx,
  { seasonId, roundId, now }: { seasonId: number; roundId: number; now: Date },
  source: "round_score" | "team_round",
) =>
  replaceTables(tx, seasonId, roundLeague(roundId), now, () =>
    tx.$executeRawUnsafe(
      insertRanked(`
        SELECT l.id AS league_id, s.team_id, s.points, NULL::int AS previous_rank
        FROM league l JOIN ${source} s ON s.round_id = l.round_id
        WHERE l.kind = 'round' AND l.season_id = $1 AND l.round_id = $2`),
      seasonId,
      roundId,
    ),
  );

/**
 * A live refresh's quad table: the live round's quad with provisional points (the season, country and private tables
 * keep the last close's standings until the round closes).
 */
export const rebuildLiveQuadTable = (tx: Tx, options: Omit<TablesOptions, "liveTablesFinal">) =>
  writeQuadTable(tx, options, "team_round");

/**
 * The quad's table from `source`'s season totals (the close's working set, or the live snapshots): each total less
 * the team's total after the last finished round before the quad began (none for the first quad).
 */
const writeQuadTable = (
  tx: Tx,
  { seasonId, roundId, roundNumber, now }: Omit<TablesOptions, "liveTablesFinal">,
  source: "round_score" | "team_round",
) =>
  replaceTables(tx, seasonId, quadOfRound(roundNumber), now, () =>
    tx.$executeRawUnsafe(
      insertRanked(`
        SELECT l.id AS league_id, s.team_id, s.${source === "round_score" ? "total" : "total_points"} - COALESCE(b.total_points, 0) AS points,
               NULL::int AS previous_rank
        FROM league l JOIN ${source} s ON s.round_id = $2
        LEFT JOIN team_round b ON b.team_id = s.team_id AND b.round_id = (
          SELECT r.id FROM round r WHERE r.season_id = $1 AND r.number <= ($3 - 1) * $4 AND r.status = 'finished' ORDER BY r.number DESC LIMIT 1)
        WHERE l.kind = 'quad' AND l.season_id = $1 AND l.quad_number = $3`),
      seasonId,
      roundId,
      quadOf(roundNumber),
      QUAD_SIZE,
    ),
  );

/** The league of round `roundId`, as a condition on league `l`. */
const roundLeague = (roundId: number) => Prisma.sql`l.kind = 'round' AND l.round_id = ${roundId}`;

/** The quad league of round `roundNumber`, as a condition on league `l`. */
const quadOfRound = (roundNumber: number) => Prisma.sql`l.kind = 'quad' AND l.quad_number = ${quadOf(roundNumber)}`;

/** Deletes the season's tables in `scope` (a condition on league l), inserts them anew, and stamps their leagues. */
export async function replaceTables(
  tx: Tx,
  seasonId: number,
  scope: Prisma.Sql,
  now: Date,
  insert: () => Promise<unknown>,
) {
  // By the leagues' ids, through the index on (league_id, position): joined to `league`, the planner read the whole
  // table, every league's rows (1.5 s for the head-to-head leagues' 200,000 rows among 6 million, 0.15 s this way).
  await tx.$executeRaw`
    DELETE FROM standing WHERE league_id = ANY (ARRAY(SELECT l.id FROM league l WHERE l.season_id = ${seasonId} AND ${scope}))`;
  await insert();
  await stampLeagues(tx, seasonId, scope, now);
}

/** The member counts and last update time of the season's leagues in `scope`. */
async function stampLeagues(tx: Tx, seasonId: number, scope: Prisma.Sql, now: Date) {
  // A table's positions run 1..n: its size is its last position (one index probe).
  await tx.$executeRaw`
    UPDATE league l SET
      members_count = CASE WHEN l.kind = 'private' THEN (SELECT count(*) FROM league_member m WHERE m.league_id = l.id)
                           ELSE (SELECT COALESCE(max(s.position), 0) FROM standing s WHERE s.league_id = l.id) END,
      last_update_at = ${now}
    WHERE l.season_id = ${seasonId} AND ${scope}`;
}
