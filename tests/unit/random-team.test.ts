import { describe, expect, it } from "vitest";
import { Rng } from "@/lib/game/rng";
import { randomSquad } from "@/lib/game/random-team";
import { validateSquad } from "@/lib/game/squad";
import { DEFAULT_SETTINGS as settings, type Position, type RulePlayer } from "@/lib/game/types";

/** 20 clubs × (3 GKP, 8 DEF, 8 MID, 6 FWD) with prices from 4.0 to 13.5. */
const pool: RulePlayer[] = [];
for (let club = 1; club <= 20; club++) {
  for (const [position, n] of [
    ["GKP", 3],
    ["DEF", 8],
    ["MID", 8],
    ["FWD", 6],
  ] as [Position, number][]) {
    for (let k = 0; k < n; k++)
      pool.push({ id: pool.length + 1, position, clubId: club, price: 40 + ((club * 7 + k * 13) % 96) });
  }
}

describe("random team (docs/product.md section 4)", () => {
  it("builds valid squads within the budget and the club limit, many times over", () => {
    const rng = new Rng(7);
    for (let i = 0; i < 200; i++) {
      const result = randomSquad({ pool, keep: [], settings, rng });
      if (!("players" in result)) throw new Error(result.error);
      expect(
        validateSquad({
          players: result.players,
          settings,
          mode: "transfers",
          bank: settings.budgetLimit - result.players.reduce((s, p) => s + p.price, 0),
        }),
      ).toEqual([]);
      expect(result.players.reduce((s, p) => s + p.price, 0)).toBeLessThanOrEqual(settings.budgetLimit);
    }
  });

  it("keeps up to 14 chosen players", () => {
    const keep = [pool[0]!, pool[3]!, pool[30]!];
    const result = randomSquad({ pool, keep, settings, rng: new Rng(1) });
    expect("players" in result && result.players.slice(0, 3)).toEqual(keep);
  });

  it("refuses 15 kept players, kept players that break the rules, and an impossible budget", () => {
    expect(randomSquad({ pool, keep: pool.slice(0, 15), settings, rng: new Rng(1) })).toEqual({ error: "tooManyKept" });
    const sameClubKeepers = pool.filter((p) => p.clubId === 1).slice(0, 4);
    expect(randomSquad({ pool, keep: sameClubKeepers, settings, rng: new Rng(1) })).toEqual({
      error: "keptBreaksRules",
    });
    expect(
      randomSquad({ pool, keep: [], settings: { ...settings, budgetLimit: 500 }, rng: new Rng(1), attempts: 3 }),
    ).toEqual({ error: "noValidTeam" });
  });

  it("is deterministic for a seed", () => {
    const a = randomSquad({ pool, keep: [], settings, rng: new Rng(42) });
    const b = randomSquad({ pool, keep: [], settings, rng: new Rng(42) });
    expect(a).toEqual(b);
  });
});
