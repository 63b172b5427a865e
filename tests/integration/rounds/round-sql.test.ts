// fsa_resolve_team with fsa_pick (SQL, used to close rounds for every team at once) must agree with
// lib/game/round.ts resolveRound (the rule) on every case: the named auto-substitution, captaincy and
// chip cases, and hundreds of random rounds (some under a Bench Boost or a Triple Captain).
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { ChipKind } from "@/lib/game/chips";
import { parseFormation, slotPositions } from "@/lib/game/formation";
import { Rng } from "@/lib/game/rng";
import { type RoundPlayer, resolveRound } from "@/lib/game/round";
import { AUTO_SUB_CASES } from "../../support/auto-sub-cases";

const FORMATIONS = ["3-4-3", "3-5-2", "4-3-3", "4-4-2", "4-5-1", "5-3-2", "5-4-1"];
const POS_CODE = { GKP: 1, DEF: 2, MID: 3, FWD: 4 } as const;

interface Case {
  slots: RoundPlayer[];
  captainId: number;
  viceCaptainId: number;
  penaltyPoints?: number;
  chip?: ChipKind | null;
}

/** The chips of the random rounds: none most of the time; a Wildcard or a Free Hit changes nothing in the scoring. */
const RANDOM_CHIPS: (ChipKind | null)[] = [
  ...Array<null>(6).fill(null),
  "bench_boost",
  "bench_boost",
  "triple_captain",
  "triple_captain",
  "wildcard",
  "free_hit",
];

function randomCase(rng: Rng): Case {
  const positions = slotPositions(parseFormation(rng.pick(FORMATIONS))!);
  const slots: RoundPlayer[] = positions.map((position, i) => {
    const played = rng.chance(0.7);
    return {
      id: i + 1,
      position,
      minutes: played ? rng.int(1, 90) : 0,
      carded: !played && rng.chance(0.05),
      points: played ? rng.int(-3, 15) : rng.chance(0.05) ? -1 : 0,
    };
  });
  const [captain, vice] = rng.shuffle(slots.slice(0, 11));
  return {
    slots,
    captainId: captain!.id,
    viceCaptainId: vice!.id,
    penaltyPoints: rng.pick([0, 0, 0, 4, 8]),
    chip: rng.pick(RANDOM_CHIPS),
  };
}

/**
 * Every case through fsa_resolve_team in one query, as a close runs it: the players' positions,
 * minutes, cards and points in lookup arrays indexed by player id (each case's ids shifted by 15 ×
 * its index so they do not collide), results mapped back to the case's own ids.
 */
async function resolveInSql(cases: readonly Case[]) {
  const shift = (k: number, id: number) => k * 15 + id;
  const players = cases.flatMap((c, k) => c.slots.map((p) => ({ ...p, id: shift(k, p.id) })));
  const table = <T>(value: (p: RoundPlayer) => T, empty: T) => {
    const out: T[] = Array(players.length).fill(empty);
    for (const p of players) out[p.id - 1] = value(p);
    return out;
  };
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<
    { k: number; final_ids: number[]; multiplied_id: number | null; total: number }[]
  >(
    `SELECT c.k, r.final_ids, r.multiplied_id, r.total
     FROM jsonb_to_recordset($1::jsonb) AS c(k int, ids int[], captain int, vice int, penalty int, chip "Chip")
     CROSS JOIN LATERAL fsa_resolve_team(c.ids, c.captain, c.vice, c.penalty, fsa_pick($2::smallint[], c.ids), fsa_pick($3::int[], c.ids), fsa_pick($4::boolean[], c.ids), fsa_pick($5::int[], c.ids), c.chip) r
     ORDER BY c.k`,
    JSON.stringify(
      cases.map((c, k) => ({
        k,
        ids: c.slots.map((p) => shift(k, p.id)),
        captain: shift(k, c.captainId),
        vice: shift(k, c.viceCaptainId),
        penalty: c.penaltyPoints ?? 0,
        chip: c.chip ?? null,
      })),
    ),
    table((p) => POS_CODE[p.position], 0),
    table((p) => p.minutes, 0),
    table((p) => p.carded, false),
    table((p) => p.points, 0),
  );
  expect(rows).toHaveLength(cases.length);
  return rows.map((r) => ({
    finalIds: r.final_ids.map((id) => id - r.k * 15),
    multipliedId: r.multiplied_id === null ? null : r.multiplied_id - r.k * 15,
    points: r.total,
  }));
}

describe("fsa_resolve_team", () => {
  it("gives the expected outcome of every named auto-substitution, captaincy and chip case", async () => {
    const results = await resolveInSql(AUTO_SUB_CASES);
    for (const [k, c] of AUTO_SUB_CASES.entries()) {
      const { substitutions, ...expected } = c.expected;
      expect({ name: c.name, ...results[k] }).toMatchObject({ name: c.name, ...expected });
      // The substitutions show in the final eleven (none under a Bench Boost): who came on, where the starter stood.
      const replaced = c.slots
        .slice(0, 11)
        .map((p) => p.id)
        .filter((id, i) => results[k]!.finalIds[i] !== id);
      expect(replaced).toEqual(substitutions.map((s) => s.outId));
    }
  });

  it("agrees with resolveRound on 400 random rounds", async () => {
    const rng = new Rng(99);
    const cases = Array.from({ length: 400 }, () => randomCase(rng));
    const results = await resolveInSql(cases);
    let substituted = 0;
    const chips = new Map<ChipKind | null, number>();
    for (const [k, c] of cases.entries()) {
      const expected = resolveRound(c);
      substituted += expected.substitutions.length;
      chips.set(c.chip ?? null, (chips.get(c.chip ?? null) ?? 0) + 1);
      expect({ k, ...results[k] }).toEqual({
        k,
        finalIds: expected.finalIds,
        multipliedId: expected.multipliedId,
        points: expected.points,
      });
    }
    expect(substituted).toBeGreaterThan(100);
    // Enough of each chip that changes the scoring for the rule and the SQL to meet on it.
    expect(chips.get("bench_boost")).toBeGreaterThan(40);
    expect(chips.get("triple_captain")).toBeGreaterThan(40);
  });
});
