// Formations (docs/product.md section 7: GET /formations/global-formations/; docs/design.md section 4).
import "server-only";
import { gameState } from "../game-state";

export interface FormationRow {
  id: number;
  /** Defenders-midfielders-forwards, as 4-4-2. */
  name: string;
  defenders: number;
  midfielders: number;
  forwards: number;
}

/** By name; from the game state (lib/server/game-state.ts). */
export async function listFormations(): Promise<FormationRow[]> {
  return (await gameState()).formations.map(({ id, name, defenders, midfielders, forwards }) => ({
    id,
    name,
    defenders,
    midfielders,
    forwards,
  }));
}
