// Players' season totals (table player_season_stat: the players list's season_score and stat
// columns, docs/product.md section 3). Like the season and country tables and the season dream team, they
// count finished rounds only: a close writes them, so a live round's provisional points never
// show in one season total and not in another (docs/api.md, "Season totals during a live round").
import "server-only";
import type { Tx } from "@/lib/db";

/** Games whose results count once their round is finished (postponed and cancelled games count nothing). */
const COUNTED = ["finished", "technical"];

/**
 * Rewrites the season's player totals from the games of its finished rounds and of `closingRoundId` (the round a close
 * is finishing): points and minutes from player_game, action counts from player_game_action.
 */
export async function writePlayerSeasonStats(tx: Tx, seasonId: number, closingRoundId: number) {
  await tx.$executeRaw`DELETE FROM player_season_stat WHERE season_id = ${seasonId}`;
  await tx.$executeRaw`
    WITH g AS MATERIALIZED (
      SELECT gm.id FROM game gm JOIN round r ON r.id = gm.round_id
      WHERE r.season_id = ${seasonId} AND (r.status = 'finished' OR r.id = ${closingRoundId})
        AND gm.status::text = ANY (${COUNTED}))
    INSERT INTO player_season_stat (player_id, season_id, points, minutes, gs_op, gs_pk, assists, pe, sot, cs_ht, tbi, sa_op, sa_pk, gc, og, pm, yc, rc)
    SELECT p.player_id, ${seasonId}, p.points, p.minutes,
      COALESCE(a.gs_op, 0), COALESCE(a.gs_pk, 0), COALESCE(a.assists, 0), COALESCE(a.pe, 0), COALESCE(a.sot, 0), COALESCE(a.cs_ht, 0),
      COALESCE(a.tbi, 0), COALESCE(a.sa_op, 0), COALESCE(a.sa_pk, 0), COALESCE(a.gc, 0), COALESCE(a.og, 0), COALESCE(a.pm, 0), COALESCE(a.yc, 0), COALESCE(a.rc, 0)
    FROM (SELECT pg.player_id, sum(pg.points)::int AS points, sum(pg.minutes)::int AS minutes
          FROM player_game pg JOIN g ON g.id = pg.game_id GROUP BY pg.player_id) p
    LEFT JOIN (SELECT x.player_id,
                 sum(x.count) FILTER (WHERE pa.code = 'GS_OP')::int AS gs_op, sum(x.count) FILTER (WHERE pa.code = 'GS_PK')::int AS gs_pk,
                 sum(x.count) FILTER (WHERE pa.code = 'AS')::int AS assists, sum(x.count) FILTER (WHERE pa.code = 'PE')::int AS pe,
                 sum(x.count) FILTER (WHERE pa.code = 'SoT')::int AS sot, sum(x.count) FILTER (WHERE pa.code = 'CS_HT')::int AS cs_ht,
                 sum(x.count) FILTER (WHERE pa.code = 'TBI')::int AS tbi, sum(x.count) FILTER (WHERE pa.code = 'SA_OP')::int AS sa_op,
                 sum(x.count) FILTER (WHERE pa.code = 'SA_PK')::int AS sa_pk, sum(x.count) FILTER (WHERE pa.code = 'GC')::int AS gc,
                 sum(x.count) FILTER (WHERE pa.code = 'OG')::int AS og, sum(x.count) FILTER (WHERE pa.code = 'PM')::int AS pm,
                 sum(x.count) FILTER (WHERE pa.code = 'YC')::int AS yc, sum(x.count) FILTER (WHERE pa.code = 'RC')::int AS rc
               FROM player_game_action x JOIN g ON g.id = x.game_id JOIN point_action pa ON pa.id = x.action_id
               GROUP BY x.player_id) a ON a.player_id = p.player_id`;
}
