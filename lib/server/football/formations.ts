// Formations (docs/product.md section 7: GET /formations/global-formations/; docs/design.md section 4).
import "server-only";
import { gameState } from "../game-state";

/** By name; from the game state (lib/server/game-state.ts). */
export async function listFormations() {
  const rows = (await gameState()).formations;
  return rows.map((f) => ({
    id: f.id,
    formation_type: f.name,
    defenders: f.defenders,
    midfielders: f.midfielders,
    forwards: f.forwards,
  }));
}
