// The players list's refusals (components/builder/draft.ts refusalsOf, worked out once per draft) give the answer
// lib/game/builder's addToDraft gives for each player: the same reason, in the same order, or none.
import { describe, expect, it } from "vitest";
import { refusalsOf } from "@/components/builder/draft";
import { addToDraft, emptyDraft, type Draft } from "@/lib/game/builder";
import { parseFormation } from "@/lib/game/formation";
import { POSITIONS, type Position } from "@/lib/game/types";

type P = { id: number; position: Position; price: number };

/** A small deterministic generator (the same drafts on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("refusalsOf", () => {
  it("answers as addToDraft for drafts filled at random, in every formation, under several limits", () => {
    const next = random(7);
    const pool: P[] = Array.from({ length: 80 }, (_, i) => ({
      id: i + 1,
      position: POSITIONS[Math.floor(next() * POSITIONS.length)]!,
      price: 40 + Math.floor(next() * 90),
    }));
    let compared = 0;
    for (const name of ["4-4-2", "3-5-2", "4-3-3", "5-4-1"]) {
      const formation = parseFormation(name)!;
      for (let round = 0; round < 25; round++) {
        let draft: Draft<P> = emptyDraft(formation);
        const limit = 600 + Math.floor(next() * 800);
        // Fill a random part of it (what addToDraft accepts), then ask about every player of the pool.
        for (const p of pool)
          if (next() < 0.3) {
            const added = addToDraft(draft, p, limit);
            if ("draft" in added) draft = added.draft;
          }
        const refusal = refusalsOf(draft, limit);
        for (const p of pool) {
          const result = addToDraft(draft, p, limit);
          expect(refusal(p)).toBe("refused" in result ? result.refused : null);
          compared++;
        }
      }
    }
    expect(compared).toBe(4 * 25 * 80);
  });
});
