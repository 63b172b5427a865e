// The fixture ticker's run difficulty and orders (lib/game/fixture-run.ts), shared by its read and its page.
import { describe, expect, it } from "vitest";
import { compareRuns, runDifficulty, type RunClub } from "@/lib/game/fixture-run";

const club = (name: string, difficulties: (number | null)[][], attack = 0, defence = 0): RunClub => ({
  name,
  attack,
  defence,
  rounds: difficulties.map((round) => ({ fixtures: round.map((difficulty) => ({ difficulty })) })),
});

describe("runDifficulty", () => {
  it("sums and averages the rated fixtures, a blank round adding none and a double round two", () => {
    expect(runDifficulty(club("A", [[2], [], [3, 5]]).rounds)).toEqual({ fixtures: 3, total: 10, average: 10 / 3 });
    expect(runDifficulty(club("B", [[], [null]]).rounds)).toEqual({ fixtures: 1, total: 0, average: null });
  });
});

describe("compareRuns", () => {
  const easy = club("Zeta", [[1], [2]], -0.2, 0.3);
  const hard = club("Alfa", [[4], [5]], 0.4, -0.1);
  const blank = club("Beta", [[1], []]);
  const double = club("Gamma", [[1, 1], [2]]);
  const sorted = (sort: Parameters<typeof compareRuns>[0], clubs: RunClub[]) =>
    [...clubs].sort((a, b) => compareRuns(sort, a, b)).map((c) => c.name);

  it("puts the easiest run first, and of two as easy the one with more fixtures", () => {
    expect(sorted("ease", [hard, easy, blank])).toEqual(["Beta", "Zeta", "Alfa"]);
    expect(
      sorted("ease", [
        club("One", [[1], [2]]),
        club("Two", [
          [1, 2],
          [1, 2],
        ]),
      ]),
    ).toEqual(["Two", "One"]);
    expect(sorted("ease", [double, blank])).toEqual(["Beta", "Gamma"]);
  });

  it("orders by name, by the best attack and by the best defence", () => {
    expect(sorted("name", [easy, hard, blank])).toEqual(["Alfa", "Beta", "Zeta"]);
    expect(sorted("attack", [easy, hard, blank])).toEqual(["Alfa", "Beta", "Zeta"]);
    expect(sorted("defence", [easy, hard, blank])).toEqual(["Zeta", "Beta", "Alfa"]);
  });
});
