// A player's action in a game (a player_game_action row and its point action), as the match info and the player info
// list it (docs/product.md sections 2 and 4): shared by their use cases.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { pick } from "../content/locale";

/** A player's action in a game (its count and points) as the match and player info show it, in the page's language. */
export const gameActionOf =
  (locale: Locale) =>
  (a: { count: number; points: number; action: { code: string; nameEn: string; nameIt: string | null } }) => ({
    code: a.action.code,
    name: pick(locale, a.action.nameEn, a.action.nameIt),
    count: a.count,
    points: a.points,
  });
