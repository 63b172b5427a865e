// Formations and the pitch/bench layout (docs/product.md section 4 "Team building", docs/design.md section 4).
import { type Position, PITCH_SIZE, SQUAD_LIMITS } from "./types";

export interface Formation {
  defenders: number;
  midfielders: number;
  forwards: number;
}

export const DEFAULT_FORMATION = "4-4-2";

/** "4-4-2" → defenders, midfielders, forwards; null for anything that is not a legal formation. */
export function parseFormation(name: string): Formation | null {
  const match = /^(\d)-(\d)-(\d)$/.exec(name.trim());
  if (!match) return null;
  const [defenders, midfielders, forwards] = match.slice(1).map(Number) as [number, number, number];
  const formation = { defenders, midfielders, forwards };
  return isLegalPitch({ GKP: 1, DEF: defenders, MID: midfielders, FWD: forwards }) ? formation : null;
}

export const formationName = (f: Formation) => `${f.defenders}-${f.midfielders}-${f.forwards}`;

/**
 * A legal eleven: one goalkeeper, at least 3 defenders, 2 midfielders and 1 forward, and never more
 * of a position than a squad holds (5, 5, 3).
 */
export function isLegalPitch(counts: Record<Position, number>): boolean {
  return (
    counts.GKP === 1 &&
    (["DEF", "MID", "FWD"] as const).every((p) => counts[p] >= PITCH_MINIMUMS[p] && counts[p] <= SQUAD_LIMITS[p]) &&
    counts.GKP + counts.DEF + counts.MID + counts.FWD === PITCH_SIZE
  );
}

/** The fewest players of each position on a legal pitch (and exactly one goalkeeper). */
export const PITCH_MINIMUMS: Readonly<Record<Position, number>> = { GKP: 1, DEF: 3, MID: 2, FWD: 1 };

/**
 * The position of each of the 15 slots: 0 the goalkeeper, then the formation's defenders,
 * midfielders and forwards (1–10); the bench (11–14) holds a goalkeeper first, then the remaining
 * defenders (5 − pitch defenders), midfielders (5 − pitch midfielders) and forwards (3 − pitch forwards).
 */
export function slotPositions(f: Formation): Position[] {
  const repeat = (position: Position, n: number) => Array<Position>(n).fill(position);
  return [
    "GKP",
    ...repeat("DEF", f.defenders),
    ...repeat("MID", f.midfielders),
    ...repeat("FWD", f.forwards),
    "GKP",
    ...repeat("DEF", SQUAD_LIMITS.DEF - f.defenders),
    ...repeat("MID", SQUAD_LIMITS.MID - f.midfielders),
    ...repeat("FWD", SQUAD_LIMITS.FWD - f.forwards),
  ];
}

/** A squad laid out in slots: index = slot (0–10 pitch, 11–14 bench by priority). */
export interface Lineup<P extends { id: number; position: Position }> {
  slots: P[];
  captainId: number | null;
  viceCaptainId: number | null;
}

/**
 * The same 15 players in another formation: each position keeps its order (pitch first, then
 * bench), the first ones fill the pitch, the rest the bench. A captain or vice-captain who ends on
 * the bench loses the role (docs/product.md section 4).
 */
export function changeFormation<P extends { id: number; position: Position }>(
  lineup: Lineup<P>,
  to: Formation,
): Lineup<P> {
  const queues: Record<Position, P[]> = { GKP: [], DEF: [], MID: [], FWD: [] };
  for (const p of lineup.slots) queues[p.position].push(p);
  const slots = slotPositions(to).map((position) => {
    const next = queues[position].shift();
    if (!next) throw new Error(`changeFormation: the squad lacks a ${position}`);
    return next;
  });
  const onPitch = new Set(slots.slice(0, PITCH_SIZE).map((p) => p.id));
  const keep = (id: number | null) => (id !== null && onPitch.has(id) ? id : null);
  return { slots, captainId: keep(lineup.captainId), viceCaptainId: keep(lineup.viceCaptainId) };
}

/**
 * Swaps two slots if the move is allowed (docs/product.md section 4): only onto a slot of the same position,
 * and bench moves cannot involve a goalkeeper. A captain or vice-captain moved to the bench loses
 * the role. Null when the move is not allowed.
 */
export function swapSlots<P extends { id: number; position: Position }>(
  lineup: Lineup<P>,
  a: number,
  b: number,
): Lineup<P> | null {
  const pa = lineup.slots[a];
  const pb = lineup.slots[b];
  if (!pa || !pb || a === b || pa.position !== pb.position) return null;
  const touchesBench = a >= PITCH_SIZE || b >= PITCH_SIZE;
  if (touchesBench && pa.position === "GKP") return null;
  const slots = [...lineup.slots];
  slots[a] = pb;
  slots[b] = pa;
  const onPitch = new Set(slots.slice(0, PITCH_SIZE).map((p) => p.id));
  const keep = (id: number | null) => (id !== null && onPitch.has(id) ? id : null);
  return { slots, captainId: keep(lineup.captainId), viceCaptainId: keep(lineup.viceCaptainId) };
}

/**
 * Whether 15 positions in slot order fit a formation: the pitch (0–10) exactly as slotPositions
 * lays it out, the bench (11–14) a goalkeeper first, then the leftover outfield players in any
 * order (their order is the bench priority the manager chose; docs/design.md section 4).
 */
export function isValidLayout(positions: readonly Position[], f: Formation): boolean {
  const expected = slotPositions(f);
  if (positions.length !== expected.length) return false;
  const pitchOk = expected.slice(0, PITCH_SIZE).every((position, i) => positions[i] === position);
  const sorted = (list: readonly Position[]) => [...list].sort().join(",");
  return (
    pitchOk &&
    positions[PITCH_SIZE] === "GKP" &&
    sorted(positions.slice(PITCH_SIZE + 1)) === sorted(expected.slice(PITCH_SIZE + 1))
  );
}
