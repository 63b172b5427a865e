// A round's snapshots (team_round) updated with their points: by each live refresh, and by the close when its final
// points differ from the last refresh's.
import "server-only";
import type { Tx } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Every snapshot of round `roundId` updated from `scores` (a table or a parenthesized query with one row a team:
 * team_id, final_ids, multiplied_id, points, total, country_code) with its round, overall and country ranks (ties
 * share one), sorted on narrow rows. `changedOnly`: snapshots that already hold these values are left as they are.
 */
export const updateSnapshots = (tx: Tx, roundId: number, scores: Prisma.Sql, changedOnly = false) =>
  tx.$executeRaw`
    WITH ranked AS (
      SELECT team_id, rank() OVER (ORDER BY points DESC) AS rr, rank() OVER (ORDER BY total DESC) AS orank,
             rank() OVER (PARTITION BY country_code COLLATE "C" ORDER BY total DESC) AS cr
      FROM ${scores} r)
    UPDATE team_round tr SET final_ids = s.final_ids, multiplied_id = s.multiplied_id, points = s.points,
                             total_points = s.total, round_rank = x.rr, overall_rank = x.orank, country_rank = x.cr
    FROM ranked x JOIN ${scores} s ON s.team_id = x.team_id
    WHERE tr.round_id = ${roundId} AND tr.team_id = x.team_id
    ${
      changedOnly
        ? Prisma.sql`AND (tr.final_ids, tr.multiplied_id, tr.points, tr.total_points, tr.round_rank, tr.overall_rank, tr.country_rank)
                       IS DISTINCT FROM (s.final_ids, s.multiplied_id, s.points, s.total, x.rr, x.orank, x.cr)`
        : Prisma.empty
    }`;
