// Head-to-head private leagues: a fixture list drawn when entries close, one match a round against one rival, decided
// by round points or by Fantacalcio's goals, and a table of wins, draws and losses. The close decides every league's
// matches set-based in SQL (lib/server/leagues/head-to-head-sql.ts) with these constants; these functions are the
// reference it is checked against (tests/integration/leagues/head-to-head-sql.test.ts).

export type HeadToHeadScoring = "points" | "goals";

/** A head-to-head league takes at most this many teams (a table and a round's fixtures fit one screen). */
export const HEAD_TO_HEAD_MAX_TEAMS = 20;

/** Fantacalcio's conversion: under 66 points no goal, 66–71 one, then one more every 6 points. */
export const GOAL_THRESHOLD = 66;
export const GOAL_STEP = 6;

/** Table points for a match won, drawn, lost. */
export const WIN_POINTS = 3;
export const DRAW_POINTS = 1;

/** A fixture: two sides, a side null for the "average" opponent an odd count meets. */
export type Pairing = [home: number | null, away: number | null];

export const goalsOf = (points: number) =>
  points < GOAL_THRESHOLD ? 0 : 1 + Math.floor((points - GOAL_THRESHOLD) / GOAL_STEP);

/**
 * The fixture list of `rounds` rounds for `teams` (in join order): a round robin (circle method), repeated with home and
 * away swapped on each repeat. An odd count gets a null "average" slot: each team meets the average once a cycle. One
 * team alone meets the average every round.
 */
export function drawFixtures(teams: readonly number[], rounds: number): Pairing[][] {
  const sides: (number | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = sides.length;
  if (n === 0) return Array.from({ length: rounds }, () => []);
  const cycle = n - 1;
  return Array.from({ length: rounds }, (_, r) => {
    const k = r % cycle;
    const returnLeg = Math.floor(r / cycle) % 2 === 1;
    // Side 0 stays, the others turn by one place each round.
    const order = [0, ...Array.from({ length: cycle }, (_, i) => 1 + ((i + k) % cycle))];
    return Array.from({ length: n / 2 }, (_, i): Pairing => {
      const a = sides[order[i]!]!;
      const b = sides[order[n - 1 - i]!]!;
      // The fixed side alternates home and away; the others keep the circle's sides.
      const swap = (i === 0 && k % 2 === 1) !== returnLeg;
      return swap ? [b, a] : [a, b];
    });
  });
}

/** A side's score in a round: the team's points while it is a member, else (the average slot, or a team gone) the average. */
export interface RoundScores {
  /** Round points of the league's members this round (a member who did not play scores 0). */
  members: ReadonlyMap<number, number>;
}

/** The league's average of a round: its members' round points, rounded down. */
export function leagueAverage(scores: RoundScores): number {
  const values = [...scores.members.values()];
  return values.length ? Math.floor(values.reduce((a, b) => a + b, 0) / values.length) : 0;
}

export interface MatchResult {
  home: number | null;
  away: number | null;
  homePoints: number;
  awayPoints: number;
  homeGoals: number;
  awayGoals: number;
}

/**
 * The round's matches decided: each side scores its team's round points, or the league's average for the average slot
 * and for a team that is no longer a member (left, removed, or deleted mid-season). Goals are Fantacalcio's conversion
 * of those points, in either scoring mode (shown only in goals mode).
 */
export function decideMatches(fixtures: readonly Pairing[], scores: RoundScores): MatchResult[] {
  const average = leagueAverage(scores);
  const score = (team: number | null) => (team === null ? average : (scores.members.get(team) ?? average));
  return fixtures.map(([home, away]) => {
    const homePoints = score(home);
    const awayPoints = score(away);
    return { home, away, homePoints, awayPoints, homeGoals: goalsOf(homePoints), awayGoals: goalsOf(awayPoints) };
  });
}

/**
 * A round's results: its matches decided, or none when the round was cancelled (its fixtures stay in the list but never
 * count; the next round plays the next fixtures).
 */
export const roundResults = (
  status: "finished" | "live" | "cancelled",
  fixtures: readonly Pairing[],
  scores: RoundScores,
): MatchResult[] => (status === "cancelled" ? [] : decideMatches(fixtures, scores));

/** 1 a home win, 0 a draw, -1 an away win: by points, or by goals in goals mode. */
export function outcome(match: Omit<MatchResult, "home" | "away">, scoring: HeadToHeadScoring): -1 | 0 | 1 {
  const [home, away] = scoring === "goals" ? [match.homeGoals, match.awayGoals] : [match.homePoints, match.awayPoints];
  return home > away ? 1 : home < away ? -1 : 0;
}

export interface TableRow {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  pointsFor: number;
  goalsFor: number;
  points: number;
  /** Ties (same points, points scored and, in goals mode, goals) share a rank. */
  rank: number;
  /** 1..n: rank, then team id. */
  position: number;
}

/**
 * The table of `members` after the rounds whose results are given (a cancelled round has none: its matches never count):
 * 3 points a win, 1 a draw; ordered by points, then points scored, then (goals mode) goals scored. Only members are
 * listed; a side that is not a member (the average, a team gone) earns nothing.
 */
export function headToHeadTable(
  members: readonly number[],
  rounds: readonly (readonly MatchResult[])[],
  scoring: HeadToHeadScoring,
): TableRow[] {
  const rows = new Map(
    members.map((teamId) => [
      teamId,
      { teamId, played: 0, won: 0, drawn: 0, lost: 0, pointsFor: 0, goalsFor: 0, points: 0, rank: 0, position: 0 },
    ]),
  );
  for (const match of rounds.flat()) {
    const result = outcome(match, scoring);
    for (const [team, sign, pointsFor, goalsFor] of [
      [match.home, 1, match.homePoints, match.homeGoals],
      [match.away, -1, match.awayPoints, match.awayGoals],
    ] as const) {
      const row = team === null ? undefined : rows.get(team);
      if (!row) continue;
      row.played++;
      row.pointsFor += pointsFor;
      row.goalsFor += goalsFor;
      if (result === 0) row.drawn++;
      else if (result === sign) row.won++;
      else row.lost++;
      row.points = WIN_POINTS * row.won + DRAW_POINTS * row.drawn;
    }
  }
  const key = (r: TableRow) => [r.points, r.pointsFor, scoring === "goals" ? r.goalsFor : 0];
  const compare = (a: TableRow, b: TableRow) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  const sorted = [...rows.values()].sort((a, b) => compare(a, b) || a.teamId - b.teamId);
  sorted.forEach((row, i) => {
    row.position = i + 1;
    row.rank = i > 0 && compare(sorted[i - 1]!, row) === 0 ? sorted[i - 1]!.rank : i + 1;
  });
  return sorted;
}
