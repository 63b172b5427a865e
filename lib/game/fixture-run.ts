// A club's run of fixtures as the fixture ticker rates and orders it (docs/forecast.md "Fixture difficulty"): the
// ticker's read on the server and its page in the browser (which shortens the run to 3, 6 or 8 rounds) both order by
// these, so the two never disagree.

/** How the clubs are ordered: the easiest run, the club's name, the best attack or the best defence first. */
export const TICKER_SORTS = ["ease", "name", "attack", "defence"] as const;
export type TickerSort = (typeof TICKER_SORTS)[number];

export interface RunClub {
  name: string;
  /** The fit's strengths (log scale of goals); null before the first fit. */
  attack: number | null;
  defence: number | null;
  rounds: { fixtures: { difficulty: number | null }[] }[];
}

export interface RunDifficulty {
  fixtures: number;
  /** The sum of the rated fixtures' difficulties, and their mean (null without a rated fixture). */
  total: number;
  average: number | null;
}

export function runDifficulty(rounds: RunClub["rounds"]): RunDifficulty {
  const all = rounds.flatMap((r) => r.fixtures);
  const rated = all.flatMap((f) => (f.difficulty === null ? [] : [f.difficulty]));
  const total = rated.reduce((sum, d) => sum + d, 0);
  return { fixtures: all.length, total, average: rated.length ? total / rated.length : null };
}

const byName = (a: RunClub, b: RunClub) => a.name.localeCompare(b.name, "it");

/**
 * `sort`'s order of two clubs. Ease: the lower mean difficulty, then more fixtures (a double round is two chances to
 * score, a blank none), then the name. Defence: a higher defence concedes fewer goals (it is subtracted from the
 * opponent's rate), so it comes first, as the better attack does.
 */
export function compareRuns(sort: TickerSort, a: RunClub, b: RunClub): number {
  switch (sort) {
    case "ease": {
      const [x, y] = [runDifficulty(a.rounds), runDifficulty(b.rounds)];
      return (x.average ?? 6) - (y.average ?? 6) || y.fixtures - x.fixtures || byName(a, b);
    }
    case "name":
      return byName(a, b);
    case "attack":
      return (b.attack ?? 0) - (a.attack ?? 0) || byName(a, b);
    case "defence":
      return (b.defence ?? 0) - (a.defence ?? 0) || byName(a, b);
  }
}
