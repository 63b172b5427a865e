// Match info (docs/product.md sections 2 and 4 "Game info", section 7 /rounds/football-player-round-results/):
// one game, its status note, and each player's actions with counts and points.
import "server-only";
import { getDb } from "@/lib/db";
import type { Locale } from "@/i18n/routing";
import { isMinutesAction } from "@/lib/game/scoring";
import { pick } from "../content/locale";
import { gameActionOf } from "./game-action";
import { getGame } from "./get-game";
import { matchNote, type MatchNote } from "./match-note";
import { playerRefSelect, toPlayerRef, type GameSummary, type PlayerRef } from "./types";

export type { MatchNote };

export interface MatchActionCount {
  code: string;
  name: string;
  count: number;
  points: number;
}

export interface MatchPlayer {
  player: PlayerRef;
  side: "home" | "away";
  /** played_for_team_id */
  clubId: number;
  minutes: number;
  points: number;
  actions: MatchActionCount[];
}

/** One action with the players of each side who have it; the scoring actions first (goals lead), the minutes last. */
export interface MatchAction {
  code: string;
  name: string;
  home: { player: PlayerRef; count: number; points: number }[];
  away: { player: PlayerRef; count: number; points: number }[];
}

export interface MatchInfo {
  game: GameSummary;
  note: MatchNote | null;
  players: MatchPlayer[];
  actions: MatchAction[];
}

/** The match info of a game, or null when there is no such game. */
export async function getMatchInfo(options: { gameId: number; locale: Locale }): Promise<MatchInfo | null> {
  const game = await getGame({ gameId: options.gameId });
  if (!game) return null;
  const db = await getDb();
  const [rows, actionRows] = await Promise.all([
    db.playerGame.findMany({
      where: { gameId: game.id },
      select: { clubId: true, minutes: true, points: true, player: { select: playerRefSelect } },
    }),
    db.playerGameAction.findMany({
      where: { gameId: game.id, count: { gt: 0 } },
      select: {
        playerId: true,
        count: true,
        points: true,
        action: { select: { code: true, nameEn: true, nameIt: true, position: true } },
      },
      orderBy: [{ action: { position: "asc" } }, { playerId: "asc" }],
    }),
  ]);
  const positionOrder = { GKP: 0, DEF: 1, MID: 2, FWD: 3 } as const;
  const players: MatchPlayer[] = rows
    .map((row) => ({
      player: toPlayerRef(row.player),
      side: row.clubId === game.home.id ? ("home" as const) : ("away" as const),
      clubId: row.clubId,
      minutes: row.minutes,
      points: row.points,
      actions: actionRows.filter((a) => a.playerId === row.player.id).map(gameActionOf(options.locale)),
    }))
    .sort(
      (a, b) =>
        (a.side === b.side ? 0 : a.side === "home" ? -1 : 1) ||
        positionOrder[a.player.position] - positionOrder[b.player.position] ||
        b.points - a.points ||
        a.player.id - b.player.id,
    );

  const byPlayer = new Map(players.map((p) => [p.player.id, p]));
  const actions: MatchAction[] = [];
  for (const row of actionRows) {
    const player = byPlayer.get(row.playerId);
    if (!player) continue;
    let action = actions.find((a) => a.code === row.action.code);
    if (!action) {
      action = {
        code: row.action.code,
        name: pick(options.locale, row.action.nameEn, row.action.nameIt),
        home: [],
        away: [],
      };
      actions.push(action);
    }
    action[player.side].push({ player: player.player, count: row.count, points: row.points });
  }
  // The scoring actions first, in the point table's order (goals lead it), the minutes last: every player who
  // played has one of those, and two long lists of names would push the goals out of the scroll area.
  actions.sort((a, b) => Number(isMinutesAction(a.code)) - Number(isMinutesAction(b.code)));
  for (const action of actions)
    for (const side of [action.home, action.away]) side.sort((a, b) => b.count - a.count || a.player.id - b.player.id);

  return { game, note: matchNote(game, rows.length > 0), players, actions };
}
