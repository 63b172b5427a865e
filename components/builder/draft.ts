// The saved team as a draft, and whether a draft differs from it (issue 14: Confirm team is enabled only then).
import { type Draft, emptyDraft } from "@/lib/game/builder";
import { DEFAULT_FORMATION, parseFormation } from "@/lib/game/formation";
import type { BuilderFormation, BuilderPlayer, SavedTeam } from "./types";

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
