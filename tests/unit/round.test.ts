import { describe, expect, it } from "vitest";
import { resolveRound } from "@/lib/game/round";
import { AUTO_SUB_CASES } from "../support/auto-sub-cases";

describe("a team's round (docs/design.md section 4)", () => {
  for (const c of AUTO_SUB_CASES) {
    it(c.name, () => {
      const result = resolveRound({
        slots: c.slots,
        captainId: c.captainId,
        viceCaptainId: c.viceCaptainId,
        penaltyPoints: c.penaltyPoints,
        chip: c.chip,
      });
      expect(result).toMatchObject(c.expected);
      // Eleven score, all fifteen under a Bench Boost.
      expect(new Set(result.finalIds).size).toBe(c.chip === "bench_boost" ? 15 : 11);
      // Substitutes take the place of whom they replace.
      for (const s of result.substitutions)
        expect(result.finalIds[c.slots.findIndex((p) => p.id === s.outId)]).toBe(s.inId);
    });
  }
});
