import { describe, expect, it } from "vitest";
import { DEFAULT_POINT_ACTIONS as rules, scoreGame } from "@/lib/game/scoring";

const score = (position: "GKP" | "DEF" | "MID" | "FWD", minutes: number, counts: Record<string, number> = {}) =>
  scoreGame({ position, minutes, counts, rules });

describe("scoring (docs/design.md section 4)", () => {
  it("gives 1 point for 1–59 minutes and 2 for 60 or more; nothing without minutes", () => {
    expect(score("MID", 59).total).toBe(1);
    expect(score("MID", 60).total).toBe(2);
    expect(score("MID", 0, { GS_OP: 1 }).total).toBe(0);
  });

  it("scores open-play goals by position", () => {
    expect(score("GKP", 90, { GS_OP: 1 }).total).toBe(2 + 8);
    expect(score("DEF", 90, { GS_OP: 1 }).total).toBe(2 + 6);
    expect(score("MID", 90, { GS_OP: 2 }).total).toBe(2 + 10);
    expect(score("FWD", 90, { GS_OP: 1 }).total).toBe(2 + 4);
  });

  it("counts 'every N' actions in whole units", () => {
    expect(score("FWD", 90, { SoT: 3 }).total).toBe(2 + 1);
    expect(score("DEF", 90, { TBI: 5 }).total).toBe(2 + 1);
    expect(score("DEF", 90, { TBI: 6 }).total).toBe(2 + 2);
    expect(score("GKP", 90, { SA_OP: 5 }).total).toBe(2 + 2);
  });

  it("ignores actions that do not apply to the position", () => {
    expect(score("FWD", 90, { CS_HT: 2, TBI: 6, SA_OP: 4, SA_PK: 1, GC: 3 }).total).toBe(2);
    expect(score("MID", 90, { SA_OP: 4, SA_PK: 1, GC: 3 }).total).toBe(2);
    expect(score("MID", 90, { CS_HT: 2 }).total).toBe(4);
    expect(score("DEF", 90, { SA_OP: 4, GC: 2 }).total).toBe(0);
  });

  it("subtracts goals conceded, own goals, missed penalties and cards", () => {
    expect(score("GKP", 90, { GC: 3, SA_PK: 1 }).total).toBe(2 - 3 + 5);
    expect(score("MID", 70, { OG: 1, PM: 1, YC: 1 }).total).toBe(2 - 2 - 2 - 1);
    expect(score("FWD", 30, { RC: 1 }).total).toBe(1 - 3);
  });

  it("lists each scored action with its count and points", () => {
    expect(score("FWD", 90, { GS_PK: 1, AS: 1 }).actions).toEqual([
      { code: "MP_60", count: 1, points: 2 },
      { code: "GS_PK", count: 1, points: 3 },
      { code: "AS", count: 1, points: 3 },
    ]);
  });
});
