// A head-to-head league's table (docs/product.md section 10 "Leagues"), after its last closed round: the close
// writes it (head-to-head-sql.ts); before the first close every member at 0, in the order they joined.
import "server-only";
import { getDb } from "@/lib/db";
import type { TableRow } from "@/lib/game/head-to-head";
import type { HeadToHeadScoring } from "@/lib/generated/prisma/client";
import { type MemberPlace, type MemberPlaceRow, memberPlace } from "./league-rows";
import { readableHeadToHead } from "./readable-league";

/** A head-to-head table's row: the member's place and his record (lib/game/head-to-head.ts TableRow). */
export interface HeadToHeadTableRow extends MemberPlace, Omit<TableRow, "rank" | "teamId"> {}

export interface HeadToHeadTable {
  scoring: HeadToHeadScoring;
  /** The closed round the table is after; null before the first close (every member at 0, in join order). */
  afterRound: { id: number; number: number } | null;
  rows: HeadToHeadTableRow[];
}

/**
 * A head-to-head league's table after its last closed round (the close writes it); before the first close every
 * member at 0, in the order they joined.
 */
export async function readHeadToHeadTable(options: { userId: number; leagueId: number }): Promise<HeadToHeadTable> {
  const league = await readableHeadToHead(options.userId, options.leagueId);
  const db = await getDb();
  const after = league.tableRoundId
    ? await db.round.findUnique({ where: { id: league.tableRoundId }, select: { id: true, number: true } })
    : null;
  const rows = await db.$queryRaw<
    (Omit<HeadToHeadTableRow, keyof MemberPlace | "pointsFor" | "goalsFor"> &
      MemberPlaceRow & { points_for: number; goals_for: number })[]
  >`
    SELECT s.rank, s.position, s.previous_rank, s.played, s.won, s.drawn, s.lost, s.points_for, s.goals_for, s.points,
           t.id AS team_id, t.name, t.user_id, u.first_name || ' ' || u.last_name AS manager
    FROM (SELECT rank, position, previous_rank, played, won, drawn, lost, points_for, goals_for, points, team_id
          FROM head_to_head_standing WHERE league_id = ${league.id} AND round_id = ${after?.id ?? -1}
          UNION ALL
          SELECT 1, row_number() OVER (ORDER BY joined_at, team_id)::int, NULL, 0, 0, 0, 0, 0, 0, 0, team_id
          FROM league_member WHERE league_id = ${league.id} AND ${after === null}) s
    JOIN user_team t ON t.id = s.team_id JOIN "user" u ON u.id = t.user_id
    ORDER BY s.position`;
  return {
    scoring: league.scoring,
    afterRound: after ?? null,
    rows: rows.map((r) => ({
      ...memberPlace(r, options.userId),
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      pointsFor: r.points_for,
      goalsFor: r.goals_for,
      points: r.points,
    })),
  };
}
