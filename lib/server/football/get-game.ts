// One game by id, as the match info (docs/product.md section 7: /rounds/round-games/{id}/) and the operator's
// commands read it.
import "server-only";
import { getDb } from "@/lib/db";
import { gameSelect, toGame, type GameSummary } from "./types";

/** One game, or null. */
export async function getGame(options: { gameId: number }): Promise<GameSummary | null> {
  if (!Number.isInteger(options.gameId) || options.gameId < 1) return null;
  const db = await getDb();
  const row = await db.game.findUnique({ where: { id: options.gameId }, select: gameSelect });
  return row ? toGame(row) : null;
}
