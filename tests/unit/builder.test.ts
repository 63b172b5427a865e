// The team builder's rules (lib/game/builder.ts, docs/product.md section 4 "Team building" and "Saving").
import { describe, expect, it } from "vitest";
import {
  addToDraft,
  changeDraftFormation,
  draftCost,
  emptyDraft,
  isDraftComplete,
  moveInDraft,
  moveTargets,
  previewDeduction,
  removeFromDraft,
  setRole,
  type Draft,
} from "@/lib/game/builder";
import { parseFormation } from "@/lib/game/formation";
import { transferPenalty } from "@/lib/game/transfers";
import { type Position, SQUAD_LIMITS } from "@/lib/game/types";

type P = { id: number; position: Position; price: number };
const f442 = parseFormation("4-4-2")!;
const f352 = parseFormation("3-5-2")!;
let nextId = 1;
const player = (position: Position, price = 50): P => ({ id: nextId++, position, price });

/** Adds or fails the test. */
function add(draft: Draft<P>, p: P, limit = 1000) {
  const result = addToDraft(draft, p, limit);
  if ("refused" in result) throw new Error(`refused: ${result.refused}`);
  return result;
}

function fullDraft(formation = f442) {
  let draft = emptyDraft<P>(formation);
  for (const position of ["GKP", "DEF", "MID", "FWD"] as const)
    for (let i = 0; i < SQUAD_LIMITS[position]; i++) draft = add(draft, player(position)).draft;
  return draft;
}

describe("adding players", () => {
  it("fills the first free pitch slot of the position, then the bench's", () => {
    let draft = emptyDraft<P>(f442);
    const slots = [];
    for (let i = 0; i < 5; i++) {
      const result = add(draft, player("DEF"));
      draft = result.draft;
      slots.push(result.slot);
    }
    // 4-4-2: defenders on slots 1–4, the fifth on the bench after its goalkeeper (slot 12).
    expect(slots).toEqual([1, 2, 3, 4, 12]);
  });

  it("refuses a player already chosen, a full position and a budget overrun", () => {
    let draft = emptyDraft<P>(f442);
    const keeper = player("GKP");
    draft = add(draft, keeper).draft;
    expect(addToDraft(draft, keeper, 1000)).toEqual({ refused: "alreadyChosen" });
    draft = add(draft, player("GKP")).draft;
    expect(addToDraft(draft, player("GKP"), 1000)).toEqual({ refused: "positionFull" });
    expect(addToDraft(draft, player("FWD", 120), 200)).toEqual({ refused: "overBudget" });
    expect("draft" in addToDraft(draft, player("FWD", 100), 200)).toBe(true);
  });

  it("counts the cost and completeness of the draft", () => {
    const draft = fullDraft();
    expect(isDraftComplete(draft)).toBe(true);
    expect(draftCost(draft)).toBe(15 * 50);
    expect(isDraftComplete(removeFromDraft(draft, 3))).toBe(false);
  });
});

describe("captaincy", () => {
  it("gives each role to one pitch player, and taking one role drops the other", () => {
    let draft = fullDraft();
    const [a, b] = [draft.slots[5]!.id, draft.slots[6]!.id];
    draft = setRole(draft, a, "captain")!;
    draft = setRole(draft, b, "vice")!;
    expect([draft.captainId, draft.viceCaptainId]).toEqual([a, b]);
    draft = setRole(draft, b, "captain")!;
    expect([draft.captainId, draft.viceCaptainId]).toEqual([b, null]);
    expect(setRole(draft, draft.slots[12]!.id, "captain")).toBeNull();
  });

  it("goes with a removed player", () => {
    let draft = fullDraft();
    draft = setRole(draft, draft.slots[9]!.id, "captain")!;
    expect(removeFromDraft(draft, 9).captainId).toBeNull();
  });
});

describe("formation changes", () => {
  it("rearranges pitch and bench, keeps each position's order and clears a captain sent to the bench", () => {
    let draft = fullDraft(f442);
    const fourthDefender = draft.slots[4]!;
    draft = setRole(draft, fourthDefender.id, "captain")!;
    const changed = changeDraftFormation(draft, f352);
    expect(changed.slots.slice(0, 11).map((p) => p!.position)).toEqual([
      "GKP",
      ...Array(3).fill("DEF"),
      ...Array(5).fill("MID"),
      ...Array(2).fill("FWD"),
    ]);
    expect(changed.slots.indexOf(fourthDefender)).toBeGreaterThanOrEqual(11);
    expect(changed.captainId).toBeNull();
    expect(new Set(changed.slots.map((p) => p!.id))).toEqual(new Set(draft.slots.map((p) => p!.id)));
  });

  it("leaves the slots nobody fills empty", () => {
    const draft = add(emptyDraft<P>(f442), player("MID")).draft;
    const changed = changeDraftFormation(draft, f352);
    expect(changed.slots.filter(Boolean)).toHaveLength(1);
    expect(changed.slots[4]?.position).toBe("MID");
  });
});

describe("moves", () => {
  it("swaps within a position, onto an empty slot too, and clears a role moved to the bench", () => {
    let draft = fullDraft();
    const starter = draft.slots[1]!;
    const sub = draft.slots[12]!;
    draft = setRole(draft, starter.id, "vice")!;
    const moved = moveInDraft(draft, 1, 12)!;
    expect([moved.slots[1], moved.slots[12]]).toEqual([sub, starter]);
    expect(moved.viceCaptainId).toBeNull();
    const emptied = removeFromDraft(draft, 2);
    expect(moveInDraft(emptied, 1, 2)!.slots[2]).toBe(starter);
  });

  it("refuses another position and a goalkeeper between pitch and bench", () => {
    const draft = fullDraft();
    expect(moveInDraft(draft, 1, 5)).toBeNull();
    expect(moveInDraft(draft, 0, 11)).toBeNull();
    expect(moveTargets(draft, 0)).toEqual([]);
    expect(moveTargets(draft, 5)).toEqual([6, 7, 8, 13]);
  });
});

describe("transfer deduction preview", () => {
  const settings = { extraTransferPenaltyPoints: 4 };
  it("shows the penalty taken so far without pending transfers, and adds 4 for each pending one past the free", () => {
    expect(
      previewDeduction({ used: 2, pending: 0, freeTransfers: 1, unlimited: false, penaltyPoints: 4, settings }),
    ).toBe(4);
    expect(
      previewDeduction({ used: 0, pending: 1, freeTransfers: 1, unlimited: false, penaltyPoints: 0, settings }),
    ).toBe(0);
    expect(
      previewDeduction({ used: 0, pending: 3, freeTransfers: 1, unlimited: false, penaltyPoints: 0, settings }),
    ).toBe(8);
    expect(
      previewDeduction({ used: 2, pending: 2, freeTransfers: 1, unlimited: false, penaltyPoints: 4, settings }),
    ).toBe(12);
    expect(
      previewDeduction({ used: 0, pending: 6, freeTransfers: 1, unlimited: true, penaltyPoints: 0, settings }),
    ).toBe(0);
  });

  it("is what the server charges: the penalty so far plus transferPenalty's", () => {
    for (let used = 0; used < 4; used++)
      for (let pending = 0; pending < 4; pending++) {
        const before = transferPenalty({ used: 0, count: used, freeTransfers: 1, unlimited: false, settings }).penalty;
        const charged = transferPenalty({ used, count: pending, freeTransfers: 1, unlimited: false, settings }).penalty;
        expect(
          previewDeduction({ used, pending, freeTransfers: 1, unlimited: false, penaltyPoints: before, settings }),
        ).toBe(before + charged);
        // The spec's reading: the excess of used plus pending over the allowed, times the points.
        expect(before + charged).toBe(Math.max(0, used + pending - 1) * 4);
      }
  });
});
