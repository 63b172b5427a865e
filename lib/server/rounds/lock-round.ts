// The lock at a round's deadline (docs/design.md section 4): scheduled → live. Everything over all teams is set-based
// SQL.
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { isBeforeDeadline, quadOf } from "@/lib/game/calendar";
import { PITCH_SIZE, SQUAD_SIZE } from "@/lib/game/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "../errors";
import { drawHeadToHeadFixtures } from "../leagues/head-to-head-sql";
import { nextFreeTransfersSql } from "../transfers/carry-over";
import { LONG, bulkWork, roundOrThrow } from "./bulk-work";
import { withRoundWriter } from "./round-writer";

/**
 * At the deadline: snapshots every team of the season that plays the round (squad in slot order,
 * captaincy, penalty, team value, bank), records each player's price, owners and transfers, and
 * renews the teams' transfers for the next deadline. Idempotent: a locked round is left as it is.
 */
export async function lockRound(options: LockOptions): Promise<{ teams: number; alreadyLocked: boolean }> {
  const db = await getDb();
  return withRoundWriter(options.roundId, "round lock", () => db.$transaction((tx) => lockRoundIn(tx, options), LONG));
}

type LockOptions = {
  roundId: number;
  now?: Date;
  force?: boolean;
  /** Benchmarks: each step's name and time, once it is done. */
  onTiming?: (step: string, ms: number) => void;
};

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

  let started = performance.now();
  /** The step just done, timed (benchmarks). */
  const done = (step: string) => {
    const now = performance.now();
    options.onTiming?.(step, now - started);
    started = now;
  };

  // A team made between this deadline and this lock starts in a later round (lib/server/teams/team-access.ts
  // startingRound): it is not snapshotted here, and its transfers stay unlimited until its own first round.
  const later = (
    await tx.round.findMany({
      where: { seasonId: round.seasonId, number: { gt: round.number } },
      select: { id: true },
    })
  ).map((r) => r.id);
  const playsThisRound = Prisma.sql`(t.first_round_id IS NULL OR t.first_round_id <> ALL(${later}::int[]))`;

  // Each team's squad as it keeps it (user_team.squad_ids, captain_id, vice_captain_id: written with squad_player by
  // every change), its value at today's prices from a lookup by player id, and its chip for the round.
  const [{ prices }] = await tx.$queryRaw<{ prices: number[] }[]>`
    SELECT COALESCE(array_agg(p.current_price ORDER BY i.id), '{}') AS prices
    FROM generate_series(1, (SELECT COALESCE(max(id), 0) FROM player)) AS i(id) LEFT JOIN player p ON p.id = i.id`;
  // The round's chips were played since the table's statistics were last taken (a tenth of the teams, say): without
  // fresh ones the planner expects none and joins them to every team row by row.
  await tx.$executeRaw`ANALYZE team_chip`;
  const teams = await tx.$executeRaw`
    INSERT INTO team_round (round_id, team_id, formation_id, player_ids, captain_id, vice_captain_id, final_ids,
                            penalty_points, transfers_used, chip, team_value, bank)
    SELECT ${round.id}, t.id, t.formation_id, t.squad_ids, t.captain_id, t.vice_captain_id, '{}', t.penalty_points,
           t.transfers_used, tc.chip, fsa_sum_pick(${prices}::int[], t.squad_ids), t.bank
    FROM user_team t LEFT JOIN team_chip tc ON tc.team_id = t.id AND tc.round_id = ${round.id}
    WHERE t.season_id = ${round.seasonId} AND ${playsThisRound} AND cardinality(t.squad_ids) = ${SQUAD_SIZE}
    ON CONFLICT (round_id, team_id) DO NOTHING`;
  done("snapshots");
  // Fresh statistics for the new snapshot rows, or the planner takes a million rows for one.
  await tx.$executeRaw`ANALYZE team_round`;
  done("statistics");

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
  done("leagues");

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
  done("owners and transfers");

  await tx.$executeRaw`
    UPDATE round SET chip_counts = (
      SELECT jsonb_build_object('teams', ${teams}::int) || COALESCE(jsonb_object_agg(c.chip, c.n), '{}')
      FROM (SELECT chip, count(*)::int AS n FROM team_round WHERE round_id = ${round.id} AND chip IS NOT NULL
            GROUP BY chip) c)
    WHERE id = ${round.id}`;
  done("chips");
  await revertFreeHits(tx, round.id);
  done("free hits");

  // Transfers for the next deadline: unused free ones are banked up to the cap (kept as they were
  // after a Wildcard; after a Free Hit, those made before it count; none after a team's first round). A team created
  // before the season's rounds were out plays its first round now.
  const nextFree = nextFreeTransfersSql({
    freeTransfers: Prisma.sql`t.free_transfers`,
    used: Prisma.sql`t.transfers_used`,
    firstRound: Prisma.sql`(t.first_round_id IS NULL OR t.first_round_id = ${round.id})`,
    wildcard: Prisma.sql`t.id IN (SELECT team_id FROM team_chip WHERE round_id = ${round.id} AND chip = 'wildcard')`,
    freeTransfersPerRound: Prisma.sql`s.free_transfers_per_round`,
    maxSavedFreeTransfers: Prisma.sql`s.max_saved_free_transfers`,
  });
  // Only the teams whose counters change are written: one at the cap that made no transfer keeps its row.
  await tx.$executeRaw`
    UPDATE user_team t SET free_transfers = ${nextFree}, transfers_used = 0, penalty_points = 0,
                           first_round_id = COALESCE(t.first_round_id, ${round.id})
    FROM settings s WHERE s.id = 1 AND t.season_id = ${round.seasonId} AND ${playsThisRound}
      AND (t.free_transfers <> ${nextFree} OR t.transfers_used <> 0 OR t.penalty_points <> 0 OR t.first_round_id IS NULL)`;
  done("transfer counters");
  // Entries of the head-to-head leagues starting now are closed: their fixture lists are drawn.
  await drawHeadToHeadFixtures(tx, round);
  done("head-to-head draw");
  await tx.round.update({ where: { id: round.id }, data: { status: "live", lockedAt: now } });
  return { teams, alreadyLocked: false };
}

/**
 * The Free Hits of round `roundId`, once it is snapshotted: each team's squad back as it stood when the Free Hit was
 * played (free_hit_backup: the players in their slots with their purchase prices, the captaincy, the formation, the
 * bank, and the transfers made for the round before it, which count against the free ones). The players' prices
 * are today's, so the squad's value may have moved since; the bank is the one it had.
 */
async function revertFreeHits(tx: Tx, roundId: number) {
  await tx.$executeRaw`
    DELETE FROM squad_player sp USING free_hit_backup b WHERE b.round_id = ${roundId} AND sp.team_id = b.team_id`;
  await tx.$executeRaw`
    INSERT INTO squad_player (team_id, player_id, slot, is_captain, is_vice_captain, purchase_price)
    SELECT b.team_id, u.pid, u.ord - 1, u.pid = b.captain_id, u.pid = b.vice_captain_id, u.price
    FROM free_hit_backup b CROSS JOIN LATERAL unnest(b.player_ids, b.purchase_prices) WITH ORDINALITY AS u(pid, price, ord)
    WHERE b.round_id = ${roundId}`;
  await tx.$executeRaw`
    INSERT INTO bench_entry (team_id, squad_player_id, priority)
    SELECT sp.team_id, sp.id, sp.slot - ${PITCH_SIZE}
    FROM squad_player sp JOIN free_hit_backup b ON b.team_id = sp.team_id
    WHERE b.round_id = ${roundId} AND sp.slot >= ${PITCH_SIZE}`;
  await tx.$executeRaw`
    UPDATE user_team t SET formation_id = b.formation_id, bank = b.bank, transfers_used = b.transfers_used,
                           squad_ids = b.player_ids, captain_id = b.captain_id, vice_captain_id = b.vice_captain_id,
                           version = t.version + 1
    FROM free_hit_backup b WHERE b.round_id = ${roundId} AND t.id = b.team_id`;
  await tx.$executeRaw`DELETE FROM free_hit_backup WHERE round_id = ${roundId}`;
}
