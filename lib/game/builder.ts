// The team builder's rules (docs/product.md section 4 "Team building"), pure, for the builder screens (next round,
// transfers, next season, registration) and their tests: a draft line-up whose slots may still be empty,
// adding a player to the first free slot of his position, removing, captaincy, formation changes and swaps,
// and the transfer deduction the transfers page previews (the same function the server charges with).
import { type Formation, slotPositions } from "./formation";
import { transferPenalty } from "./transfers";
import { PITCH_SIZE, type Position, type RuleSettings } from "./types";

/** A line-up being built: slot i holds a player of slotPositions(formation)[i], or nothing yet. */
export interface Draft<P extends { id: number; position: Position; price: number }> {
  formation: Formation;
  slots: (P | null)[];
  captainId: number | null;
  viceCaptainId: number | null;
}

/** Why a player cannot be added (docs/product.md section 4; "You reached maximum budget" for overBudget). */
export type AddRefusal = "alreadyChosen" | "positionFull" | "overBudget";

type DraftPlayer = { id: number; position: Position; price: number };

export const emptyDraft = <P extends DraftPlayer>(formation: Formation): Draft<P> => ({
  formation,
  slots: slotPositions(formation).map(() => null),
  captainId: null,
  viceCaptainId: null,
});

export const draftPlayers = <P extends DraftPlayer>(draft: Draft<P>): P[] => draft.slots.filter((p) => p !== null);

/** The draft's total price (tenths of a million). */
export const draftCost = (draft: Draft<DraftPlayer>) => draftPlayers(draft).reduce((sum, p) => sum + p.price, 0);

export const isDraftComplete = (draft: Draft<DraftPlayer>) => draft.slots.every((p) => p !== null);

/** A captain or vice-captain keeps the role only on the pitch. */
function keepRoles<P extends DraftPlayer>(draft: Draft<P>): Draft<P> {
  const onPitch = new Set(draft.slots.slice(0, PITCH_SIZE).flatMap((p) => (p ? [p.id] : [])));
  const keep = (id: number | null) => (id !== null && onPitch.has(id) ? id : null);
  return { ...draft, captainId: keep(draft.captainId), viceCaptainId: keep(draft.viceCaptainId) };
}

/**
 * Adds a player to the first free pitch slot of his position, else to a free bench slot of it. Refused when he is
 * already in, when his position is full, or when the draft would cost more than `spendLimit` (the budget limit for a
 * new team; the bank plus the saved squad's selling prices on the transfers page).
 */
export function addToDraft<P extends DraftPlayer>(
  draft: Draft<P>,
  player: P,
  spendLimit: number,
): { draft: Draft<P>; slot: number } | { refused: AddRefusal } {
  if (draft.slots.some((p) => p?.id === player.id)) return { refused: "alreadyChosen" };
  const positions = slotPositions(draft.formation);
  const slot = positions.findIndex((position, i) => position === player.position && draft.slots[i] === null);
  if (slot === -1) return { refused: "positionFull" };
  if (draftCost(draft) + player.price > spendLimit) return { refused: "overBudget" };
  const slots = [...draft.slots];
  slots[slot] = player;
  return { draft: { ...draft, slots }, slot };
}

/** Empties a slot; the player's captaincy or vice-captaincy goes with him. */
export function removeFromDraft<P extends DraftPlayer>(draft: Draft<P>, slot: number): Draft<P> {
  const gone = draft.slots[slot];
  if (!gone) return draft;
  const slots = [...draft.slots];
  slots[slot] = null;
  return {
    ...draft,
    slots,
    captainId: draft.captainId === gone.id ? null : draft.captainId,
    viceCaptainId: draft.viceCaptainId === gone.id ? null : draft.viceCaptainId,
  };
}

/**
 * Makes a pitch player captain or vice-captain (docs/product.md section 4): the role's previous holder loses it, and a player
 * cannot hold both (taking one role drops the other). Null for a bench player or an empty slot.
 */
export function setRole<P extends DraftPlayer>(
  draft: Draft<P>,
  playerId: number,
  role: "captain" | "vice",
): Draft<P> | null {
  const index = draft.slots.findIndex((p) => p?.id === playerId);
  if (index === -1 || index >= PITCH_SIZE) return null;
  return role === "captain"
    ? { ...draft, captainId: playerId, viceCaptainId: draft.viceCaptainId === playerId ? null : draft.viceCaptainId }
    : { ...draft, viceCaptainId: playerId, captainId: draft.captainId === playerId ? null : draft.captainId };
}

/**
 * The same players in another formation: each position keeps its order (pitch first, then bench); the first fill the
 * pitch, the rest the bench, and slots nobody fills stay empty. A captain or vice-captain who ends on the bench loses
 * the role.
 */
export function changeDraftFormation<P extends DraftPlayer>(draft: Draft<P>, to: Formation): Draft<P> {
  const queues: Record<Position, P[]> = { GKP: [], DEF: [], MID: [], FWD: [] };
  for (const p of draft.slots) if (p) queues[p.position].push(p);
  const slots = slotPositions(to).map((position) => queues[position].shift() ?? null);
  return keepRoles({ ...draft, formation: to, slots });
}

/**
 * Moves the player of slot `from` to slot `to`, swapping with whoever is there (docs/product.md section 4): only between slots
 * of the same position, and a goalkeeper never moves between the pitch and the bench. Moving a captain or
 * vice-captain to the bench clears the role. Null when the move is not allowed.
 */
export function moveInDraft<P extends DraftPlayer>(draft: Draft<P>, from: number, to: number): Draft<P> | null {
  const positions = slotPositions(draft.formation);
  const player = draft.slots[from];
  if (!player || from === to || positions[from] !== positions[to]) return null;
  if (positions[from] === "GKP" && from < PITCH_SIZE !== to < PITCH_SIZE) return null;
  const slots = [...draft.slots];
  slots[from] = draft.slots[to] ?? null;
  slots[to] = player;
  return keepRoles({ ...draft, slots });
}

/** The slots a selected player may move to: the other slots of his position (the goalkeepers' own line only). */
export function moveTargets(draft: Draft<DraftPlayer>, from: number): number[] {
  return draft.slots.map((_, to) => to).filter((to) => moveInDraft(draft, from, to) !== null);
}

/**
 * The deduction the transfers page shows before confirming (docs/product.md section 4 "Saving"), and the one the server then
 * charges: the penalty already taken this round plus `extraTransferPenaltyPoints` for each pending transfer past the
 * free ones; nothing more while transfers are unlimited.
 */
export function previewDeduction(options: {
  used: number;
  pending: number;
  freeTransfers: number;
  unlimited: boolean;
  penaltyPoints: number;
  settings: Pick<RuleSettings, "extraTransferPenaltyPoints">;
}): number {
  const { used, pending, freeTransfers, unlimited, settings } = options;
  return options.penaltyPoints + transferPenalty({ used, count: pending, freeTransfers, unlimited, settings }).penalty;
}
