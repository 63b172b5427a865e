import { describe, expect, it } from "vitest";
import { MIN_PRICE, nextPrice, popularityBp } from "@/lib/game/prices";
import { placementPercent, rankWithTies } from "@/lib/game/ranking";
import { canStartPrivateLeague, defaultDeadline, isBeforeDeadline, quadOf, quadRounds } from "@/lib/game/calendar";
import { selectDreamTeam } from "@/lib/game/dream-team";
import type { Position } from "@/lib/game/types";

describe("price changes (docs/design.md section 4)", () => {
  it("moves 0.1 per step of net transfers, at most 0.3 a round, never below 4.0", () => {
    const teams = 10_000; // a step is 50 net transfers
    expect(nextPrice({ price: 60, transfersIn: 49, transfersOut: 0, teams })).toBe(60);
    expect(nextPrice({ price: 60, transfersIn: 50, transfersOut: 0, teams })).toBe(61);
    expect(nextPrice({ price: 60, transfersIn: 120, transfersOut: 10, teams })).toBe(62);
    expect(nextPrice({ price: 60, transfersIn: 5000, transfersOut: 0, teams })).toBe(63);
    expect(nextPrice({ price: 60, transfersIn: 0, transfersOut: 5000, teams })).toBe(57);
    expect(nextPrice({ price: 41, transfersIn: 0, transfersOut: 5000, teams })).toBe(MIN_PRICE);
  });

  it("needs at least one net transfer per step in a small game", () => {
    expect(nextPrice({ price: 50, transfersIn: 1, transfersOut: 0, teams: 10 })).toBe(51);
  });

  it("gives popularity in basis points of the teams", () => {
    expect(popularityBp(1, 3)).toBe(3333);
    expect(popularityBp(0, 0)).toBe(0);
  });
});

describe("ranking (docs/design.md section 4)", () => {
  it("shares a rank between ties and skips the places they take", () => {
    const ranked = rankWithTies(
      [
        { n: "a", p: 10 },
        { n: "b", p: 30 },
        { n: "c", p: 10 },
        { n: "d", p: 30 },
        { n: "e", p: 5 },
      ],
      (x) => x.p,
    );
    expect(ranked.map((r) => [r.item.n, r.rank])).toEqual([
      ["b", 1],
      ["d", 1],
      ["a", 3],
      ["c", 3],
      ["e", 5],
    ]);
  });

  it("computes the placement percentage as floor(100 × rank / members)", () => {
    expect(placementPercent(1, 3)).toBe(33);
    expect(placementPercent(250, 1000)).toBe(25);
    expect(placementPercent(1, 0)).toBe(0);
  });
});

describe("rounds, quads and deadlines", () => {
  it("maps rounds to quads of four", () => {
    expect([1, 4, 5, 8, 9, 37, 38].map(quadOf)).toEqual([1, 1, 2, 2, 3, 10, 10]);
    expect(quadRounds(2, 38)).toEqual([5, 6, 7, 8]);
    expect(quadRounds(10, 38)).toEqual([37, 38]);
  });

  it("sets the deadline 60 minutes before the first kick-off and accepts nothing at or after it", () => {
    const kickoff = new Date("2026-11-20T19:45:00Z");
    const deadline = defaultDeadline(kickoff);
    expect(deadline.toISOString()).toBe("2026-11-20T18:45:00.000Z");
    expect(isBeforeDeadline(new Date(deadline.getTime() - 1), deadline)).toBe(true);
    expect(isBeforeDeadline(deadline, deadline)).toBe(false);
    expect(isBeforeDeadline(new Date(deadline.getTime() + 1), deadline)).toBe(false);
  });

  it("starts a private league only from a round that has not started: scheduled and before its deadline", () => {
    const deadline = new Date("2026-11-27T17:45:00Z");
    const before = new Date(deadline.getTime() - 1);
    expect(canStartPrivateLeague({ status: "scheduled", deadline }, before)).toBe(true);
    // Past the deadline the squads are fixed, even before the operator locks the round.
    expect(canStartPrivateLeague({ status: "scheduled", deadline }, deadline)).toBe(false);
    for (const status of ["live", "finished", "cancelled"])
      expect(canStartPrivateLeague({ status, deadline }, before)).toBe(false);
  });
});

describe("dream team (docs/design.md section 4)", () => {
  it("picks the best 1 GKP, 4 DEF, 4 MID, 2 FWD, ties to the lower id", () => {
    const positions: Position[] = [
      "GKP",
      "GKP",
      ...Array<Position>(6).fill("DEF"),
      ...Array<Position>(6).fill("MID"),
      ...Array<Position>(4).fill("FWD"),
    ];
    const players = positions.map((position, i) => ({ id: i + 1, position, points: (i * 7) % 11 }));
    const team = selectDreamTeam(players);
    expect(team.map((p) => p.position)).toEqual([
      "GKP",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
      "MID",
      "MID",
      "MID",
      "MID",
      "FWD",
      "FWD",
    ]);
    const defenders = players.filter((p) => p.position === "DEF").sort((a, b) => b.points - a.points || a.id - b.id);
    expect(team.slice(1, 5).map((p) => p.id)).toEqual(defenders.slice(0, 4).map((p) => p.id));
    const tie = selectDreamTeam([
      { id: 7, position: "GKP" as const, points: 5 },
      { id: 3, position: "GKP" as const, points: 5 },
    ]);
    expect(tie[0]!.id).toBe(3);
  });
});
