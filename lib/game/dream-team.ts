// The dream team (docs/design.md section 4): the best eleven by points in 4-4-2.
import type { Position } from "./types";

export const DREAM_TEAM_SHAPE: readonly [Position, number][] = [
  ["GKP", 1],
  ["DEF", 4],
  ["MID", 4],
  ["FWD", 2],
];

/**
 * Slots 0 GKP, 1–4 DEF, 5–8 MID, 9–10 FWD, each the highest scorers of their position; ties go
 * to the lower player id, so the same data always gives the same team.
 */
export function selectDreamTeam<P extends { id: number; position: Position; points: number }>(
  players: readonly P[],
): P[] {
  const best = (position: Position, n: number) =>
    players
      .filter((p) => p.position === position)
      .sort((a, b) => b.points - a.points || a.id - b.id)
      .slice(0, n);
  return DREAM_TEAM_SHAPE.flatMap(([position, n]) => best(position, n));
}
