// The round lifecycle (DESIGN.md section 4): scheduled → live (locked at the deadline) → finished
// (closed) or cancelled. Everything over all teams is set-based SQL.
import { getDb, type Tx } from "@/lib/db";
import { MAX_STEPS, MIN_PRICE, STEP_SHARE } from "@/lib/game/prices";
import { isBeforeDeadline, quadOf } from "@/lib/game/calendar";
import { AppError } from "../errors";
import { rebuildStandings } from "./standings";

const LONG = { timeout: 30 * 60_000, maxWait: 60_000 };

/**
 * Sort memory for the statements over every team (ranks over a million rows): PostgreSQL's 4 MB
 * default spills them to disk. For the current transaction only.
 */
const bulkWork = (tx: Tx) => tx.$executeRaw`SET LOCAL work_mem = '128MB'`;

/** Game statuses whose results count: live ones only for provisional points. */
const COUNTED_FINAL = ["finished", "technical"];
const COUNTED_LIVE = ["finished", "technical", "live"];

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
  return db.$transaction((tx) => lockRoundIn(tx, options), LONG);
}

type LockOptions = { roundId: number; now?: Date; force?: boolean };

/** lockRound inside the caller's transaction (the ops CLI's dry runs roll it back). */
export async function lockRoundIn(tx: Tx, options: LockOptions): Promise<{ teams: number; alreadyLocked: boolean }> {
  const now = options.now ?? new Date();
  await bulkWork(tx);
  await tx.$executeRaw`SELECT id FROM round WHERE id = ${options.roundId} FOR UPDATE`;
  const round = await roundOrThrow(tx, options.roundId);
  if (round.lockedAt) return { teams: await tx.teamRound.count({ where: { roundId: round.id } }), alreadyLocked: true };
  if (round.status !== "scheduled") throw new AppError("conflict", `Round ${round.number} is ${round.status}: only a scheduled round can be locked.`);
  if (isBeforeDeadline(now, round.deadline) && !options.force) {
    throw new AppError("conflict", `Round ${round.number}'s deadline (${round.deadline.toISOString()}) has not passed yet.`);
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
      free_transfers = LEAST(GREATEST(s.max_saved_free_transfers, s.free_transfers_per_round),
                             GREATEST(0, t.free_transfers - t.transfers_used) * (CASE WHEN t.wildcard_round_id IS NOT DISTINCT FROM ${round.id} OR t.first_round_id IS NULL OR t.first_round_id = ${round.id} THEN 0 ELSE 1 END)
                             + s.free_transfers_per_round),
      transfers_used = 0, penalty_points = 0, first_round_id = COALESCE(t.first_round_id, ${round.id})
    FROM settings s WHERE s.id = 1 AND t.season_id = ${round.seasonId}`;
  await tx.round.update({ where: { id: round.id }, data: { status: "live", lockedAt: now } });
  return { teams, alreadyLocked: false };
}

/**
 * Points of a live or closing round: players' round totals from the counted games (a double round
 * sums both; postponed and cancelled games count nothing), then every team through
 * fsa_resolve_team (auto-substitutions, captaincy, penalty), season totals and ranks.
 */
export async function scoreRound(tx: Tx, roundId: number, options: { final: boolean }) {
  const round = await roundOrThrow(tx, roundId);
  const counted = options.final ? COUNTED_FINAL : COUNTED_LIVE;
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

  const previous = await tx.round.findFirst({
    where: { seasonId: round.seasonId, number: { lt: round.number }, status: "finished" },
    orderBy: { number: "desc" },
    select: { id: true },
  });
  // One pass over the round's snapshots: each team resolved (fsa_resolve_team on its players'
  // slots, picked from lookup arrays indexed by player id), its total after the last finished
  // round, and the round, overall and country ranks; then one update of every snapshot.
  await tx.$executeRaw`ANALYZE team_round`;
  await tx.$executeRaw`
    WITH lk AS MATERIALIZED (
      SELECT array_agg(CASE p.position WHEN 'GKP' THEN 1 WHEN 'DEF' THEN 2 WHEN 'MID' THEN 3 WHEN 'FWD' THEN 4 ELSE 0 END::smallint ORDER BY i.id) AS pos,
             array_agg(COALESCE(pr.minutes, 0) ORDER BY i.id) AS mins,
             array_agg(COALESCE(pr.carded, false) ORDER BY i.id) AS carded,
             array_agg(COALESCE(pr.points, 0) ORDER BY i.id) AS pts
      FROM generate_series(1, (SELECT COALESCE(max(id), 0) FROM player)) AS i(id)
      LEFT JOIN player p ON p.id = i.id
      LEFT JOIN player_round pr ON pr.player_id = i.id AND pr.round_id = ${round.id}),
    scored AS MATERIALIZED (
      SELECT tr.team_id, r.final_ids, r.multiplied_id, r.total AS points, r.total + COALESCE(p.total_points, 0) AS total, t.country_code
      FROM team_round tr CROSS JOIN lk
      CROSS JOIN LATERAL fsa_resolve_team(tr.player_ids, tr.captain_id, tr.vice_captain_id, tr.penalty_points,
        fsa_pick(lk.pos, tr.player_ids), fsa_pick(lk.mins, tr.player_ids), fsa_pick(lk.carded, tr.player_ids), fsa_pick(lk.pts, tr.player_ids)) r
      JOIN user_team t ON t.id = tr.team_id
      LEFT JOIN team_round p ON p.round_id = ${previous?.id ?? -1} AND p.team_id = tr.team_id
      WHERE tr.round_id = ${round.id}),
    ranked AS MATERIALIZED (
      SELECT s.*,
             rank() OVER (ORDER BY points DESC) AS rr,
             rank() OVER (ORDER BY total DESC) AS orank,
             rank() OVER (PARTITION BY country_code ORDER BY total DESC) AS cr
      FROM scored s)
    UPDATE team_round tr SET final_ids = x.final_ids, multiplied_id = x.multiplied_id, points = x.points, is_final = ${options.final},
                             total_points = x.total, round_rank = x.rr, overall_rank = x.orank, country_rank = x.cr
    FROM ranked x WHERE tr.round_id = ${round.id} AND tr.team_id = x.team_id`;
  return round;
}

/** Live points while results arrive: provisional scores and the round league's table. */
export async function refreshLiveRound(options: { roundId: number; now?: Date }) {
  const db = await getDb();
  await db.$transaction((tx) => refreshLiveRoundIn(tx, { roundId: options.roundId, now: options.now ?? new Date() }), LONG);
}

/** refreshLiveRound inside the caller's transaction (the demo seed, the ops CLI's dry runs). */
export async function refreshLiveRoundIn(tx: Tx, options: { roundId: number; now: Date }) {
  await bulkWork(tx);
  const round = await scoreRound(tx, options.roundId, { final: false });
  if (round.status !== "live") throw new AppError("conflict", `Round ${round.number} is ${round.status}, not live.`);
  const last = await tx.round.findFirst({ where: { seasonId: round.seasonId, status: "finished" }, orderBy: { number: "desc" }, select: { number: true } });
  await rebuildStandings(tx, { seasonId: round.seasonId, lastFinished: last?.number ?? 0, liveRoundId: round.id, now: options.now });
}

export const CLOSE_STEPS = ["score", "standings", "dream teams and statistics", "prices", "finish"] as const;

/**
 * Closes a live round in steps, each in its own transaction and recorded in round.close_step, so a
 * close killed half-way resumes where it stopped and a closed round closes again to the same
 * result (idempotent). Readers keep the previous tables until each step commits.
 */
export async function closeRound(options: {
  roundId: number;
  now?: Date;
  force?: boolean;
  onStep?: (step: (typeof CLOSE_STEPS)[number], index: number) => void;
  /** Tests: stop (as if killed) after this many steps. */
  stopAfterStep?: number;
  /** Drills and tests: wait this long after each step's work, before it commits (a kill then loses it). */
  pauseBeforeCommitMs?: number;
  /** Benchmarks: standings timings per league kind. */
  onTiming?: (kind: string, ms: number) => void;
}): Promise<{ steps: number }> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const start = await closableRound(db, options.roundId, options.force);
  let done = 0;
  for (let step = start.status === "finished" ? 0 : start.closeStep; step < CLOSE_STEPS.length; step++) {
    if (options.stopAfterStep !== undefined && done >= options.stopAfterStep) throw new Error(`Close stopped after ${done} step(s) (test).`);
    options.onStep?.(CLOSE_STEPS[step]!, step);
    await db.$transaction(async (tx) => {
      await runCloseStep(tx, options.roundId, step, now, options.onTiming);
      if (options.pauseBeforeCommitMs) await new Promise((resolve) => setTimeout(resolve, options.pauseBeforeCommitMs));
    }, LONG);
    done++;
  }
  return { steps: done };
}

/**
 * Every close step of a live round inside the caller's transaction (the demo seed closes its
 * rounds this way, the ops CLI's dry run rolls it back); `closeRound` is the resumable,
 * one-transaction-per-step form. Same checks as closeRound.
 */
export async function closeRoundIn(tx: Tx, options: { roundId: number; now: Date; force?: boolean }) {
  const round = await closableRound(tx, options.roundId, options.force);
  for (let step = round.status === "finished" ? 0 : round.closeStep; step < CLOSE_STEPS.length; step++) {
    await runCloseStep(tx, options.roundId, step, options.now);
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
  if (round.status === "scheduled" || round.status === "cancelled") throw new AppError("conflict", `Round ${round.number} is ${round.status}: only a live round can be closed.`);
  const open = round.games.filter((g) => g.status === "scheduled" || g.status === "live").length;
  if (open && !force && round.status !== "finished") {
    throw new AppError("conflict", `Round ${round.number} still has ${open} scheduled or live game(s): enter their results, postpone them, or use --force.`);
  }
  const later = await tx.round.findFirst({ where: { seasonId: round.seasonId, number: { gt: round.number }, OR: [{ status: "finished" }, { closeStep: { gt: 0 } }] }, select: { number: true } });
  if (later) throw new AppError("conflict", `Round ${later.number} has been closed after round ${round.number}: round ${round.number} can no longer be closed again.`);
  return round;
}

/** One close step and its record in round.close_step, in the caller's transaction. */
async function runCloseStep(tx: Tx, roundId: number, step: number, now: Date, onTiming?: (kind: string, ms: number) => void) {
  await closeStepWork(tx, roundId, step, now, onTiming);
  await tx.round.update({ where: { id: roundId }, data: { closeStep: step + 1 } });
}

async function closeStepWork(tx: Tx, roundId: number, step: number, now: Date, onTiming?: (kind: string, ms: number) => void) {
  await bulkWork(tx);
  const round = await roundOrThrow(tx, roundId);
  switch (CLOSE_STEPS[step]) {
    case "score":
      await scoreRound(tx, roundId, { final: true });
      return;
    case "standings":
      await rebuildStandings(tx, { seasonId: round.seasonId, lastFinished: round.number, now, onTiming });
      return;
    case "dream teams and statistics":
      await updateRoundStatistics(tx, round.id);
      await tx.dreamTeam.deleteMany({ where: { OR: [{ roundId: round.id }, { seasonId: round.seasonId, roundId: null }] } });
      await insertDreamTeam(tx, round.seasonId, round.id);
      await insertDreamTeam(tx, round.seasonId, null, round.number);
      return;
    case "prices": {
      // Net transfers made for this round's deadline move prices (lib/game/prices.ts nextPrice),
      // by the share of the round's teams (counted by the statistics step before).
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
      return;
    }
    case "finish":
      await tx.$executeRaw`
        UPDATE user_team t SET total_points = tr.total_points FROM team_round tr
        WHERE tr.round_id = ${round.id} AND tr.team_id = t.id`;
      await tx.round.update({ where: { id: round.id }, data: { status: "finished", closedAt: round.closedAt ?? now } });
      return;
  }
}

/** Round statistics (spec section 3): teams, average and maximum points, and whose. */
async function updateRoundStatistics(tx: Tx, roundId: number) {
  await tx.$executeRaw`
    UPDATE round r SET teams_count = s.n, avg_points = s.avg, max_points = s.max, max_points_team_id = s.best FROM (
      SELECT count(*)::int AS n, COALESCE(avg(points), 0)::float AS avg, max(points) AS max,
             (array_agg(team_id ORDER BY points DESC, team_id))[1] AS best
      FROM team_round WHERE round_id = ${roundId}) s
    WHERE r.id = ${roundId}`;
}

/** The best 4-4-2 of a round, or of the season up to `uptoNumber` (lib/game/dream-team.ts rules). */
async function insertDreamTeam(tx: Tx, seasonId: number, roundId: number | null, uptoNumber?: number) {
  const team = await tx.dreamTeam.create({ data: { seasonId, roundId } });
  await tx.$executeRaw`
    INSERT INTO dream_team_player (dream_team_id, slot, player_id, position, points)
    SELECT ${team.id}, (CASE b.position WHEN 'GKP' THEN 0 WHEN 'DEF' THEN 1 WHEN 'MID' THEN 5 ELSE 9 END) + b.k - 1, b.player_id, b.position, b.points
    FROM (
      SELECT x.*, row_number() OVER (PARTITION BY x.position ORDER BY x.points DESC, x.player_id) AS k
      FROM (SELECT pr.player_id, p.position, sum(pr.points)::int AS points
            FROM player_round pr JOIN player p ON p.id = pr.player_id JOIN round r ON r.id = pr.round_id
            WHERE r.season_id = ${seasonId} AND (pr.round_id = ${roundId ?? -1} OR (${roundId === null} AND r.number <= ${uptoNumber ?? 0} AND (r.status = 'finished' OR r.number = ${uptoNumber ?? 0})))
            GROUP BY pr.player_id, p.position) x) b
    WHERE b.k <= CASE b.position WHEN 'GKP' THEN 1 WHEN 'DEF' THEN 4 WHEN 'MID' THEN 4 ELSE 2 END`;
}
