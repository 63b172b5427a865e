// fsa_resolve_round (SQL, used to close rounds for every team at once) must agree with
// lib/game/round.ts resolveRound (the rule) on every case.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { parseFormation, slotPositions } from "@/lib/game/formation";
import { Rng } from "@/lib/game/rng";
import { type RoundPlayer, resolveRound } from "@/lib/game/round";

const FORMATIONS = ["3-4-3", "3-5-2", "4-3-3", "4-4-2", "4-5-1", "5-3-2", "5-4-1"];
const POS_CODE = { GKP: 1, DEF: 2, MID: 3, FWD: 4 } as const;

function randomCase(rng: Rng, base: number) {
  const positions = slotPositions(parseFormation(rng.pick(FORMATIONS))!);
  const slots: RoundPlayer[] = positions.map((position, i) => {
    const played = rng.chance(0.7);
    return { id: base + i + 1, position, minutes: played ? rng.int(1, 90) : 0, carded: !played && rng.chance(0.05), points: played ? rng.int(-3, 15) : rng.chance(0.05) ? -1 : 0 };
  });
  const [captain, vice] = rng.shuffle(slots.slice(0, 11));
  return { slots, captainId: captain!.id, viceCaptainId: vice!.id, penaltyPoints: rng.pick([0, 0, 0, 4, 8]) };
}

describe("fsa_resolve_round", () => {
  it("agrees with resolveRound on 400 random rounds", async () => {
    const rng = new Rng(99);
    const cases = Array.from({ length: 400 }, (_, k) => randomCase(rng, k * 15));
    const players = cases.flatMap((c) => c.slots);
    const maxId = Math.max(...players.map((p) => p.id));
    const table = <T,>(value: (p: RoundPlayer) => T, empty: T) => {
      const out: T[] = Array(maxId).fill(empty);
      for (const p of players) out[p.id - 1] = value(p);
      return out;
    };
    const db = await getDb();
    const rows = await db.$queryRawUnsafe<{ k: number; final_ids: number[]; multiplied_id: number | null; total: number }[]>(
      `SELECT c.k, r.final_ids, r.multiplied_id, r.total
       FROM jsonb_to_recordset($1::jsonb) AS c(k int, ids int[], captain int, vice int, penalty int)
       CROSS JOIN LATERAL fsa_resolve_round(c.ids, c.captain, c.vice, c.penalty, $2::smallint[], $3::int[], $4::boolean[], $5::int[]) r
       ORDER BY c.k`,
      JSON.stringify(cases.map((c, k) => ({ k, ids: c.slots.map((p) => p.id), captain: c.captainId, vice: c.viceCaptainId, penalty: c.penaltyPoints }))),
      table((p) => POS_CODE[p.position], 0),
      table((p) => p.minutes, 0),
      table((p) => p.carded, false),
      table((p) => p.points, 0),
    );
    expect(rows).toHaveLength(cases.length);
    let substituted = 0;
    for (const [k, c] of cases.entries()) {
      const expected = resolveRound(c);
      substituted += expected.substitutions.length;
      expect({ k, finalIds: rows[k]!.final_ids, multipliedId: rows[k]!.multiplied_id, points: rows[k]!.total }).toEqual({ k, finalIds: expected.finalIds, multipliedId: expected.multipliedId, points: expected.points });
    }
    expect(substituted).toBeGreaterThan(100);
  });
});
