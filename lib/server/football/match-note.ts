// The note of the match info page (docs/product.md section 2 "/match-info/"): a pure rule, kept apart from the
// database reads of get-match-info.ts so it is tested in milliseconds.
import "server-only";
import type { GameStatus } from "./types";

/**
 * The note shown instead of (or above) the stats: scheduled, cancelled, forfeited (technical),
 * postponed, or data pending ("Match data is being added": started or finished, no results yet).
 */
export type MatchNote = "scheduled" | "cancelled" | "forfeited" | "postponed" | "dataPending";

/** A game's note from its status and whether any player results are in; null for a game with results to show. */
export function matchNote(game: { status: GameStatus }, hasResults: boolean): MatchNote | null {
  switch (game.status) {
    case "scheduled":
      return "scheduled";
    case "cancelled":
      return "cancelled";
    case "technical":
      return "forfeited";
    case "postponed":
      return "postponed";
    case "live":
    case "finished":
      return hasResults ? null : "dataPending";
  }
}
