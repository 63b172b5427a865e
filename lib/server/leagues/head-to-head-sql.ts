// Head-to-head leagues in the round lifecycle, set-based: the fixture list drawn when a league's first round locks (the
// end of its entries), every match of a round decided by the live refresh (provisional) and by the close (final), and
// the close's table. lib/game/head-to-head.ts holds the rules and constants; tests/integration/leagues/head-to-head-sql.test.ts
// checks this SQL against it.
import "server-only";
import type { Tx } from "@/lib/db";
import { DRAW_POINTS, GOAL_STEP, GOAL_THRESHOLD, WIN_POINTS, drawFixtures } from "@/lib/game/head-to-head";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TableJob, TablesOptions } from "./write-standings";

/** The season's head-to-head leagues, as a condition on league `l`. */
const HEAD_TO_HEAD = Prisma.sql`l.kind = 'private' AND l.format = 'head_to_head'`;

/** Fantacalcio's goals for `points` (lib/game goalsOf). */
const goals = (points: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${points} < ${GOAL_THRESHOLD} THEN 0 ELSE 1 + (${points} - ${GOAL_THRESHOLD}) / ${GOAL_STEP} END`;

/**
 * Rows inserted per statement when a draw is large (a benchmark's thousands of leagues at once), each statement's in
 * round order: a round's matches, read by every refresh and close, then lie on a few pages instead of every page.
 */
const DRAW_BATCH = 100_000;

/**
 * At the lock of round `round` (its deadline: entries close): the fixture list of every head-to-head league starting
 * with it, for each round of the season from it on that is not cancelled, between the members in the order they
 * joined (lib/game drawFixtures). A league already drawn is left as it is (the lock is idempotent).
 */
export async function drawHeadToHeadFixtures(tx: Tx, round: { id: number; seasonId: number; number: number }) {
  const leagues = await tx.$queryRaw<{ id: number; teams: number[] }[]>`
    SELECT l.id, array_agg(m.team_id ORDER BY m.joined_at, m.team_id) AS teams
    FROM league l JOIN league_member m ON m.league_id = l.id
    WHERE l.starts_from_round_id = ${round.id} AND ${HEAD_TO_HEAD}
      AND NOT EXISTS (SELECT 1 FROM head_to_head_match x WHERE x.league_id = l.id)
    GROUP BY l.id`;
  if (leagues.length === 0) return 0;
  const rounds = await tx.round.findMany({
    where: { seasonId: round.seasonId, number: { gte: round.number }, status: { not: "cancelled" } },
    select: { id: true },
    orderBy: { number: "asc" },
  });
  const rows = { league: [] as number[], round: [] as number[], slot: [] as number[], home: [] as (number | null)[] };
  const away: (number | null)[] = [];
  let written = 0;
  const flush = async () => {
    if (rows.league.length === 0) return;
    written += await tx.$executeRaw`
      INSERT INTO head_to_head_match (league_id, round_id, slot, home_team_id, away_team_id)
      SELECT * FROM unnest(${rows.league}::int[], ${rows.round}::int[], ${rows.slot}::int[], ${rows.home}::int[], ${away}::int[])
        AS u(league_id, round_id, slot, home, away)
      ORDER BY round_id, league_id, slot`;
    for (const list of [rows.league, rows.round, rows.slot, rows.home, away]) list.length = 0;
  };
  for (const league of leagues) {
    const fixtures = drawFixtures(league.teams, rounds.length);
    for (const [r, pairs] of fixtures.entries()) {
      for (const [slot, [home, visitor]] of pairs.entries()) {
        rows.league.push(league.id);
        rows.round.push(rounds[r]!.id);
        rows.slot.push(slot + 1);
        rows.home.push(home);
        away.push(visitor);
      }
    }
    if (rows.league.length >= DRAW_BATCH) await flush();
  }
  await flush();
  return written;
}

/**
 * Every head-to-head match of round `roundId` decided from `source`'s round points (round_score at the close,
 * team_round at a live refresh): a side scores its team's points while the team is a member (0 when it did not play),
 * else (the average slot, a team that left or was deleted) the league's average of the round, rounded down; goals by
 * Fantacalcio's conversion. Only matches whose result changed are written.
 */
export async function decideHeadToHeadRound(
  tx: Tx,
  options: { seasonId: number; roundId: number; source: "round_score" | "team_round" },
) {
  const source = Prisma.raw(options.source);
  return tx.$executeRaw`
    WITH scored AS (
      SELECT m.league_id, m.team_id, COALESCE(s.points, 0) AS points
      FROM league l JOIN league_member m ON m.league_id = l.id
      LEFT JOIN ${source} s ON s.round_id = ${options.roundId} AND s.team_id = m.team_id
      WHERE l.season_id = ${options.seasonId} AND ${HEAD_TO_HEAD}),
    average AS (SELECT league_id, floor(avg(points))::int AS points FROM scored GROUP BY league_id),
    decided AS (
      SELECT x.league_id, x.slot, COALESCE(h.points, a.points, 0) AS home, COALESCE(v.points, a.points, 0) AS away
      FROM head_to_head_match x
      LEFT JOIN average a ON a.league_id = x.league_id
      LEFT JOIN scored h ON h.league_id = x.league_id AND h.team_id = x.home_team_id
      LEFT JOIN scored v ON v.league_id = x.league_id AND v.team_id = x.away_team_id
      WHERE x.round_id = ${options.roundId})
    UPDATE head_to_head_match x
    SET home_points = d.home, away_points = d.away, home_goals = ${goals(Prisma.sql`d.home`)}, away_goals = ${goals(Prisma.sql`d.away`)}
    FROM decided d
    WHERE x.round_id = ${options.roundId} AND x.league_id = d.league_id AND x.slot = d.slot
      AND (x.home_points, x.away_points) IS DISTINCT FROM (d.home, d.away)`;
}

/**
 * The tables after round `roundId` (head_to_head_standing): for each member of every league started by this round, the
 * row after the last finished round before it plus this round's match (3 points a win, 1 a draw; by points, or goals
 * in goals mode), ranked by points, points scored, then goals in goals mode (ties share a rank; positions by team id).
 * The round's rows are replaced, so a rerun writes the same table. Each league then names this round as its table's
 * (`league.table_round_id`), in the same transaction: the league calls and boards read a head-to-head table from there,
 * as they read the other kinds' tables from `standing`.
 */
async function writeHeadToHeadTables(tx: Tx, options: { seasonId: number; roundId: number; now: Date }) {
  const [round] = await tx.$queryRaw<{ number: number; previous: number | null }[]>`
    SELECT r.number, (SELECT p.id FROM round p WHERE p.season_id = r.season_id AND p.number < r.number AND p.status = 'finished'
                      ORDER BY p.number DESC LIMIT 1) AS previous
    FROM round r WHERE r.id = ${options.roundId}`;
  if (!round) return;
  await tx.$executeRaw`DELETE FROM head_to_head_standing WHERE round_id = ${options.roundId}`;
  await tx.$executeRaw`
    WITH side AS (
      SELECT x.league_id, v.team_id, v.points_for, v.points_against, v.goals_for, v.goals_against
      FROM head_to_head_match x
      CROSS JOIN LATERAL (VALUES (x.home_team_id, x.home_points, x.away_points, x.home_goals, x.away_goals),
                                 (x.away_team_id, x.away_points, x.home_points, x.away_goals, x.home_goals))
        AS v(team_id, points_for, points_against, goals_for, goals_against)
      WHERE x.round_id = ${options.roundId} AND v.team_id IS NOT NULL),
    result AS (
      SELECT s.league_id, s.team_id, s.points_for, s.goals_for,
             CASE WHEN l.scoring = 'goals' THEN sign(s.goals_for - s.goals_against) ELSE sign(s.points_for - s.points_against) END AS outcome
      FROM side s JOIN league l ON l.id = s.league_id),
    after AS (
      SELECT m.league_id, m.team_id, l.scoring,
             COALESCE(b.played, 0) + (r.team_id IS NOT NULL)::int AS played,
             COALESCE(b.won, 0) + COALESCE((r.outcome > 0)::int, 0) AS won,
             COALESCE(b.drawn, 0) + COALESCE((r.outcome = 0)::int, 0) AS drawn,
             COALESCE(b.lost, 0) + COALESCE((r.outcome < 0)::int, 0) AS lost,
             COALESCE(b.points_for, 0) + COALESCE(r.points_for, 0) AS points_for,
             COALESCE(b.goals_for, 0) + COALESCE(r.goals_for, 0) AS goals_for,
             b.rank AS previous_rank
      FROM league l JOIN round start ON start.id = l.starts_from_round_id AND start.number <= ${round.number}
      JOIN league_member m ON m.league_id = l.id
      LEFT JOIN head_to_head_standing b ON b.league_id = l.id AND b.round_id = ${round.previous ?? -1} AND b.team_id = m.team_id
      LEFT JOIN result r ON r.league_id = l.id AND r.team_id = m.team_id
      WHERE l.season_id = ${options.seasonId} AND ${HEAD_TO_HEAD}),
    pointed AS (
      SELECT *, ${WIN_POINTS} * won + ${DRAW_POINTS} * drawn AS points,
             CASE WHEN scoring = 'goals' THEN goals_for ELSE 0 END AS goals_key
      FROM after),
    written AS (
      INSERT INTO head_to_head_standing (league_id, round_id, team_id, played, won, drawn, lost, points_for, goals_for,
                                         points, rank, position, previous_rank)
      SELECT league_id, ${options.roundId}, team_id, played, won, drawn, lost,
             points_for, goals_for, points,
             rank() OVER (PARTITION BY league_id ORDER BY points DESC, points_for DESC, goals_key DESC),
             row_number() OVER (PARTITION BY league_id ORDER BY points DESC, points_for DESC, goals_key DESC, team_id),
             previous_rank
      FROM pointed
      RETURNING league_id)
    UPDATE league l SET table_round_id = ${options.roundId},
      members_count = (SELECT count(*) FROM league_member m WHERE m.league_id = l.id), last_update_at = ${options.now}
    WHERE l.season_id = ${options.seasonId} AND ${HEAD_TO_HEAD}
      AND l.id IN (SELECT league_id FROM written)`;
}

/**
 * The close's head-to-head job (one of the standings step's independent jobs): the round's matches decided from the
 * working set (unless the last live refresh decided them from the same points), and the tables after the round.
 */
export function headToHeadCloseJob(options: TablesOptions): TableJob {
  const { seasonId, roundId, now, liveTablesFinal } = options;
  return {
    name: "head to head",
    run: async (tx) => {
      // The last live refresh decided every match from these very points.
      if (!liveTablesFinal) await decideHeadToHeadRound(tx, { seasonId, roundId, source: "round_score" });
      await writeHeadToHeadTables(tx, { seasonId, roundId, now });
    },
  };
}
