// Each player's round by game and point action (docs/screens.md "Live and previous rounds": points with
// the breakdown by action on tap): minutes, every action with its count and points (the point
// table's names, lib/game/scoring.ts's codes), and the club's games he has not played yet.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { pick } from "../content/locale";
import type { ClubRef, GameStatus } from "./types";

export interface RoundGameBreakdown {
  gameId: number;
  status: GameStatus;
  kickoff: Date;
  isHome: boolean;
  opponent: ClubRef;
  /** False when he has no row for the game (not played, or not yet). */
  played: boolean;
  minutes: number;
  points: number;
  /** In the point table's order; counts above zero only. */
  actions: { code: string; name: string; count: number; points: number }[];
}

/**
 * The games of round `roundId` for each of `playerIds` (a double round has two): the ones he took
 * part in with their actions, and his club's other games of the round (not played, or not yet).
 * Keyed by player id; a player whose club has no game in the round gets an empty list.
 *
 * One statement, the actions aggregated per game in the database: the live page reads it on every load, and the
 * four ORM queries it replaced (players, games with both clubs, actions with their names, the clubs' other games)
 * cost about five times its CPU (docs/performance-log.md, "2026-12-04").
 */
export async function getRoundBreakdown(options: {
  roundId: number;
  playerIds: readonly number[];
  locale: Locale;
}): Promise<Record<number, RoundGameBreakdown[]>> {
  const db = await getDb();
  const playerIds = [...new Set(options.playerIds)];
  if (playerIds.length === 0) return {};
  // A game of the round is his when he has a row for it (whichever club he played for) or his club plays it; "home"
  // is the side of the club he played for, else of his club now.
  const rows = await db.$queryRaw<
    {
      player_id: number;
      game_id: number | null;
      status: GameStatus;
      kickoff: Date;
      played: boolean;
      minutes: number;
      points: number;
      is_home: boolean;
      opponent: ClubRef;
      actions: { code: string; nameEn: string; nameIt: string; count: number; points: number }[];
    }[]
  >`
    SELECT p.id AS player_id, g.id AS game_id, g.status::text AS status, g.kickoff, pg.player_id IS NOT NULL AS played,
           coalesce(pg.minutes, 0) AS minutes, coalesce(pg.points, 0) AS points, side.home AS is_home,
           json_build_object('id', c.id, 'fullName', c.full_name, 'abbreviation', c.abbreviation,
                             'logoImage', c.logo_image) AS opponent,
           coalesce((SELECT json_agg(json_build_object('code', a.code, 'nameEn', a.name_en, 'nameIt', a.name_it,
                                                       'count', x.count, 'points', x.points) ORDER BY a.position, a.id)
                     FROM player_game_action x JOIN point_action a ON a.id = x.action_id
                     WHERE x.player_id = p.id AND x.game_id = g.id AND x.count > 0), '[]') AS actions
    FROM player p
    LEFT JOIN game g ON g.round_id = ${options.roundId}
      AND (g.home_club_id = p.club_id OR g.away_club_id = p.club_id
           OR EXISTS (SELECT 1 FROM player_game own WHERE own.player_id = p.id AND own.game_id = g.id))
    LEFT JOIN player_game pg ON pg.player_id = p.id AND pg.game_id = g.id
    LEFT JOIN LATERAL (SELECT coalesce(pg.club_id, p.club_id) = g.home_club_id AS home) side ON true
    LEFT JOIN club c ON c.id = CASE WHEN side.home THEN g.away_club_id ELSE g.home_club_id END
    WHERE p.id = ANY(${playerIds})
    ORDER BY p.id, g.kickoff, g.id`;

  const out: Record<number, RoundGameBreakdown[]> = {};
  for (const r of rows) {
    const games = (out[r.player_id] ??= []);
    if (r.game_id === null) continue;
    games.push({
      gameId: r.game_id,
      status: r.status,
      kickoff: r.kickoff,
      isHome: r.is_home,
      opponent: r.opponent,
      played: r.played,
      minutes: r.minutes,
      points: r.points,
      actions: r.actions.map((a) => ({
        code: a.code,
        name: pick(options.locale, a.nameEn, a.nameIt),
        count: a.count,
        points: a.points,
      })),
    });
  }
  return out;
}
