// The fan's private leagues in the live season (docs/product.md section 2 "Leagues page"), with his team's place in
// each: one statement over his memberships.
import "server-only";
import { getDb } from "@/lib/db";
import type { HeadToHeadScoring, LeagueFormat } from "@/lib/generated/prisma/client";
import type { LeagueFormatInfo } from "./private-league";

/** A private league in the user's list (docs/product.md section 2 "Leagues page"), with his team's place. */
export interface PrivateLeagueSummary extends LeagueFormatInfo {
  id: number;
  name: string;
  entriesClosed: boolean;
  membersCount: number;
  joinCode: string;
  startsFromRound: { id: number; number: number | null } | null;
  own: boolean;
  rank: number | null;
  totalPoints: number | null;
  lastUpdateAt: Date | null;
}

/** The user's private leagues in the live season: own first, then by name ignoring case. */
export async function listPrivateLeagues(options: { userId: number }): Promise<PrivateLeagueSummary[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<
    {
      id: number;
      name: string;
      entries_closed: boolean;
      members_count: number;
      join_code: string;
      owner_id: number | null;
      format: LeagueFormat;
      scoring: HeadToHeadScoring | null;
      starts_number: number | null;
      starts_id: number | null;
      rank: number | null;
      points: number | null;
      last_update_at: Date | null;
    }[]
  >`
    SELECT l.id, l.name, l.entries_closed, l.members_count, l.join_code, l.owner_id, l.format, l.scoring,
           r.number AS starts_number, r.id AS starts_id,
           s.rank, s.points, l.last_update_at
    FROM user_team t JOIN season se ON se.id = t.season_id AND se.status = 'live'
    JOIN league_member m ON m.team_id = t.id JOIN league l ON l.id = m.league_id AND l.kind = 'private'
    LEFT JOIN round r ON r.id = l.starts_from_round_id
    -- The table a head-to-head league keeps in head_to_head_standing at its table's round (league-rows.ts, tableOf).
    LEFT JOIN LATERAL (
      SELECT rank, points FROM standing WHERE l.format = 'classic' AND league_id = l.id AND team_id = t.id
      UNION ALL
      SELECT rank, points FROM head_to_head_standing
      WHERE l.format = 'head_to_head' AND round_id = l.table_round_id AND league_id = l.id AND team_id = t.id) s ON true
    WHERE t.user_id = ${options.userId}
    ORDER BY (l.owner_id = ${options.userId}) DESC NULLS LAST, lower(l.name), l.id`;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    entriesClosed: r.entries_closed,
    membersCount: r.members_count,
    joinCode: r.join_code,
    format: r.format,
    scoring: r.scoring,
    startsFromRound: r.starts_id ? { id: r.starts_id, number: r.starts_number } : null,
    own: r.owner_id === options.userId,
    rank: r.rank,
    totalPoints: r.points,
    lastUpdateAt: r.last_update_at,
  }));
}
