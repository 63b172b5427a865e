import { describe, expect, it } from "vitest";
import {
  decideMatches,
  drawFixtures,
  goalsOf,
  headToHeadTable,
  leagueAverage,
  outcome,
  roundResults,
  type Pairing,
} from "@/lib/game/head-to-head";

const scores = (entries: [number, number][]) => ({ members: new Map(entries) });

/** Every unordered pair met in the rounds, as "a-b" with a < b ("avg" for the average slot). */
const meetings = (rounds: Pairing[][]) =>
  rounds.flat().map(([a, b]) => [a ?? "avg", b ?? "avg"].map(String).sort().join("-"));

describe("head-to-head fixtures", () => {
  it("pairs an even count so that each team meets every other once a cycle, one match a round", () => {
    const teams = [11, 12, 13, 14, 15, 16];
    const rounds = drawFixtures(teams, 5);
    for (const round of rounds) expect(round.flat().sort()).toEqual(teams);
    expect(new Set(meetings(rounds)).size).toBe(15);
  });

  it("gives an odd count an average opponent: each team meets it once a cycle", () => {
    const rounds = drawFixtures([1, 2, 3, 4, 5], 5);
    for (const round of rounds) {
      expect(round).toHaveLength(3);
      expect(round.flat().filter((side) => side === null)).toHaveLength(1);
    }
    const average = rounds.flat().filter(([a, b]) => a === null || b === null);
    expect(average.map(([a, b]) => a ?? b).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(meetings(rounds)).size).toBe(15);
  });

  it("repeats the round robin with home and away swapped", () => {
    const rounds = drawFixtures([1, 2, 3, 4], 6);
    expect(rounds.slice(3)).toEqual(rounds.slice(0, 3).map((round) => round.map(([a, b]) => [b, a])));
    // Over both legs each team is at home as often as away.
    const home = rounds.flat().map(([a]) => a);
    for (const team of [1, 2, 3, 4]) expect(home.filter((h) => h === team)).toHaveLength(3);
  });

  it("lets one team alone meet the average every round, and draws nothing for none", () => {
    expect(drawFixtures([7], 3)).toEqual([[[7, null]], [[null, 7]], [[7, null]]]);
    expect(drawFixtures([], 2)).toEqual([[], []]);
  });
});

describe("head-to-head goals (Fantacalcio's conversion)", () => {
  it("gives no goal under 66 points, one from 66 to 71, then one more every 6 points", () => {
    expect([-4, 0, 65, 66, 71, 72, 77, 78, 84, 100].map(goalsOf)).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 4, 6]);
  });
});

describe("head-to-head matches", () => {
  it("decides by points (equal is a draw) or by goals (more goals wins)", () => {
    const m = (homePoints: number, awayPoints: number) => ({
      homePoints,
      awayPoints,
      homeGoals: goalsOf(homePoints),
      awayGoals: goalsOf(awayPoints),
    });
    expect(outcome(m(70, 60), "points")).toBe(1);
    expect(outcome(m(60, 60), "points")).toBe(0);
    expect(outcome(m(59, 60), "points")).toBe(-1);
    // 70 and 67 are one goal each: a draw in goals mode, a home win on points.
    expect(outcome(m(70, 67), "goals")).toBe(0);
    expect(outcome(m(72, 71), "goals")).toBe(1);
    expect(outcome(m(40, 66), "goals")).toBe(-1);
  });

  it("plays the average slot with the league's average of the round, rounded down", () => {
    const round = scores([
      [1, 50],
      [2, 61],
      [3, 40],
    ]);
    expect(leagueAverage(round)).toBe(50);
    expect(
      decideMatches(
        [
          [1, 2],
          [3, null],
        ],
        round,
      ),
    ).toEqual([
      { home: 1, away: 2, homePoints: 50, awayPoints: 61, homeGoals: 0, awayGoals: 0 },
      { home: 3, away: null, homePoints: 40, awayPoints: 50, homeGoals: 0, awayGoals: 0 },
    ]);
    expect(
      leagueAverage(
        scores([
          [1, -3],
          [2, 0],
        ]),
      ),
    ).toBe(-2);
  });

  it("plays a member deleted mid-season (no longer in the league) with the average, not with zero", () => {
    // Team 4 was deleted: its fixture against 2 stands, with the average of the members left.
    const round = scores([
      [1, 80],
      [2, 30],
      [3, 70],
    ]);
    expect(decideMatches([[4, 2]], round)[0]).toMatchObject({ homePoints: 60, awayPoints: 30, homeGoals: 0 });
  });

  it("gives a member whose team did not play zero, which counts in the average", () => {
    const round = scores([
      [1, 0],
      [2, 90],
    ]);
    expect(decideMatches([[1, null]], round)[0]).toMatchObject({ homePoints: 0, awayPoints: 45 });
  });

  it("decides nothing in a cancelled round", () => {
    expect(
      roundResults(
        "cancelled",
        [[1, 2]],
        scores([
          [1, 50],
          [2, 40],
        ]),
      ),
    ).toEqual([]);
    expect(
      roundResults(
        "finished",
        [[1, 2]],
        scores([
          [1, 50],
          [2, 40],
        ]),
      ),
    ).toHaveLength(1);
  });
});

describe("head-to-head table", () => {
  const fixtures = drawFixtures([1, 2, 3, 4], 3);

  it("gives 3 points a win and 1 a draw, ordered by points, then points scored", () => {
    const points = [
      new Map([
        [1, 70],
        [2, 60],
        [3, 50],
        [4, 50],
      ]),
      new Map([
        [1, 40],
        [2, 40],
        [3, 80],
        [4, 10],
      ]),
    ];
    const rounds = points.map((p, i) => decideMatches(fixtures[i]!, { members: p }));
    const table = headToHeadTable([1, 2, 3, 4], rounds, "points");
    const byTeam = Object.fromEntries(table.map((r) => [r.teamId, r]));
    const results = rounds.flat().map((m) => [m.home, m.away, outcome(m, "points")]);
    // The draw's own outcome is read from the matches, and every team played both rounds.
    expect(results).toHaveLength(4);
    for (const row of table) {
      expect(row.played).toBe(2);
      expect(row.won + row.drawn + row.lost).toBe(2);
      expect(row.points).toBe(3 * row.won + row.drawn);
    }
    expect(byTeam[1]!.pointsFor).toBe(110);
    expect(table.map((r) => r.position)).toEqual([1, 2, 3, 4]);
    for (let i = 1; i < table.length; i++) {
      const [a, b] = [table[i - 1]!, table[i]!];
      expect(a.points > b.points || (a.points === b.points && a.pointsFor >= b.pointsFor)).toBe(true);
    }
  });

  it("breaks a tie on points by points scored, then by goals in goals mode; full ties share a rank", () => {
    const match = (home: number | null, away: number | null, hp: number, ap: number) => ({
      home,
      away,
      homePoints: hp,
      awayPoints: ap,
      homeGoals: goalsOf(hp),
      awayGoals: goalsOf(ap),
    });
    // Goals mode: 1 and 2 draw 1-1 (70 v 66), 3 and 4 draw 1-1 (66 v 70).
    const rounds = [[match(1, 2, 70, 66), match(3, 4, 66, 70)]];
    const goals = headToHeadTable([1, 2, 3, 4], rounds, "goals");
    expect(goals.map((r) => [r.teamId, r.points, r.rank, r.position])).toEqual([
      [1, 1, 1, 1],
      [4, 1, 1, 2],
      [2, 1, 3, 3],
      [3, 1, 3, 4],
    ]);
    // Same points and points scored (138 in two wins each), more goals: 72 + 66 is three goals, 69 + 69 two.
    const byGoals = headToHeadTable(
      [5, 6],
      [[match(5, null, 72, 0)], [match(6, null, 69, 0)], [match(6, null, 69, 0)], [match(5, null, 66, 0)]],
      "goals",
    );
    expect(byGoals.map((r) => [r.teamId, r.pointsFor, r.goalsFor, r.rank])).toEqual([
      [5, 138, 3, 1],
      [6, 138, 2, 2],
    ]);
    expect(headToHeadTable([5, 6], [[match(5, 6, 72, 72)]], "points").map((r) => r.rank)).toEqual([1, 1]);
  });

  it("lists only members: the average and a team gone earn nothing, a cancelled round counts nothing", () => {
    const played = decideMatches(
      [
        [1, null],
        [9, 2],
      ],
      scores([
        [1, 80],
        [2, 20],
      ]),
    );
    const cancelled = roundResults(
      "cancelled",
      [[1, 2]],
      scores([
        [1, 10],
        [2, 90],
      ]),
    );
    const table = headToHeadTable([1, 2], [played, cancelled], "points");
    expect(table.map((r) => [r.teamId, r.played, r.won, r.lost, r.points])).toEqual([
      [1, 1, 1, 0, 3],
      [2, 1, 0, 1, 0],
    ]);
  });
});
