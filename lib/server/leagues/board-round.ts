// The round the leagues pages follow: the live season's live and finished rounds, and the one the boards and the
// ranking page show (the one asked for, else the live round, else the last finished one), read from the game state.
import "server-only";
import { gameState, roundsOf } from "../game-state";

/** A round the boards can follow. */
export interface BoardRound {
  id: number;
  number: number;
  status: "live" | "finished";
}

/** The live season's id, its live and finished rounds (newest first) and the round the boards follow. */
export async function currentRound(asked?: number) {
  const state = await gameState();
  const season = state.seasons.find((s) => s.status === "live");
  if (!season) return { seasonId: null, round: null, rounds: [], live: null, lastFinished: null };
  const played = (roundsOf(state, season.id) ?? [])
    .filter((r): r is typeof r & BoardRound => r.status === "live" || r.status === "finished")
    .map((r) => ({ id: r.id, number: r.number, status: r.status }))
    .reverse();
  const round = played.find((r) => r.number === asked) ?? played.find((r) => r.status === "live") ?? played[0] ?? null;
  const live = played.find((r) => r.status === "live")?.number ?? null;
  const lastFinished = played.find((r) => r.status === "finished")?.number ?? null;
  return { seasonId: season.id, round, rounds: played.map((r) => r.number), live, lastFinished };
}
