import { describe, expect, it } from "vitest";
import { CHIPS, type ChipContext, activeChip, cancelRefusal, chipRefusal, chipStates, halfOf } from "@/lib/game/chips";

const context = (over: Partial<ChipContext & { firstRound: boolean }> = {}): ChipContext & { firstRound: boolean } => ({
  offered: CHIPS,
  firstHalfLastRound: 19,
  played: [],
  roundNumber: 5,
  firstRound: false,
  ...over,
});
const statusOf = (c: ChipContext, chip: string, half: 1 | 2) =>
  chipStates(c).find((s) => s.chip === chip && s.half === half)?.status;

describe('chips (docs/design.md section 4 "Chips")', () => {
  it("splits the season after the first half's last round", () => {
    expect([halfOf(1, 19), halfOf(19, 19), halfOf(20, 19), halfOf(38, 19)]).toEqual([1, 1, 2, 2]);
  });

  it("offers each chip once in each half: the first set now, the second upcoming", () => {
    const states = chipStates(context());
    expect(states).toHaveLength(8);
    expect(states.filter((s) => s.half === 1).every((s) => s.status === "available")).toBe(true);
    expect(states.filter((s) => s.half === 2).every((s) => s.status === "upcoming")).toBe(true);
  });

  it("shows a chip played for the next round as active, an earlier one as played", () => {
    const c = context({
      played: [
        { chip: "bench_boost", half: 1, roundNumber: 5 },
        { chip: "wildcard", half: 1, roundNumber: 2 },
      ],
    });
    expect(statusOf(c, "bench_boost", 1)).toBe("active");
    expect(statusOf(c, "wildcard", 1)).toBe("played");
    expect(activeChip(chipStates(c))).toBe("bench_boost");
  });

  it("expires a first-half chip not played by the first half's last deadline", () => {
    const c = context({ roundNumber: 20, played: [{ chip: "free_hit", half: 1, roundNumber: 7 }] });
    expect(statusOf(c, "triple_captain", 1)).toBe("expired");
    expect(statusOf(c, "free_hit", 1)).toBe("played");
    expect(statusOf(c, "triple_captain", 2)).toBe("available");
    expect(chipRefusal("triple_captain", { ...c, firstRound: false })).toBeNull();
    expect(statusOf(context({ roundNumber: null, seasonOver: true }), "bench_boost", 2)).toBe("expired");
  });

  it("refuses a chip played in this half, a second chip for a round, and one the season does not offer", () => {
    const played = context({ played: [{ chip: "triple_captain", half: 1, roundNumber: 3 }] });
    expect(chipRefusal("triple_captain", played)).toEqual({ key: "chipPlayed", half: 1 });
    const wildcard = context({ played: [{ chip: "wildcard", half: 1, roundNumber: 3 }] });
    expect(chipRefusal("wildcard", wildcard)).toEqual({ key: "wildcardUsed", half: 1 });
    const active = context({ played: [{ chip: "bench_boost", half: 1, roundNumber: 5 }] });
    expect(chipRefusal("triple_captain", active)).toEqual({ key: "oneChipPerRound" });
    expect(chipRefusal("free_hit", active)).toEqual({ key: "oneChipPerRound" });
    expect(chipRefusal("free_hit", context({ offered: ["wildcard"] }))).toEqual({ key: "chipNotOffered" });
    expect(chipRefusal("bench_boost", context({ roundNumber: null }))).toEqual({ key: "noRoundForChip" });
  });

  it("refuses a Wildcard or a Free Hit in a team's first round, but not a Bench Boost or a Triple Captain", () => {
    const first = context({ firstRound: true });
    expect(chipRefusal("wildcard", first)).toEqual({ key: "alreadyUnlimited" });
    expect(chipRefusal("free_hit", first)).toEqual({ key: "alreadyUnlimited" });
    expect(chipRefusal("bench_boost", first)).toBeNull();
    expect(chipRefusal("triple_captain", first)).toBeNull();
  });

  it("cancels only the Bench Boost or Triple Captain played for the next round", () => {
    const states = (chip: (typeof CHIPS)[number]) =>
      chipStates(context({ played: [{ chip, half: 1, roundNumber: 5 }] }));
    expect(cancelRefusal("bench_boost", states("bench_boost"))).toBeNull();
    expect(cancelRefusal("triple_captain", states("triple_captain"))).toBeNull();
    expect(cancelRefusal("wildcard", states("wildcard"))).toBe("chipFinal");
    expect(cancelRefusal("free_hit", states("free_hit"))).toBe("chipFinal");
    expect(cancelRefusal("bench_boost", states("triple_captain"))).toBe("chipNotActive");
    const earlier = chipStates(context({ played: [{ chip: "bench_boost", half: 1, roundNumber: 4 }] }));
    expect(cancelRefusal("bench_boost", earlier)).toBe("chipNotActive");
  });
});
