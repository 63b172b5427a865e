// Each player's round by game and point action (docs/screens.md "Live and previous rounds": points with
// the breakdown by action on tap): minutes, every action with its count and points (the point
// table's names, lib/game/scoring.ts's codes), and the club's games he has not played yet.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { pick } from "../content/locale";
import { clubSelect, gameOrder, type ClubRef, type GameStatus } from "./types";

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
 */
export async function getRoundBreakdown(options: {
  roundId: number;
  playerIds: readonly number[];
  locale: Locale;
}): Promise<Record<number, RoundGameBreakdown[]>> {
  const db = await getDb();
  const playerIds = [...new Set(options.playerIds)];
  const gameColumns = {
    id: true,
    status: true,
    kickoff: true,
    homeClub: { select: clubSelect },
    awayClub: { select: clubSelect },
  } as const;
  const [players, rows, actions] = await Promise.all([
    db.player.findMany({ where: { id: { in: playerIds } }, select: { id: true, clubId: true } }),
    db.playerGame.findMany({
      where: { playerId: { in: playerIds }, game: { roundId: options.roundId } },
      select: { playerId: true, clubId: true, minutes: true, points: true, game: { select: gameColumns } },
    }),
    db.playerGameAction.findMany({
      where: { playerId: { in: playerIds }, count: { gt: 0 }, game: { roundId: options.roundId } },
      select: {
        playerId: true,
        gameId: true,
        count: true,
        points: true,
        action: { select: { code: true, nameEn: true, nameIt: true } },
      },
      orderBy: [{ action: { position: "asc" } }, { action: { id: "asc" } }],
    }),
  ]);
  const clubIds = [...new Set(players.flatMap((p) => (p.clubId === null ? [] : [p.clubId])))];
  const clubGames = clubIds.length
    ? await db.game.findMany({
        where: {
          roundId: options.roundId,
          OR: [{ homeClubId: { in: clubIds } }, { awayClubId: { in: clubIds } }],
        },
        select: gameColumns,
        orderBy: gameOrder,
      })
    : [];

  const out: Record<number, RoundGameBreakdown[]> = {};
  for (const player of players) {
    const own = rows.filter((r) => r.playerId === player.id);
    const games: RoundGameBreakdown[] = own.map((r) => {
      const isHome = r.game.homeClub.id === r.clubId;
      return {
        gameId: r.game.id,
        status: r.game.status,
        kickoff: r.game.kickoff,
        isHome,
        opponent: isHome ? r.game.awayClub : r.game.homeClub,
        played: true,
        minutes: r.minutes,
        points: r.points,
        actions: actions
          .filter((a) => a.playerId === player.id && a.gameId === r.game.id)
          .map((a) => ({
            code: a.action.code,
            name: pick(options.locale, a.action.nameEn, a.action.nameIt),
            count: a.count,
            points: a.points,
          })),
      };
    });
    for (const g of clubGames) {
      if (own.some((r) => r.game.id === g.id)) continue;
      if (g.homeClub.id !== player.clubId && g.awayClub.id !== player.clubId) continue;
      const isHome = g.homeClub.id === player.clubId;
      games.push({
        gameId: g.id,
        status: g.status,
        kickoff: g.kickoff,
        isHome,
        opponent: isHome ? g.awayClub : g.homeClub,
        played: false,
        minutes: 0,
        points: 0,
        actions: [],
      });
    }
    out[player.id] = games.sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.gameId - b.gameId);
  }
  return out;
}
