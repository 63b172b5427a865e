import { describe, expect, it } from "vitest";
import { CHIPS } from "@/lib/game/chips";
import { type PlanStart, type PlannedRound, playPlan } from "@/lib/game/planner";
import { DEFAULT_SETTINGS, type Position, type RulePlayer } from "@/lib/game/types";

// A pool of 30 players of 15 clubs (two each), all at 5.0 but the spares at 4.0; the squad is the first 15 in the
// slot order of a 4-4-2 (goalkeeper, 4 defenders, 4 midfielders, 2 forwards; bench: goalkeeper, DEF, MID, FWD).
const layout: Position[] = ["GKP", "DEF", "DEF", "DEF", "DEF", "MID", "MID", "MID", "MID", "FWD", "FWD"];
const bench: Position[] = ["GKP", "DEF", "MID", "FWD"];
const positions = [...layout, ...bench];
const players: RulePlayer[] = [
  ...positions.map((position, i) => ({ id: i + 1, position, clubId: i + 1, price: 50 })),
  ...positions.map((position, i) => ({ id: i + 101, position, clubId: i + 1, price: 40 })),
];
const byId = new Map(players.map((p) => [p.id, p]));
const pool = { get: (id: number) => byId.get(id) };
const squad = positions.map((_, i) => i + 1);

const start = (over: Partial<PlanStart> = {}): PlanStart => ({
  roundNumber: 5,
  formation: "4-4-2",
  slots: squad,
  captainId: 10,
  viceCaptainId: 11,
  bank: 0,
  freeTransfers: 1,
  transfersUsed: 0,
  unlimited: null,
  chip: null,
  played: [],
  offered: CHIPS,
  firstHalfLastRound: 19,
  firstRound: false,
  ...over,
});
/** Every player expects his id's last digit + 1 points: the captain (10) 1, a spare (101…) 2, 3, … */
const expected = (id: number) => (id % 10) + 1;
const play = (plan: PlannedRound[], over: Partial<PlanStart> = {}) =>
  playPlan({ start: start(over), plan, pool, settings: DEFAULT_SETTINGS, expected });
const round = (roundNumber: number, over: Partial<PlannedRound> = {}): PlannedRound => ({
  roundNumber,
  transfers: [],
  ...over,
});
const starters = squad.slice(0, 11).reduce((sum, id) => sum + expected(id), 0);

describe("the planner (lib/game/planner.ts)", () => {
  it("banks an unused free transfer, then makes two without a hit", () => {
    const r = play([
      round(5),
      round(6, {
        transfers: [
          { outId: 2, inId: 102 },
          { outId: 3, inId: 103 },
        ],
      }),
    ]);
    expect(r.valid).toBe(true);
    expect(r.rounds.map((x) => [x.freeTransfers, x.transfers, x.paid, x.penalty])).toEqual([
      [1, 0, 0, 0],
      [2, 2, 0, 0],
    ]);
    // Each sale at 5.0 and buy at 4.0 leaves a tenth of 10 in the bank.
    expect(r.rounds[1]!.bank).toBe(20);
  });

  it("takes a hit beyond the free transfers, and counts it against the round's expected points", () => {
    const transfers = [
      { outId: 2, inId: 102 },
      { outId: 3, inId: 103 },
    ];
    const r = play([round(5, { transfers })]);
    const gain = expected(102) - expected(2) + expected(103) - expected(3);
    expect(r.rounds[0]).toMatchObject({ paid: 1, penalty: 4 });
    expect(r.rounds[0]!.expectedPoints).toBe(starters + expected(10) + gain - 4);
  });

  it("counts the captain twice, three times under a Triple Captain, and the bench under a Bench Boost", () => {
    const r = play([
      round(5, { captainId: 9, viceCaptainId: 10 }),
      round(6, { chip: "triple_captain" }),
      round(7, { chip: "bench_boost" }),
    ]);
    expect(r.valid).toBe(true);
    expect(r.rounds.map((x) => x.expectedPoints)).toEqual([
      starters + expected(9),
      starters + 2 * expected(9),
      starters + expected(9) + [12, 13, 14, 15].reduce((s, id) => s + expected(id), 0),
    ]);
  });

  it("undoes a Free Hit's squad after its round and spends no free transfer under it", () => {
    const r = play([round(5, { chip: "free_hit", transfers: [{ outId: 2, inId: 102 }] }), round(6)]);
    expect(r.valid).toBe(true);
    expect(r.rounds[0]).toMatchObject({ unlimited: true, penalty: 0 });
    expect(r.rounds[0]!.slots[1]).toBe(102);
    expect(r.rounds[1]!.slots).toEqual(squad);
    expect(r.rounds[1]!.freeTransfers).toBe(2);
  });

  it("gives a transferred captain's armband to the player bought in his place", () => {
    const r = play([round(5, { transfers: [{ outId: 10, inId: 110 }] })]);
    expect(r.rounds[0]!.captainId).toBe(110);
  });

  it("refuses what the rules refuse: a chip played twice in a half, a position swap, a line-up that breaks the formation", () => {
    const r = play(
      [
        round(5, { chip: "bench_boost" }),
        round(6, { transfers: [{ outId: 2, inId: 106 }] }),
        round(7, { lineup: { formation: "4-4-2", slots: [2, 1, ...squad.slice(2)] } }),
      ],
      { played: [{ chip: "bench_boost", half: 1, roundNumber: 3 }] },
    );
    expect(r.valid).toBe(false);
    expect(r.rounds.map((x) => x.problems.map((p) => p.code))).toEqual([
      ["chipPlayed"],
      ["samePosition"],
      ["badLayout"],
    ]);
  });

  it("refuses a Wildcard played for the first round to be swapped, and a squad over the bank", () => {
    const r = play([round(5, { chip: "bench_boost", transfers: [{ outId: 101 - 100, inId: 101 }] })], {
      chip: "wildcard",
      played: [{ chip: "wildcard", half: 1, roundNumber: 5 }],
    });
    expect(r.rounds[0]!.problems).toContainEqual({ code: "chipFinal", chip: "wildcard" });
    expect(r.rounds[0]!.chip).toBe("wildcard");
    const dear = play([round(5, { transfers: [{ outId: 102, inId: 2 }] })], {
      slots: [1, 102, ...squad.slice(2)],
      bank: 0,
    });
    expect(dear.rounds[0]!.problems).toContainEqual({ code: "budgetOverflown" });
  });
});
