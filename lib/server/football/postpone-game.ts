// A game postponed by an operator (docs/design.md section 4: a postponed game scores nothing in its round).
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

/** Postpones a game that is not finished: it is blank in its round until it is rescheduled. */
export async function postponeGame(tx: Tx, options: { gameId: number }) {
  const game = await tx.game.findUniqueOrThrow({ where: { id: options.gameId } });
  if (game.status === "finished") throw new AppError("conflict", `Game ${options.gameId} is finished.`);
  return tx.game.update({ where: { id: options.gameId }, data: { status: "postponed" } });
}
