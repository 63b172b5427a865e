import { describe, expect, it } from "vitest";
import {
  bankAfter,
  type UnlimitedReason,
  nextFreeTransfers,
  pairTransfers,
  squadDiff,
  transferPenalty,
  unlimitedReason,
} from "@/lib/game/transfers";
import { DEFAULT_SETTINGS as settings } from "@/lib/game/types";
import { player } from "./game-fixtures";

describe("transfers (docs/product.md section 4, docs/design.md section 4)", () => {
  it("counts a new player as in and a removed one as out", () => {
    expect(squadDiff([1, 2, 3], [1, 3, 4])).toEqual({ in: [4], out: [2] });
  });

  it("cancels a just-added player and restores a just-removed one", () => {
    const saved = [1, 2, 3];
    const added = [1, 2, 3, 9].filter((id) => id !== 3); // 3 out, 9 in
    expect(squadDiff(saved, added)).toEqual({ in: [9], out: [3] });
    expect(squadDiff(saved, [1, 2, 3])).toEqual({ in: [], out: [] }); // 9 removed, 3 picked again
  });

  it("pairs players out and in by position", () => {
    const [d1, m1, d2, m2] = [player("DEF"), player("MID"), player("DEF"), player("MID")];
    expect(pairTransfers([d1!, m1!], [m2!, d2!])).toEqual([
      { outId: d1!.id, inId: d2!.id },
      { outId: m1!.id, inId: m2!.id },
    ]);
    expect(pairTransfers([d1!], [m2!])).toBeNull();
    expect(pairTransfers([d1!, m1!], [d2!])).toBeNull();
  });

  it("gives unlimited transfers before the first deadline and under a Wildcard", () => {
    expect(unlimitedReason({ firstDeadlinePassed: false, chip: null })).toBe("first_round");
    expect(unlimitedReason({ firstDeadlinePassed: true, chip: "wildcard" })).toBe("wildcard");
    expect(unlimitedReason({ firstDeadlinePassed: true, chip: "free_hit" })).toBe("free_hit");
    expect(unlimitedReason({ firstDeadlinePassed: true, chip: "bench_boost" })).toBeNull();
    expect(unlimitedReason({ firstDeadlinePassed: true, chip: null })).toBeNull();
  });

  it("charges 4 points per transfer beyond the free ones, nothing when unlimited", () => {
    expect(transferPenalty({ used: 0, count: 1, freeTransfers: 1, unlimited: false, settings })).toEqual({
      free: 1,
      paid: 0,
      penalty: 0,
    });
    expect(transferPenalty({ used: 0, count: 3, freeTransfers: 1, unlimited: false, settings })).toEqual({
      free: 1,
      paid: 2,
      penalty: 8,
    });
    expect(transferPenalty({ used: 1, count: 1, freeTransfers: 1, unlimited: false, settings })).toEqual({
      free: 0,
      paid: 1,
      penalty: 4,
    });
    expect(transferPenalty({ used: 5, count: 4, freeTransfers: 1, unlimited: true, settings })).toEqual({
      free: 4,
      paid: 0,
      penalty: 0,
    });
    expect(
      transferPenalty({
        used: 0,
        count: 2,
        freeTransfers: 1,
        unlimited: false,
        settings: { extraTransferPenaltyPoints: 2 },
      }).penalty,
    ).toBe(2);
  });

  it("renews free transfers each round, banking unused ones up to the cap, and keeps them through a Wildcard", () => {
    const one = { ...settings, maxSavedFreeTransfers: 1 };
    expect(nextFreeTransfers({ freeTransfers: 1, used: 0, unlimited: null, settings: one })).toBe(1);
    const next = (freeTransfers: number, used: number, unlimited: UnlimitedReason | null = null) =>
      nextFreeTransfers({ freeTransfers, used, unlimited, settings });
    // Five at most (the default), one more each round not spent.
    expect(settings.maxSavedFreeTransfers).toBe(5);
    expect([next(1, 0), next(2, 0), next(4, 0), next(5, 0)]).toEqual([2, 3, 5, 5]);
    expect([next(3, 1), next(3, 3), next(2, 4)]).toEqual([3, 1, 1]);
    // A Wildcard spends none of the banked ones, whatever was moved under it; a first round leaves none.
    expect([next(3, 9, "wildcard"), next(5, 2, "wildcard")]).toEqual([4, 5]);
    expect(next(1, 0, "first_round")).toBe(1);
    // After a Free Hit, `used` counts the transfers made before it only (those under it were undone at the lock).
    expect([next(3, 1, "free_hit"), next(2, 0, "free_hit")]).toEqual([3, 3]);
  });

  it("sells at current prices and never lets the bank go negative", () => {
    expect(bankAfter(5, [{ price: 60 }], [{ price: 65 }])).toBe(0);
    expect(bankAfter(5, [{ price: 60 }], [{ price: 66 }])).toBeNull();
    expect(bankAfter(0, [{ price: 80 }, { price: 40 }], [{ price: 45 }, { price: 70 }])).toBe(5);
  });
});
