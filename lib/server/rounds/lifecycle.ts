// The round lifecycle (docs/design.md section 4): scheduled → live (locked at the deadline) → finished
// (closed) or cancelled. Everything over all teams is set-based SQL.
import "server-only";
import { createHash } from "node:crypto";
import { getDb, type Tx } from "@/lib/db";
import { MAX_STEPS, MIN_PRICE, STEP_SHARE } from "@/lib/game/prices";
import { isBeforeDeadline, quadOf } from "@/lib/game/calendar";
import { DREAM_TEAM_SHAPE } from "@/lib/game/dream-team";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "../errors";
import { decideHeadToHeadRound, drawHeadToHeadFixtures, headToHeadCloseJob } from "../leagues/head-to-head-sql";
import { nextFreeTransfersSql } from "../transfers/carry-over";
import { writePlayerSeasonStats } from "./player-season-stats";
import { withRoundLock } from "./round-lock";
import { closeTableJobs, rebuildLiveQuadTable, rebuildLiveRoundTable, type TableJob } from "./standings";

const LONG = { timeout: 30 * 60_000, maxWait: 60_000 };

/**
 * Sort memory for the statements over every team (ranks over a million rows): PostgreSQL's 4 MB
 * default spills them to disk. For the current transaction only.
 */
const bulkWork = (tx: Tx) => tx.$executeRaw`SET LOCAL work_mem = '128MB'`;

/**
 * A close's transactions commit without waiting for their write-ahead log to reach the disk (a fraction of a second
 * each): a database crash can then lose only the last commits, in order, and the close resumes from the last step
 * its log kept (a step is recorded after its jobs' commits).
 */
const closeWork = async (tx: Tx) => {
  await bulkWork(tx);
  await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
};

/** Game statuses whose results count: live ones only for provisional points. */
const COUNTED_FINAL = ["finished", "technical"];
const COUNTED_LIVE = ["finished", "technical", "live"];

/** The last finished round before round `number` of the season (-1: none): its snapshots hold the totals and ranks before it. */
const finishedRoundBefore = (tx: Tx, seasonId: number, number: number) =>
  tx.round
    .findFirst({
      where: { seasonId, number: { lt: number }, status: "finished" },
      orderBy: { number: "desc" },
      select: { id: true },
    })
    .then((r) => r?.id ?? -1);

async function roundOrThrow(tx: Tx, roundId: number) {
  const round = await tx.round.findUnique({ where: { id: roundId } });
  if (!round) throw new AppError("not_found", `Round ${roundId} does not exist.`);
  return round;
}

/**
 * At the deadline: snapshots every team of the season for the round (squad in slot order,
 * captaincy, penalty, team value, bank), records each player's price, owners and transfers, and
 * renews the teams' transfers for the next deadline. Idempotent: a locked round is left as it is.
 */
export async function lockRound(options: LockOptions): Promise<{ teams: number; alreadyLocked: boolean }> {
  const db = await getDb();
  return withRoundLock(options.roundId, "round lock", () => db.$transaction((tx) => lockRoundIn(tx, options), LONG));
}

type LockOptions = { roundId: number; now?: Date; force?: boolean };

/** lockRound inside the caller's transaction (the ops CLI's dry runs roll it back). */
export async function lockRoundIn(tx: Tx, options: LockOptions): Promise<{ teams: number; alreadyLocked: boolean }> {
  const now = options.now ?? new Date();
  await bulkWork(tx);
  await tx.$executeRaw`SELECT id FROM round WHERE id = ${options.roundId} FOR UPDATE`;
  const round = await roundOrThrow(tx, options.roundId);
  if (round.lockedAt) return { teams: await tx.teamRound.count({ where: { roundId: round.id } }), alreadyLocked: true };
  if (round.status !== "scheduled")
    throw new AppError("conflict", `Round ${round.number} is ${round.status}: only a scheduled round can be locked.`);
  if (isBeforeDeadline(now, round.deadline) && !options.force) {
    throw new AppError(
      "conflict",
      `Round ${round.number}'s deadline (${round.deadline.toISOString()}) has not passed yet.`,
    );
  }

  const teams = await tx.$executeRaw`
    INSERT INTO team_round (round_id, team_id, formation_id, player_ids, captain_id, vice_captain_id, final_ids,
                            penalty_points, transfers_used, wildcard_used, team_value, bank)
    SELECT ${round.id}, t.id, t.formation_id,
           array_agg(sp.player_id ORDER BY sp.slot),
           max(sp.player_id) FILTER (WHERE sp.is_captain),
           max(sp.player_id) FILTER (WHERE sp.is_vice_captain),
           '{}', t.penalty_points, t.transfers_used, t.wildcard_round_id IS NOT DISTINCT FROM ${round.id},
           sum(p.current_price)::int, t.bank
    FROM user_team t JOIN squad_player sp ON sp.team_id = t.id JOIN player p ON p.id = sp.player_id
    WHERE t.season_id = ${round.seasonId}
    GROUP BY t.id
    HAVING count(*) = 15
    ON CONFLICT (round_id, team_id) DO NOTHING`;
  // Fresh statistics for the new snapshot rows, or the planner takes a million rows for one.
  await tx.$executeRaw`ANALYZE team_round`;

  // The leagues this round plays in: its round league, its quad, every country with a team.
  await tx.$executeRaw`
    INSERT INTO league (season_id, kind, key, name, round_id, quad_number, country_code)
    VALUES (${round.seasonId}, 'round', ${`round:${round.number}`}, ${`Round ${round.number}`}, ${round.id}, NULL, NULL),
           (${round.seasonId}, 'quad', ${`quad:${quadOf(round.number)}`}, ${`Quad ${quadOf(round.number)}`}, NULL, ${quadOf(round.number)}, NULL)
    ON CONFLICT (season_id, key) DO NOTHING`;
  await tx.$executeRaw`
    INSERT INTO league (season_id, kind, key, name, country_code)
    SELECT DISTINCT ${round.seasonId}::int, 'country'::"LeagueKind", 'country:' || c.code, c.name_en, c.code
    FROM user_team t JOIN country c ON c.code = t.country_code WHERE t.season_id = ${round.seasonId}
    ON CONFLICT (season_id, key) DO NOTHING`;

  // Owners from the snapshots just taken (one pass over them), transfers from this round's.
  await tx.$executeRaw`
    WITH owners AS (SELECT pid, count(*)::int AS n FROM team_round, unnest(player_ids) AS pid WHERE round_id = ${round.id} GROUP BY pid),
    moves AS (SELECT x.player_in_id AS pid, 1 AS inn, 0 AS out FROM transfer x WHERE x.round_id = ${round.id}
              UNION ALL SELECT x.player_out_id, 0, 1 FROM transfer x WHERE x.round_id = ${round.id}),
    moved AS (SELECT pid, sum(inn)::int AS n_in, sum(out)::int AS n_out FROM moves GROUP BY pid)
    INSERT INTO player_round (player_id, round_id, price, selected_by, transfers_in, transfers_out)
    SELECT p.id, ${round.id}, p.current_price, COALESCE(o.n, 0), COALESCE(m.n_in, 0), COALESCE(m.n_out, 0)
    FROM player p LEFT JOIN owners o ON o.pid = p.id LEFT JOIN moved m ON m.pid = p.id
    ON CONFLICT (round_id, player_id) DO UPDATE
      SET price = EXCLUDED.price, selected_by = EXCLUDED.selected_by, transfers_in = EXCLUDED.transfers_in, transfers_out = EXCLUDED.transfers_out`;
  await tx.$executeRaw`
    UPDATE player p SET popularity_bp = CASE WHEN ${teams} = 0 THEN 0 ELSE round(10000.0 * pr.selected_by / ${teams})::int END
    FROM player_round pr WHERE pr.player_id = p.id AND pr.round_id = ${round.id}`;

  // Transfers for the next deadline: unused free ones carry over up to the cap (none after
  // unlimited transfers: a first round or a Wildcard). A team created before the season's rounds
  // were out plays its first round now.
  await tx.$executeRaw`
    UPDATE user_team t SET
      free_transfers = ${nextFreeTransfersSql({
        freeTransfers: Prisma.sql`t.free_transfers`,
        used: Prisma.sql`t.transfers_used`,
        unlimited: Prisma.sql`(t.wildcard_round_id IS NOT DISTINCT FROM ${round.id} OR t.first_round_id IS NULL OR t.first_round_id = ${round.id})`,
        freeTransfersPerRound: Prisma.sql`s.free_transfers_per_round`,
        maxSavedFreeTransfers: Prisma.sql`s.max_saved_free_transfers`,
      })},
      transfers_used = 0, penalty_points = 0, first_round_id = COALESCE(t.first_round_id, ${round.id})
    FROM settings s WHERE s.id = 1 AND t.season_id = ${round.seasonId}`;
  // Entries of the head-to-head leagues starting now are closed: their fixture lists are drawn.
  await drawHeadToHeadFixtures(tx, round);
  await tx.round.update({ where: { id: round.id }, data: { status: "live", lockedAt: now } });
  return { teams, alreadyLocked: false };
}

/**
 * Every team of a round scored into the temporary table round_scored (team_id, final_ids,
 * multiplied_id, points, total, country_code, and the ranks after the last finished round before
 * it: previous_overall_rank, previous_country_rank): players' round totals from the counted games (a
 * double round sums both; postponed and cancelled games count nothing), then each team through
 * fsa_resolve_team (auto-substitutions, captaincy, penalty) and its season total after the round.
 * Returns the round and a digest of what the teams were scored from (`inputs`).
 *
 * A close whose inputs are those the last live refresh scored the snapshots from (round.scored_inputs: it saw every
 * final result) takes the snapshots' points as they are: resolving every team again would give the same numbers.
 */
async function scoreTeams(tx: Tx, roundId: number, final: boolean) {
  const round = await roundOrThrow(tx, roundId);
  const counted = final ? COUNTED_FINAL : COUNTED_LIVE;
  await tx.$executeRaw`
    INSERT INTO player_round (player_id, round_id, price, points, minutes, carded)
    SELECT p.id, ${round.id}, p.current_price, COALESCE(g.points, 0), COALESCE(g.minutes, 0), COALESCE(g.carded, false)
    FROM player p LEFT JOIN (
      SELECT pg.player_id, sum(pg.points)::int AS points, sum(pg.minutes)::int AS minutes,
             bool_or(EXISTS (SELECT 1 FROM player_game_action a JOIN point_action pa ON pa.id = a.action_id
                             WHERE a.player_id = pg.player_id AND a.game_id = pg.game_id AND pa.code IN ('YC', 'RC'))) AS carded
      FROM player_game pg JOIN game gm ON gm.id = pg.game_id
      WHERE gm.round_id = ${round.id} AND gm.status::text = ANY (${counted})
      GROUP BY pg.player_id) g ON g.player_id = p.id
    ON CONFLICT (round_id, player_id) DO UPDATE SET points = EXCLUDED.points, minutes = EXCLUDED.minutes, carded = EXCLUDED.carded`;

  // The players' slots are picked from lookup arrays indexed by player id, passed as bound
  // parameters so that parallel workers share the teams (a new table is one of the few writes
  // PostgreSQL fills from a parallel plan).
  const [lookup] = await tx.$queryRaw<{ pos: number[]; mins: number[]; carded: boolean[]; pts: number[] }[]>`
    SELECT array_agg(CASE p.position WHEN 'GKP' THEN 1 WHEN 'DEF' THEN 2 WHEN 'MID' THEN 3 WHEN 'FWD' THEN 4 ELSE 0 END ORDER BY i.id) AS pos,
           array_agg(COALESCE(pr.minutes, 0) ORDER BY i.id) AS mins,
           array_agg(COALESCE(pr.carded, false) ORDER BY i.id) AS carded,
           array_agg(COALESCE(pr.points, 0) ORDER BY i.id) AS pts
    FROM generate_series(1, (SELECT COALESCE(max(id), 0) FROM player)) AS i(id)
    LEFT JOIN player p ON p.id = i.id
    LEFT JOIN player_round pr ON pr.player_id = i.id AND pr.round_id = ${round.id}`;
  const { pos = [], mins = [], carded = [], pts = [] } = lookup ?? {};
  const previous = await finishedRoundBefore(tx, round.seasonId, round.number);
  const inputs = createHash("sha256")
    .update(JSON.stringify([previous, pos, mins, carded, pts]))
    .digest("hex");
  const asRefreshed = final && round.status === "live" && round.scoredInputs === inputs;
  // Fresh statistics after the lock's million new rows (the refresh that scored them took them already).
  if (!asRefreshed) await tx.$executeRaw`ANALYZE team_round`;
  await tx.$executeRaw`DROP TABLE IF EXISTS pg_temp.round_scored`;
  await tx.$executeRaw`SET LOCAL parallel_setup_cost = 0`;
  await tx.$executeRaw`SET LOCAL parallel_tuple_cost = 0`;
  // Each team's round: as the snapshot holds it, or resolved (r).
  const [scored, resolved] = asRefreshed
    ? [Prisma.sql`SELECT tr.team_id, tr.final_ids, tr.multiplied_id, tr.points, tr.total_points AS total`, Prisma.empty]
    : [
        Prisma.sql`SELECT tr.team_id, r.final_ids, r.multiplied_id, r.total AS points, r.total + COALESCE(p.total_points, 0) AS total`,
        Prisma.sql`CROSS JOIN LATERAL fsa_resolve_team(tr.player_ids, tr.captain_id, tr.vice_captain_id, tr.penalty_points,
          fsa_pick(${pos}::smallint[], tr.player_ids), fsa_pick(${mins}::int[], tr.player_ids),
          fsa_pick(${carded}::boolean[], tr.player_ids), fsa_pick(${pts}::int[], tr.player_ids)) r`,
      ];
  await tx.$executeRaw`
    CREATE TEMP TABLE round_scored AS
    ${scored}, t.country_code, p.overall_rank AS previous_overall_rank, p.country_rank AS previous_country_rank
    FROM team_round tr ${resolved}
    JOIN user_team t ON t.id = tr.team_id
    LEFT JOIN team_round p ON p.round_id = ${previous} AND p.team_id = tr.team_id
    WHERE tr.round_id = ${round.id}`;
  await tx.$executeRaw`ANALYZE round_scored`;
  return { round, inputs };
}

/**
 * Each scored team's places: ranks (ties share one) and table positions (ties broken by team id)
 * in the round, overall and in its country, sorted on narrow rows.
 */
const RANKED_SCORES = Prisma.sql`
  SELECT team_id,
         rank() OVER (ORDER BY points DESC) AS rr, row_number() OVER (ORDER BY points DESC, team_id) AS rp,
         rank() OVER (ORDER BY total DESC) AS orank, row_number() OVER (ORDER BY total DESC, team_id) AS op,
         rank() OVER (PARTITION BY country_code COLLATE "C" ORDER BY total DESC) AS cr,
         row_number() OVER (PARTITION BY country_code COLLATE "C" ORDER BY total DESC, team_id) AS cp
  FROM round_scored`;

/**
 * Live points: every snapshot of the round updated with its provisional points, season total and
 * round, overall and country ranks.
 */
export async function scoreRound(tx: Tx, roundId: number, options: { final: boolean }) {
  const { round, inputs } = await scoreTeams(tx, roundId, options.final);
  await tx.$executeRaw`
    WITH ranked AS (${RANKED_SCORES})
    UPDATE team_round tr SET final_ids = s.final_ids, multiplied_id = s.multiplied_id, points = s.points,
                             total_points = s.total, round_rank = x.rr, overall_rank = x.orank, country_rank = x.cr
    FROM ranked x JOIN round_scored s ON s.team_id = x.team_id
    WHERE tr.round_id = ${round.id} AND tr.team_id = x.team_id`;
  await tx.$executeRaw`DROP TABLE round_scored`;
  // What every snapshot's points now come from (a close with the same inputs keeps them).
  await tx.round.update({ where: { id: round.id }, data: { scoredInputs: inputs } });
  return round;
}

/**
 * The close's score step: final points into the close's working set (round_score) with the ranks
 * and table positions of the round, season and country tables, read by the standings step's jobs.
 */
async function scoreRoundForClose(tx: Tx, roundId: number) {
  const { round } = await scoreTeams(tx, roundId, true);
  await tx.$executeRaw`DELETE FROM round_score WHERE round_id = ${round.id}`;
  await tx.$executeRaw`
    INSERT INTO round_score (round_id, team_id, final_ids, multiplied_id, points, total, country_code,
                             round_rank, round_position, overall_rank, overall_position, country_rank, country_position,
                             previous_overall_rank, previous_country_rank)
    SELECT ${round.id}, s.team_id, s.final_ids, s.multiplied_id, s.points, s.total, s.country_code, x.rr, x.rp, x.orank, x.op, x.cr, x.cp,
           s.previous_overall_rank, s.previous_country_rank
    FROM (${RANKED_SCORES}) x
    JOIN round_scored s ON s.team_id = x.team_id`;
  await tx.$executeRaw`DROP TABLE round_scored`;
  // Fresh statistics for the jobs' plans (hash joins over a million rows, not probes one by one).
  await tx.$executeRaw`ANALYZE round_score`;
}

/** Live points while results arrive: provisional scores and the round and quad leagues' tables. */
export async function refreshLiveRound(options: { roundId: number; now?: Date }) {
  const db = await getDb();
  await withRoundLock(options.roundId, "round refresh", () =>
    db.$transaction((tx) => refreshLiveRoundIn(tx, { roundId: options.roundId, now: options.now ?? new Date() }), LONG),
  );
}

/** refreshLiveRound inside the caller's transaction (the demo seed, the ops CLI's dry runs). */
export async function refreshLiveRoundIn(tx: Tx, options: { roundId: number; now: Date }) {
  await bulkWork(tx);
  const round = await scoreRound(tx, options.roundId, { final: false });
  if (round.status !== "live") throw new AppError("conflict", `Round ${round.number} is ${round.status}, not live.`);
  await rebuildLiveRoundTable(tx, { seasonId: round.seasonId, roundId: round.id, now: options.now });
  await rebuildLiveQuadTable(tx, {
    seasonId: round.seasonId,
    roundId: round.id,
    roundNumber: round.number,
    now: options.now,
  });
  // Provisional head-to-head results, from the same live points.
  await decideHeadToHeadRound(tx, { seasonId: round.seasonId, roundId: round.id, source: "team_round" });
}

export const CLOSE_STEPS = ["score", "standings", "dream teams and statistics", "prices", "finish"] as const;

/** Connections a close's independent jobs use at once (the benchmark machine has two cores). */
const CLOSE_CONCURRENCY = 2;

/**
 * Closes a live round in steps, each in its own transaction and recorded in round.close_step, so a
 * close killed half-way resumes where it stopped and a closed round closes again to the same
 * result (idempotent). The standings step's independent jobs (lib/server/rounds/standings.ts) run
 * on two connections, each job in its own transaction, and the step is recorded once they have
 * all committed. Readers keep the previous tables until each transaction commits. The round's lock
 * (round-lock.ts) is held throughout: a second close, or any other writer of the round, is refused.
 */
export function closeRound(options: CloseOptions): Promise<{ steps: number }> {
  return withRoundLock(options.roundId, "round close", () => closeRoundLocked(options));
}

interface CloseOptions {
  roundId: number;
  now?: Date;
  force?: boolean;
  onStep?: (step: (typeof CLOSE_STEPS)[number], index: number) => void;
  /** Tests: stop (as if killed) after this many steps. */
  stopAfterStep?: number;
  /** Drills and tests: wait this long after each step's work, before it commits (a kill then loses it). */
  pauseBeforeCommitMs?: number;
  /** Benchmarks: timings per job of the standings step. */
  onTiming?: (kind: string, ms: number) => void;
}

async function closeRoundLocked(options: CloseOptions): Promise<{ steps: number }> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const start = await closableRound(db, options.roundId, options.force);
  const pause = () =>
    options.pauseBeforeCommitMs && new Promise((resolve) => setTimeout(resolve, options.pauseBeforeCommitMs));
  const record = (tx: Tx, step: number) =>
    tx.round.update({ where: { id: options.roundId }, data: { closeStep: step + 1 } });
  let done = 0;
  for (let step = await resumeStep(db, start); step < CLOSE_STEPS.length; step++) {
    if (options.stopAfterStep !== undefined && done >= options.stopAfterStep)
      throw new Error(`Close stopped after ${done} step(s) (test).`);
    options.onStep?.(CLOSE_STEPS[step]!, step);
    const jobs = await closeStepJobs(db, options.roundId, step, now, options.onTiming);
    const inTransaction = (work: (tx: Tx) => Promise<unknown>) =>
      db.$transaction(async (tx) => {
        await closeWork(tx);
        await work(tx);
        await pause();
      }, LONG);
    if (jobs.length === 1) {
      await inTransaction(async (tx) => {
        await jobs[0]!.run(tx);
        await record(tx, step);
      });
    } else {
      // Largest first, each connection taking the next job; after a failure no new job starts.
      const queue = [...jobs];
      let failed = false;
      await Promise.all(
        Array.from({ length: CLOSE_CONCURRENCY }, async () => {
          for (let job = queue.shift(); job && !failed; job = queue.shift()) {
            await inTransaction(job.run).catch((error: unknown) => {
              failed = true;
              throw error;
            });
          }
        }),
      );
      await record(db, step);
    }
    done++;
  }
  return { steps: done };
}

/**
 * Every close step of a live round inside the caller's transaction (the demo seed closes its
 * rounds this way, the ops CLI's dry run rolls it back); `closeRound` is the resumable form. Same
 * checks as closeRound.
 */
export async function closeRoundIn(tx: Tx, options: { roundId: number; now: Date; force?: boolean }) {
  const round = await closableRound(tx, options.roundId, options.force);
  await bulkWork(tx);
  for (let step = await resumeStep(tx, round); step < CLOSE_STEPS.length; step++) {
    for (const job of await closeStepJobs(tx, options.roundId, step, options.now)) await job.run(tx);
    await tx.round.update({ where: { id: options.roundId }, data: { closeStep: step + 1 } });
  }
}

/**
 * The round, if it may close: live (or finished, to close again), with no scheduled or live game
 * left unless forced, and no later round closed since (closing again rewrites the season's
 * current tables, totals and prices from it).
 */
async function closableRound(tx: Tx, roundId: number, force?: boolean) {
  const round = await tx.round.findUnique({ where: { id: roundId }, include: { games: { select: { status: true } } } });
  if (!round) throw new AppError("not_found", `Round ${roundId} does not exist.`);
  if (round.status === "scheduled" || round.status === "cancelled")
    throw new AppError("conflict", `Round ${round.number} is ${round.status}: only a live round can be closed.`);
  const open = round.games.filter((g) => g.status === "scheduled" || g.status === "live").length;
  if (open && !force && round.status !== "finished") {
    throw new AppError(
      "conflict",
      `Round ${round.number} still has ${open} scheduled or live game(s): enter their results, postpone them, or use --force.`,
    );
  }
  const later = await tx.round.findFirst({
    where: {
      seasonId: round.seasonId,
      number: { gt: round.number },
      OR: [{ status: "finished" }, { closeStep: { gt: 0 } }],
    },
    select: { number: true },
  });
  if (later)
    throw new AppError(
      "conflict",
      `Round ${later.number} has been closed after round ${round.number}: round ${round.number} can no longer be closed again.`,
    );
  return round;
}

/**
 * Where a close starts: from the beginning for a finished round (closing again), else at the first
 * step not recorded; scoring again if the standings step is next and the working set it reads is
 * gone (an unlogged table is emptied by a database crash).
 */
async function resumeStep(tx: Tx, round: { id: number; status: string; closeStep: number }) {
  if (round.status === "finished") return 0;
  if (CLOSE_STEPS[round.closeStep] !== "standings") return round.closeStep;
  const [work] = await tx.$queryRaw<{ scored: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM round_score WHERE round_id = ${round.id}) OR NOT EXISTS (SELECT 1 FROM team_round WHERE round_id = ${round.id}) AS scored`;
  return work?.scored ? round.closeStep : 0;
}

/** A close step's work as jobs, read after the previous step committed (prices use its statistics). */
async function closeStepJobs(
  tx: Tx,
  roundId: number,
  step: number,
  now: Date,
  onTiming?: (kind: string, ms: number) => void,
): Promise<TableJob[]> {
  const round = await roundOrThrow(tx, roundId);
  const one = (run: (tx: Tx) => Promise<unknown>): TableJob[] => [
    { name: CLOSE_STEPS[step]!, run: async (tx) => void (await run(tx)) },
  ];
  switch (CLOSE_STEPS[step]) {
    case "score":
      return one((tx) => scoreRoundForClose(tx, roundId));
    case "standings":
      return [
        ...closeTableJobs({ seasonId: round.seasonId, roundId, roundNumber: round.number, now }),
        headToHeadCloseJob({ seasonId: round.seasonId, roundId, roundNumber: round.number, now }),
      ].map((job) => ({
        name: job.name,
        run: async (tx) => {
          const started = performance.now();
          await job.run(tx);
          onTiming?.(job.name, performance.now() - started);
        },
      }));
    case "dream teams and statistics":
      return one(async (tx) => {
        await updateRoundStatistics(tx, round.id);
        await tx.dreamTeam.deleteMany({
          where: { OR: [{ roundId: round.id }, { seasonId: round.seasonId, roundId: null }] },
        });
        await insertDreamTeam(tx, round.seasonId, round.id);
        await insertDreamTeam(tx, round.seasonId, null, round.number);
        await writePlayerSeasonStats(tx, round.seasonId, round.id);
      });
    case "prices":
      // Net transfers made for this round's deadline move prices (lib/game/prices.ts nextPrice),
      // by the share of the round's teams (counted by the statistics step before).
      return one(async (tx) => {
        await tx.$executeRaw`DELETE FROM player_price WHERE round_id = ${round.id}`;
        await tx.$executeRaw`
          WITH moved AS (
            SELECT pr.player_id, pr.price AS before,
                   GREATEST(${MIN_PRICE}, pr.price + sign(pr.transfers_in - pr.transfers_out)::int *
                     LEAST(${MAX_STEPS}, abs(pr.transfers_in - pr.transfers_out) / GREATEST(1, ceil(${round.teamsCount ?? 0} * ${STEP_SHARE}::float8)::int))) AS after
            FROM player_round pr WHERE pr.round_id = ${round.id})
          INSERT INTO player_price (player_id, season_id, round_id, price, changed_at)
          SELECT player_id, ${round.seasonId}, ${round.id}, after, ${now} FROM moved WHERE after <> before`;
        await tx.$executeRaw`
          UPDATE player p SET current_price = pr.price FROM player_price pr
          WHERE pr.round_id = ${round.id} AND pr.player_id = p.id`;
      });
    default:
      // "finish": every table and total is written; the working set is no longer needed.
      return one(async (tx) => {
        await tx.$executeRaw`DELETE FROM round_score WHERE round_id = ${round.id}`;
        await tx.round.update({
          where: { id: round.id },
          data: { status: "finished", closedAt: round.closedAt ?? now, scoredInputs: null },
        });
        // The season totals the later rounds' live points were added to may have changed (a close again).
        await tx.round.updateMany({
          where: { seasonId: round.seasonId, number: { gt: round.number } },
          data: { scoredInputs: null },
        });
      });
  }
}

/** Round statistics (docs/product.md section 3): teams, average and maximum points, and whose. */
async function updateRoundStatistics(tx: Tx, roundId: number) {
  await tx.$executeRaw`
    UPDATE round r SET teams_count = s.n, avg_points = s.avg, max_points = s.max, max_points_team_id = s.best FROM (
      SELECT count(*)::int AS n, COALESCE(avg(points), 0)::float AS avg, max(points) AS max,
             (array_agg(team_id ORDER BY points DESC, team_id))[1] AS best
      FROM team_round WHERE round_id = ${roundId}) s
    WHERE r.id = ${roundId}`;
}

/** lib/game's dream team shape in SQL: each position's count and its first slot (GKP 0, DEF 1, MID 5, FWD 9 in 4-4-2). */
const positionCase = (value: (index: number) => number) =>
  Prisma.raw(
    `CASE b.position ${DREAM_TEAM_SHAPE.map(([position], i) => `WHEN '${position}' THEN ${value(i)}`).join(" ")} END`,
  );
const DREAM_TEAM_COUNT = positionCase((i) => DREAM_TEAM_SHAPE[i]![1]);
const DREAM_TEAM_FIRST_SLOT = positionCase((i) => DREAM_TEAM_SHAPE.slice(0, i).reduce((n, [, count]) => n + count, 0));

/** The best 4-4-2 of a round, or of the season up to `uptoNumber` (lib/game/dream-team.ts rules). */
async function insertDreamTeam(tx: Tx, seasonId: number, roundId: number | null, uptoNumber?: number) {
  const team = await tx.dreamTeam.create({ data: { seasonId, roundId } });
  await tx.$executeRaw`
    INSERT INTO dream_team_player (dream_team_id, slot, player_id, position, points)
    SELECT ${team.id}, (${DREAM_TEAM_FIRST_SLOT}) + b.k - 1, b.player_id, b.position, b.points
    FROM (
      SELECT x.*, row_number() OVER (PARTITION BY x.position ORDER BY x.points DESC, x.player_id) AS k
      FROM (SELECT pr.player_id, p.position, sum(pr.points)::int AS points
            FROM player_round pr JOIN player p ON p.id = pr.player_id JOIN round r ON r.id = pr.round_id
            WHERE r.season_id = ${seasonId} AND (pr.round_id = ${roundId ?? -1} OR (${roundId === null} AND r.number <= ${uptoNumber ?? 0} AND (r.status = 'finished' OR r.number = ${uptoNumber ?? 0})))
            GROUP BY pr.player_id, p.position) x) b
    WHERE b.k <= ${DREAM_TEAM_COUNT}`;
}
