// The home page's round results (docs/product.md section 2 "Round results"): one round's games grouped by day,
// with the previous and next round numbers for the switcher.
import "server-only";
import { AppError } from "../errors";
import { groupGamesByDay, type GameDay } from "@/lib/format/game-days";
import { listRoundGames } from "./list-round-games";
import { listRounds, type RoundSummary } from "./list-rounds";
import { currentSeasonId } from "../seasons/current-season";

export interface RoundResults {
  round: RoundSummary;
  previous: number | null;
  next: number | null;
  days: GameDay[];
}

/** The round the home page opens on: the live one, else the last finished, else the first. */
export function defaultRound<R extends { number: number; status: string }>(rounds: readonly R[]): R | null {
  return (
    rounds.find((r) => r.status === "live") ?? rounds.filter((r) => r.status === "finished").at(-1) ?? rounds[0] ?? null
  );
}

/** The last finished round, the default of the dream team switcher. */
export const lastFinishedRound = <R extends { status: string }>(rounds: readonly R[]): R | null =>
  rounds.filter((r) => r.status === "finished").at(-1) ?? null;

/**
 * A round's results in a season (default: the current one). Without a number, the default round;
 * a number that is not a round of the season is not found. Null when the season has no rounds.
 */
export async function getRoundResults(
  options: { seasonId?: number; roundNumber?: number } = {},
): Promise<RoundResults | null> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return null;
  const rounds = await listRounds({ seasonId });
  if (rounds.length === 0) return null;
  const index =
    options.roundNumber === undefined
      ? rounds.indexOf(defaultRound(rounds)!)
      : rounds.findIndex((r) => r.number === options.roundNumber);
  if (index === -1) throw new AppError("not_found", "Invalid round.", { field: "round" });
  const round = rounds[index]!;
  return {
    round,
    previous: rounds[index - 1]?.number ?? null,
    next: rounds[index + 1]?.number ?? null,
    days: groupGamesByDay(await listRoundGames({ roundId: round.id })),
  };
}
