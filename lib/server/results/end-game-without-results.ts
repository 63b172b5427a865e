// A game that ends without results (operators: `game cancel`, `game forfeit`).
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

/**
 * A game that ends without results (docs/product.md section 3, game statuses): called off for good
 * ("cancelled") or awarded by the league ("technical", a forfeit, e.g. 3–0). Neither scores any
 * player points: results entered before are removed. Refused once its round is finished.
 */
export async function endGameWithoutResults(
  tx: Tx,
  input:
    | { gameId: number; outcome: "cancelled" }
    | { gameId: number; outcome: "technical"; homeScore: number; awayScore: number },
  now: Date,
) {
  const game = await tx.game.findUnique({ where: { id: input.gameId }, include: { round: true } });
  if (!game) throw new AppError("not_found", `Game ${input.gameId} does not exist.`);
  if (game.round.status === "finished" || game.round.status === "cancelled") {
    throw new AppError(
      "conflict",
      `Round ${game.round.number} is ${game.round.status}: game ${game.id} can no longer change.`,
    );
  }
  await tx.playerGameAction.deleteMany({ where: { gameId: game.id } });
  await tx.playerGame.deleteMany({ where: { gameId: game.id } });
  return tx.game.update({
    where: { id: game.id },
    data:
      input.outcome === "cancelled"
        ? { status: "cancelled", homeScore: null, awayScore: null, resultsAt: null }
        : { status: "technical", homeScore: input.homeScore, awayScore: input.awayScore, resultsAt: now },
  });
}
