// A round's points (docs/design.md section 4): provisional while it is live (scoreRound, for refreshLiveRound after each
// batch of results), final at the close's score step (scoreRoundForClose). Every team is scored by one set-based
// statement.
import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { roundOrThrow } from "./bulk-work";
import { updateSnapshots } from "./snapshots";

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

/**
 * Every team of a round scored into the temporary table round_scored (team_id, final_ids,
 * multiplied_id, points, total, country_code, and the ranks after the last finished round before
 * it: previous_overall_rank, previous_country_rank): players' round totals from the counted games (a
 * double round sums both; postponed and cancelled games count nothing), then each team through
 * fsa_resolve_team (auto-substitutions, captaincy, the chip the lock took into the snapshot, penalty) and its season
 * total after the round.
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
          fsa_pick(${carded}::boolean[], tr.player_ids), fsa_pick(${pts}::int[], tr.player_ids), tr.chip) r`,
      ];
  await tx.$executeRaw`
    CREATE TEMP TABLE round_scored AS
    ${scored}, t.country_code, p.overall_rank AS previous_overall_rank, p.country_rank AS previous_country_rank
    FROM team_round tr ${resolved}
    JOIN user_team t ON t.id = tr.team_id
    LEFT JOIN team_round p ON p.round_id = ${previous} AND p.team_id = tr.team_id
    WHERE tr.round_id = ${round.id}`;
  await tx.$executeRaw`ANALYZE round_scored`;
  return { round, inputs, asRefreshed };
}

/**
 * Live points: every snapshot of the round updated with its provisional points, season total and
 * round, overall and country ranks.
 */
export async function scoreRound(tx: Tx, roundId: number, options: { final: boolean }) {
  const { round, inputs } = await scoreTeams(tx, roundId, options.final);
  await updateSnapshots(tx, round.id, Prisma.sql`round_scored`);
  await tx.$executeRaw`DROP TABLE round_scored`;
  // What every snapshot's points now come from (a close with the same inputs keeps them).
  await tx.round.update({ where: { id: round.id }, data: { scoredInputs: inputs } });
  return round;
}

/**
 * The close's score step: final points and season totals into the close's working set (round_score), read by the
 * standings step's jobs, which rank them (each its own table, at once on two connections).
 */
export async function scoreRoundForClose(tx: Tx, roundId: number) {
  const { round, asRefreshed } = await scoreTeams(tx, roundId, true);
  // The live tables no longer hold the final points: the standings step writes them all (liveTablesFinal).
  if (!asRefreshed && round.scoredInputs !== null)
    await tx.round.update({ where: { id: round.id }, data: { scoredInputs: null } });
  await tx.$executeRaw`DELETE FROM round_score WHERE round_id = ${round.id}`;
  await tx.$executeRaw`
    INSERT INTO round_score (round_id, team_id, final_ids, multiplied_id, points, total, country_code,
                             previous_overall_rank, previous_country_rank)
    SELECT ${round.id}, team_id, final_ids, multiplied_id, points, total, country_code, previous_overall_rank, previous_country_rank
    FROM round_scored`;
  await tx.$executeRaw`DROP TABLE round_scored`;
  // Fresh statistics for the jobs' plans (hash joins over a million rows, not probes one by one).
  await tx.$executeRaw`ANALYZE round_score`;
}
