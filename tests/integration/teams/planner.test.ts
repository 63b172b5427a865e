// The planner on the demo season (lib/server/planner): a plan two rounds ahead (two transfers with one free, so a hit;
// a captain change; a chip the round after) saved and read back as played by lib/game's rules; refused as a whole when
// a price has moved since, with nothing applied; then its first round applied through the chips', transfers' and team
// pages' use cases, the team changed exactly as planned and the plan's later round left as it was.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { PlannedRound } from "@/lib/game/planner";
import { AppError } from "@/lib/server/errors";
import { planContext } from "@/lib/server/planner/plan-context";
import { applyPlan } from "@/lib/server/planner/apply-plan";
import { getPlan } from "@/lib/server/planner/get-plan";
import { savePlan } from "@/lib/server/planner/save-plan";
import { getTransferState } from "@/lib/server/transfers/get-transfer-state";
import { getTeam } from "@/lib/server/teams/get-team";
import { seed } from "@/prisma/seed";

let userId: number;
let plan: PlannedRound[];
let outs: number[];
let ins: number[];
let captain: number;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
  const team = await db.userTeam.findFirstOrThrow({
    where: { seasonId: season.id, transfersUsed: 0, chips: { none: {} } },
    orderBy: { id: "asc" },
  });
  // A manager with one free transfer for the next round (the demo's have banked more).
  await db.userTeam.update({ where: { id: team.id }, data: { freeTransfers: 1 } });
  userId = team.userId;
  const context = await planContext({ userId });
  const start = context.start!;
  const [first, second] = context.rounds;
  // A defender and a midfielder out (slots 1 and the first midfielder's), each for the cheapest of his position
  // from a club the squad does not hold.
  const card = (id: number) => context.players.get(id)!;
  const clubs = new Set(start.slots.map((id) => card(id).club?.id));
  const midfielder = start.slots.findIndex((id, slot) => slot < 11 && card(id).position === "MID");
  outs = [start.slots[1]!, start.slots[midfielder]!];
  ins = outs.map((out) => {
    const candidates = [...context.players.values()]
      .filter((p) => p.position === card(out).position && p.club && !clubs.has(p.club.id) && p.status === "fit")
      .sort((a, b) => a.currentPrice - b.currentPrice);
    clubs.add(candidates[0]!.club!.id);
    return candidates[0]!.id;
  });
  captain = start.slots.find(
    (id, slot) => slot < 11 && id !== start.captainId && id !== start.viceCaptainId && !outs.includes(id),
  )!;
  plan = [
    { roundNumber: first!.number, transfers: outs.map((outId, i) => ({ outId, inId: ins[i]! })), captainId: captain },
    { roundNumber: second!.number, transfers: [], chip: "bench_boost" },
  ];
}, 300_000);

describe("the planner", () => {
  it("saves a plan and reads it back played by the rules: a hit in round one, the chip in round two", async () => {
    const saved = await savePlan({ userId, name: "Two ahead", rounds: plan });
    const read = await getPlan({ userId, planId: saved.id });
    expect(read.rounds).toEqual(plan);
    const [one, two] = read.result!.rounds;
    expect(one).toMatchObject({ transfers: 2, paid: 1, penalty: 4, captainId: captain, problems: [] });
    expect(ins.every((id) => one!.slots.includes(id))).toBe(true);
    expect(two).toMatchObject({ chip: "bench_boost", problems: [], freeTransfers: 1 });
    expect(read.result!.expectedPoints).toBeCloseTo(one!.expectedPoints + two!.expectedPoints, 6);
  });

  it("refuses to apply a plan a price change has broken, and changes nothing", async () => {
    const db = await getDb();
    const [saved] = await db.plan.findMany({ where: { name: "Two ahead" } });
    const player = await db.player.findUniqueOrThrow({ where: { id: ins[0]! } });
    const before = await getTeam({ userId });
    await db.player.update({ where: { id: player.id }, data: { currentPrice: 2_000 } });
    try {
      const error = await applyPlan({ userId, planId: saved!.id }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).messages[0]!.key).toBe("TeamRules.budgetOverflown");
    } finally {
      await db.player.update({ where: { id: player.id }, data: { currentPrice: player.currentPrice } });
    }
    const after = await getTeam({ userId });
    expect(after.players.map((p) => p.player.id)).toEqual(before.players.map((p) => p.player.id));
    expect(after.version).toBe(before.version);
  });

  it("applies round one through the pages' use cases: the team changed exactly as planned", async () => {
    const db = await getDb();
    const [saved] = await db.plan.findMany({ where: { name: "Two ahead" } });
    const before = await getTransferState({ userId });
    const { team, plan: left } = await applyPlan({ userId, planId: saved!.id });
    const squad = team.players.map((p) => p.player.id);
    expect(ins.every((id) => squad.includes(id))).toBe(true);
    expect(outs.some((id) => squad.includes(id))).toBe(false);
    expect(team.captainId).toBe(captain);
    const after = await getTransferState({ userId });
    expect(after.transfersUsed).toBe(before.transfersUsed + 2);
    expect(after.penaltyPoints).toBe(before.penaltyPoints + 4);
    // Round two stays planned, and plays from the team as it now is.
    expect(left.rounds).toEqual([plan[1]]);
    expect(left.result!.rounds[0]).toMatchObject({ roundNumber: plan[0]!.roundNumber, transfers: 2, problems: [] });
    expect(left.result!.rounds[1]).toMatchObject({ chip: "bench_boost", problems: [] });
  });
});
