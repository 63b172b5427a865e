// A game's results as an operator enters them (a results file, ops/files.ts): what checkGameResults checks and
// applyGameResults writes.
import "server-only";

export interface PlayerResultRow {
  /** Where the row came from, for error messages ("results.csv:4"). */
  source: string;
  player: string;
  minutes: number;
  counts: Record<string, number>;
}

export interface GameResultsInput {
  gameId: number;
  status: "live" | "finished";
  homeScore: number;
  awayScore: number;
  players: PlayerResultRow[];
}
