// Games grouped by their calendar day in the league's time zone (docs/product.md section 9 "game day").
import { dayKey } from "./dates";

/** Games of one calendar day (Italian time), `day` as YYYY-MM-DD. */
export interface GameDay<G = import("@/lib/server/football/types").GameSummary> {
  day: string;
  games: G[];
}

/** Games grouped by their day in the league's time zone, in kick-off order. */
export function groupGamesByDay<G extends { id: number; kickoff: Date }>(games: readonly G[]): GameDay<G>[] {
  const days: GameDay<G>[] = [];
  for (const game of [...games].sort((a, b) => a.kickoff.getTime() - b.kickoff.getTime() || a.id - b.id)) {
    const day = dayKey(game.kickoff);
    const last = days[days.length - 1];
    if (last?.day === day) last.games.push(game);
    else days.push({ day, games: [game] });
  }
  return days;
}
