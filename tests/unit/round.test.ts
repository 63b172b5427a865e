import { describe, expect, it } from "vitest";
import { resolveRound, type RoundPlayer } from "@/lib/game/round";
import { slotPositions, parseFormation } from "@/lib/game/formation";

/** A 4-4-2 fifteen where everyone played 90 minutes for 2 points; ids are 1–15 by slot. */
function team(overrides: Record<number, Partial<RoundPlayer>> = {}): RoundPlayer[] {
  return slotPositions(parseFormation("4-4-2")!).map((position, slot) => ({ id: slot + 1, position, minutes: 90, carded: false, points: 2, ...overrides[slot + 1] }));
}
const dnp = { minutes: 0, points: 0 };

describe("a team's round (DESIGN.md section 4)", () => {
  it("sums the eleven starters and doubles the captain", () => {
    const result = resolveRound({ slots: team({ 10: { points: 9 } }), captainId: 10, viceCaptainId: 9 });
    expect(result).toMatchObject({ substitutions: [], multipliedId: 10, points: 10 * 2 + 9 * 2 });
  });

  it("subtracts penalty points", () => {
    expect(resolveRound({ slots: team(), captainId: 2, viceCaptainId: 3, penaltyPoints: 8 }).points).toBe(22 + 2 - 8);
  });

  it("doubles the vice-captain when the captain did not play; nobody when neither did", () => {
    const slots = team({ 10: dnp, 9: { points: 5 } });
    expect(resolveRound({ slots, captainId: 10, viceCaptainId: 9 }).multipliedId).toBe(9);
    expect(resolveRound({ slots: team({ 10: dnp, 9: dnp }), captainId: 10, viceCaptainId: 9 }).multipliedId).toBeNull();
  });

  it("replaces a goalkeeper only with the bench goalkeeper", () => {
    const result = resolveRound({ slots: team({ 1: dnp, 12: { points: 6 } }), captainId: 2, viceCaptainId: 3 });
    expect(result.substitutions).toEqual([{ outId: 1, inId: 12 }]);
    expect(result.finalIds[0]).toBe(12);
    const noKeeper = resolveRound({ slots: team({ 1: dnp, 12: dnp }), captainId: 2, viceCaptainId: 3 });
    expect(noKeeper.substitutions).toEqual([]);
  });

  it("takes the first bench player in priority order who played", () => {
    // Bench: 12 GKP, 13 DEF, 14 MID, 15 FWD. A midfielder (6) did not play; 13 is the first outfield.
    const result = resolveRound({ slots: team({ 6: dnp }), captainId: 2, viceCaptainId: 3 });
    expect(result.substitutions).toEqual([{ outId: 6, inId: 13 }]);
    const skipUnused = resolveRound({ slots: team({ 6: dnp, 13: dnp }), captainId: 2, viceCaptainId: 3 });
    expect(skipUnused.substitutions).toEqual([{ outId: 6, inId: 14 }]);
  });

  it("keeps formation minimums: at least 3 DEF, 2 MID and 1 FWD", () => {
    // 3-5-2 would become 2-5-3 if a DEF were replaced by the bench forward: skip to the bench DEF.
    const threeFiveTwo = slotPositions(parseFormation("3-5-2")!).map((position, slot) => ({ id: slot + 1, position, minutes: 90, carded: false, points: 2 }));
    // Bench of 3-5-2: 12 GKP, 13 DEF, 14 DEF, 15 FWD. Make 13 and 14 not play: defender 2 stays.
    const slots = threeFiveTwo.map((p) => (p.id === 2 || p.id === 13 || p.id === 14 ? { ...p, minutes: 0, points: 0 } : p));
    const result = resolveRound({ slots, captainId: 5, viceCaptainId: 6 });
    expect(result.substitutions).toEqual([]);
    expect(result.finalIds).toContain(2);
    // A forward who did not play in 5-4-1 can only be replaced by a forward.
    const fiveFourOne = slotPositions(parseFormation("5-4-1")!).map((position, slot) => ({ id: slot + 1, position, minutes: slot + 1 === 11 ? 0 : 90, carded: false, points: 2 }));
    // Bench of 5-4-1: 12 GKP, 13 MID, 14 FWD, 15 FWD.
    expect(resolveRound({ slots: fiveFourOne, captainId: 2, viceCaptainId: 3 }).substitutions).toEqual([{ outId: 11, inId: 14 }]);
  });

  it("does not replace a starter who was carded without minutes", () => {
    const result = resolveRound({ slots: team({ 7: { minutes: 0, carded: true, points: -1 } }), captainId: 2, viceCaptainId: 3 });
    expect(result.substitutions).toEqual([]);
    expect(result.points).toBe(10 * 2 - 1 + 2);
  });

  it("uses each bench player once, across several substitutions", () => {
    const result = resolveRound({ slots: team({ 2: dnp, 3: dnp }), captainId: 6, viceCaptainId: 7 });
    expect(result.substitutions).toEqual([{ outId: 2, inId: 13 }, { outId: 3, inId: 14 }]);
    expect(new Set(result.finalIds).size).toBe(11);
  });
});
