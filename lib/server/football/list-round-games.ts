// A round's games (docs/product.md section 7: /rounds/round-games/?round_id=).
import "server-only";
import { getDb } from "@/lib/db";
import { gameOrder, gameSelect, toGame, type GameSummary } from "./types";

/** The games of a round, in kick-off order. */
export async function listRoundGames(options: { roundId: number }): Promise<GameSummary[]> {
  const db = await getDb();
  const rows = await db.game.findMany({ where: { roundId: options.roundId }, select: gameSelect, orderBy: gameOrder });
  return rows.map(toGame);
}
