// The draft a builder screen edits; the saved team as a draft, and whether a draft differs from it (docs/product.md
// section 2 "Next round team": Confirm team is enabled only then).
import { startTransition, useCallback, useRef, useState } from "react";
import { type AddRefusal, type Draft, addToDraft, emptyDraft } from "@/lib/game/builder";
import { DEFAULT_FORMATION, parseFormation, slotPositions } from "@/lib/game/formation";
import type { Position } from "@/lib/game/types";
import type { BuilderFormation, BuilderPlayer, SavedTeam } from "./model";

/** A change of the draft: the next draft worked out from the latest one. */
export type DraftChange = (draft: Draft<BuilderPlayer>) => Draft<BuilderPlayer>;

/**
 * The draft a screen shows; `change` sets the next one (or works it out from the latest, a change still on its way to
 * the screen included) and shows it. With `later`, the screen shows it in a transition: after the paint of what the
 * tap changed where the finger is (the players list's "Added to the pitch"), in a render that yields to the browser.
 * `latest` is the draft the next change starts from, and the one a handler sends or checks (save, confirm, Random Team).
 * `add` puts a player from the players list in (shown later), or says why not (lib/game/builder's addToDraft).
 */
export function useDraft(initial: () => Draft<BuilderPlayer>) {
  const [draft, setDraft] = useState(initial);
  const latest = useRef(draft);
  const change = useCallback((next: Draft<BuilderPlayer> | DraftChange, later = false) => {
    const value = typeof next === "function" ? next(latest.current) : next;
    latest.current = value;
    if (later) startTransition(() => setDraft(value));
    else setDraft(value);
  }, []);
  const add = useCallback(
    (player: BuilderPlayer, spendLimit: number): AddRefusal | null => {
      const result = addToDraft(latest.current, player, spendLimit);
      if ("refused" in result) return result.refused;
      change(result.draft, true);
      return null;
    },
    [change],
  );
  return { draft, latest, change, add };
}

export const draftOfSaved = (saved: SavedTeam): Draft<BuilderPlayer> => ({
  formation: parseFormation(saved.formation)!,
  slots: saved.slots,
  captainId: saved.captainId,
  viceCaptainId: saved.viceCaptainId,
});

/** An empty draft in 4-4-2 (or the first formation offered when 4-4-2 is not). */
export function newDraft(formations: readonly BuilderFormation[]): Draft<BuilderPlayer> {
  const chosen = formations.find((f) => f.name === DEFAULT_FORMATION) ?? formations[0];
  return emptyDraft(chosen ? chosen.formation : parseFormation(DEFAULT_FORMATION)!);
}

export function sameDraft(a: Draft<BuilderPlayer>, b: Draft<BuilderPlayer>): boolean {
  return (
    a.formation.defenders === b.formation.defenders &&
    a.formation.midfielders === b.formation.midfielders &&
    a.formation.forwards === b.formation.forwards &&
    a.captainId === b.captainId &&
    a.viceCaptainId === b.viceCaptainId &&
    a.slots.length === b.slots.length &&
    a.slots.every((p, i) => (p?.id ?? null) === (b.slots[i]?.id ?? null))
  );
}

/**
 * Why a player cannot be added to a draft, as lib/game/builder's addToDraft decides it (already chosen, then no free
 * slot of his position, then over `spendLimit`), worked out once for the draft: each answer is then a lookup, not a
 * walk over the draft (the players list asks for every row it shows).
 */
export function refusalsOf(
  draft: Draft<{ id: number; position: Position; price: number }>,
  spendLimit: number,
): (player: { id: number; position: Position; price: number }) => AddRefusal | null {
  const chosen = new Set<number>();
  const free = new Set<Position>();
  let cost = 0;
  for (const player of draft.slots)
    if (player) {
      chosen.add(player.id);
      cost += player.price;
    }
  slotPositions(draft.formation).forEach((position, i) => draft.slots[i] === null && free.add(position));
  return (player) =>
    chosen.has(player.id)
      ? "alreadyChosen"
      : !free.has(player.position)
        ? "positionFull"
        : cost + player.price > spendLimit
          ? "overBudget"
          : null;
}
