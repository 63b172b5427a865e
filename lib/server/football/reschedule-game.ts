// A game moved by an operator to another round and kick-off, a postponed one included (docs/design.md section 4: a
// club with two games in a round scores both).
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

/** Moves a postponed or scheduled game into a scheduled round, at a new kick-off. */
export async function rescheduleGame(
  tx: Tx,
  options: { gameId: number; round: { id: number; number: number; status: string }; kickoff: Date },
) {
  const { gameId, round, kickoff } = options;
  if (round.status !== "scheduled")
    throw new AppError(
      "conflict",
      `Round ${round.number} is ${round.status}: games can only move into a scheduled round.`,
    );
  const game = await tx.game.findUnique({ where: { id: gameId } });
  if (!game) throw new AppError("not_found", `Game ${gameId} does not exist.`);
  if (game.status !== "postponed" && game.status !== "scheduled")
    throw new AppError("conflict", `Game ${gameId} is ${game.status}.`);
  return tx.game.update({ where: { id: gameId }, data: { roundId: round.id, kickoff, status: "scheduled" } });
}
