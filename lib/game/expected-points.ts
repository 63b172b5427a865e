// Expected points of every player in the next rounds (docs/forecast.md), over any point table: how likely he is to
// play and to play 60 minutes (his recent minutes), his rate of each scoring action per 90 minutes (shrunk towards
// his position's when he has played little), and his fixtures' expected goals for and against
// (lib/game/club-strength.ts).
import { type ClubStrengths, expectedGoals, typicalGoals } from "./club-strength";
import { MINUTES_1_59, MINUTES_60, type PointActionRule, pointsFor } from "./scoring";
import { POSITIONS, type Position } from "./types";

/**
 * How the forecast reads an action of the point table:
 * - minutes_1_59, minutes_60: the minutes bands;
 * - attack: the player's own rate, scaled by his club's expected goals in the fixture (goals, assists, shots);
 * - faced: his own rate, scaled by the goals his club is expected to concede (a goalkeeper's saves);
 * - clean_sheet: no goal conceded in a game he plays 60 minutes of (FPL);
 * - clean_sheet_half: each half he plays whole without a goal conceded (the game's CS_HT);
 * - goals_conceded: the goals his club concedes while he plays;
 * - bonus: his rate, scaled by how much better than usual the fixture looks for him (FPL's bonus);
 * - per90: his own rate, whatever the fixture (cards, tackles, own goals).
 */
export type ActionKind =
  | "minutes_1_59"
  | "minutes_60"
  | "attack"
  | "faced"
  | "clean_sheet"
  | "clean_sheet_half"
  | "goals_conceded"
  | "bonus"
  | "per90";

export interface ForecastAction {
  code: string;
  kind: ActionKind;
  everyN: number;
  points: Record<Position, number | null>;
}

/** How the forecast reads the game's own point table (lib/game/scoring.ts, DEFAULT_POINT_ACTIONS). */
export const GAME_ACTION_KINDS: Readonly<Record<string, ActionKind>> = {
  [MINUTES_1_59]: "minutes_1_59",
  [MINUTES_60]: "minutes_60",
  GS_OP: "attack",
  GS_PK: "attack",
  AS: "attack",
  PE: "attack",
  SoT: "attack",
  CS_HT: "clean_sheet_half",
  GC: "goals_conceded",
  SA_OP: "faced",
};

/** A point table for the forecast: each rule read by its kind in `kinds` (per90 when it has none). */
export function forecastActions(
  rules: readonly PointActionRule[],
  kinds: Readonly<Record<string, ActionKind>>,
): ForecastAction[] {
  return rules.map((rule) => ({
    code: rule.code,
    kind: kinds[rule.code] ?? "per90",
    everyN: rule.everyN,
    points: Object.fromEntries(POSITIONS.map((p) => [p, pointsFor(rule, p)])) as Record<Position, number | null>,
  }));
}

/** Rounds ahead a forecast (and a plan) covers. */
export const FORECAST_ROUNDS = 8;

/** One fixture of his club while he was in its squad: minutes 0 when he did not play. */
export interface PlayerGame {
  round: number;
  minutes: number;
  counts: Readonly<Record<string, number>>;
}

export interface PlayerHistory {
  playerId: number;
  position: Position;
  /** His club now: the fixtures he is forecast for. */
  clubId: number;
  /** His club's fixtures so far, oldest first. */
  games: readonly PlayerGame[];
}

export interface Fixture {
  round: number;
  homeClubId: number;
  awayClubId: number;
}

export interface ForecastParams {
  /** Fixtures after which a game's minutes count half as much in his chance of playing. */
  minutesHalfLife: number;
  /** Fixtures' worth of his position's usual chances, as if played before his first (a newcomer gets those). */
  minutesPriorGames: number;
  /** Fixtures after which a game counts half as much in his per-90 rates. */
  rateHalfLife: number;
  /** Nineties' worth of his position's rates added to his own (empirical Bayes shrinkage). */
  shrinkNineties: number;
}

export const FORECAST_DEFAULTS: ForecastParams = {
  minutesHalfLife: 2,
  minutesPriorGames: 1,
  rateHalfLife: 20,
  shrinkNineties: 6,
};

/** His chances in a fixture: of any minutes, of 60 or more, and his usual minutes in each band. */
export interface MinutesOutlook {
  pPlay: number;
  p60: number;
  /** Minutes when he plays 1–59 and when he plays 60 or more. */
  shortMinutes: number;
  longMinutes: number;
  /** The share of his 60-minute games he plays to the end. */
  fullShare: number;
}

interface Base {
  pPlay: number;
  p60: number;
  shortMinutes: number;
  longMinutes: number;
  fullShare: number;
  /** Per-90 rate of each action code. */
  rates: Map<string, number>;
}

const decay = (halfLife: number, n: number, j: number) => 0.5 ** ((n - 1 - j) / halfLife);

/**
 * His minutes outlook from his games, recent ones weighing most, and his position's `base` counted as a game before
 * his first: it decides a newcomer's chances and fades as his own games come, so that one who has not played for
 * weeks is given next to no chance.
 */
export function minutesOutlook(
  games: readonly PlayerGame[],
  base: MinutesOutlook,
  params: Pick<ForecastParams, "minutesHalfLife" | "minutesPriorGames">,
): MinutesOutlook {
  const a = params.minutesPriorGames * decay(params.minutesHalfLife, games.length, -1);
  let weight = a;
  let played = a * base.pPlay;
  let long = a * base.p60;
  let longMinutes = base.longMinutes;
  let longWeight = 1;
  let shortMinutes = base.shortMinutes;
  let shortWeight = 1;
  let full = base.fullShare;
  games.forEach((g, j) => {
    const w = decay(params.minutesHalfLife, games.length, j);
    weight += w;
    if (g.minutes > 0) played += w;
    if (g.minutes >= 60) {
      long += w;
      longMinutes += w * g.minutes;
      longWeight += w;
      if (g.minutes >= 90) full += w;
    } else if (g.minutes > 0) {
      shortMinutes += w * g.minutes;
      shortWeight += w;
    }
  });
  return {
    pPlay: played / weight,
    p60: long / weight,
    shortMinutes: shortMinutes / shortWeight,
    longMinutes: longMinutes / longWeight,
    fullShare: full / longWeight,
  };
}

const BINS = 10;

/**
 * Maps a raw chance (the share of recent games he played) to how often players with that raw chance did play next:
 * a regular's raw chance of 1 is not a certainty, and a long absence is not quite 0. Learnt from the histories
 * themselves, each game forecast from the games before it, so the replay of a season learns it as it goes.
 */
export interface MinutesCalibration {
  play: number[];
  sixty: number[];
}

export function calibrateMinutes(
  players: readonly PlayerHistory[],
  bases: ReadonlyMap<Position, MinutesOutlook>,
  params: Pick<ForecastParams, "minutesHalfLife" | "minutesPriorGames">,
): MinutesCalibration {
  const tally = () => Array.from({ length: BINS }, () => ({ n: 0, hits: 0 }));
  const play = tally();
  const sixty = tally();
  const bin = (p: number) => Math.min(BINS - 1, Math.floor(p * BINS));
  for (const player of players)
    for (let j = 1; j < player.games.length; j++) {
      const raw = minutesOutlook(player.games.slice(0, j), bases.get(player.position)!, params);
      const next = player.games[j]!.minutes;
      play[bin(raw.pPlay)]!.n++;
      if (next > 0) play[bin(raw.pPlay)]!.hits++;
      sixty[bin(raw.p60)]!.n++;
      if (next >= 60) sixty[bin(raw.p60)]!.hits++;
    }
  // Two games' worth of the bin's own centre keeps a thin bin near the raw chance; a running maximum keeps the map
  // from going down as the raw chance goes up.
  const map = (bins: { n: number; hits: number }[]) => {
    let floor = 0;
    return bins.map((b, i) => (floor = Math.max(floor, (b.hits + (2 * (i + 0.5)) / BINS) / (b.n + 2))));
  };
  return { play: map(play), sixty: map(sixty) };
}

/** A raw chance through the calibration, read between the bins' centres. */
function calibrated(map: readonly number[], p: number): number {
  const x = Math.min(BINS - 1, Math.max(0, p * BINS - 0.5));
  const i = Math.min(BINS - 2, Math.floor(x));
  return map[i]! + (map[i + 1]! - map[i]!) * (x - i);
}

/** Empirical Bayes: a rate from `count` in `nineties`, with `k` nineties at the prior's rate added. */
export const shrunkRate = (count: number, nineties: number, prior: number, k: number) =>
  (count + k * prior) / (nineties + k);

/** E[floor(X / n)] for X ~ Poisson(mean): an action scored every n occurrences. */
export function expectedEvery(mean: number, n: number): number {
  if (n <= 1 || mean <= 0) return Math.max(0, mean);
  const top = Math.ceil(mean + 10 * Math.sqrt(mean) + 10);
  let pmf = Math.exp(-mean);
  let sum = 0;
  for (let k = 1; k <= top; k++) {
    pmf *= mean / k;
    sum += Math.floor(k / n) * pmf;
  }
  return sum;
}

/** Each position's usual minutes and per-90 rates, from every player's history. */
function positionBases(players: readonly PlayerHistory[], actions: readonly ForecastAction[]): Map<Position, Base> {
  const perGame = ["per90", "attack", "faced", "bonus"] as const;
  const rated = actions.filter((a) => (perGame as readonly string[]).includes(a.kind));
  return new Map(
    POSITIONS.map((position) => {
      const games = players.filter((p) => p.position === position).flatMap((p) => p.games);
      const long = games.filter((g) => g.minutes >= 60);
      const short = games.filter((g) => g.minutes > 0 && g.minutes < 60);
      const nineties = games.reduce((sum, g) => sum + g.minutes / 90, 0);
      const share = (part: number, whole: number, otherwise: number) => (whole > 0 ? part / whole : otherwise);
      const mean = (list: PlayerGame[], otherwise: number) =>
        share(
          list.reduce((sum, g) => sum + g.minutes, 0),
          list.length,
          otherwise,
        );
      return [
        position,
        {
          pPlay: share(long.length + short.length, games.length, 0.5),
          p60: share(long.length, games.length, 0.4),
          shortMinutes: mean(short, 25),
          longMinutes: mean(long, 85),
          fullShare: share(long.filter((g) => g.minutes >= 90).length, long.length, 0.7),
          rates: new Map(
            rated.map((a) => [
              a.code,
              share(
                games.reduce((sum, g) => sum + (g.counts[a.code] ?? 0), 0),
                nineties,
                0,
              ),
            ]),
          ),
        },
      ];
    }),
  );
}

export interface RoundForecast {
  round: number;
  /** His club's fixtures in the round: 0 is a blank round (0 points), 2 a double one. */
  fixtures: number;
  points: number;
}

export interface PlayerForecast {
  playerId: number;
  pPlay: number;
  p60: number;
  rounds: RoundForecast[];
}

/**
 * Every player's expected points in each of `rounds` (his club's fixtures in the round summed) under the point
 * table `actions`, from the histories and the club strengths fitted on the same rounds.
 */
export function expectedPoints(options: {
  players: readonly PlayerHistory[];
  fixtures: readonly Fixture[];
  rounds: readonly number[];
  strengths: ClubStrengths;
  actions: readonly ForecastAction[];
  params?: Partial<ForecastParams>;
}): PlayerForecast[] {
  const { players, fixtures, strengths, actions } = options;
  const params = { ...FORECAST_DEFAULTS, ...options.params };
  const bases = positionBases(players, actions);
  const calibration = calibrateMinutes(players, bases, params);
  return players.map((player) => {
    const base = bases.get(player.position)!;
    const raw = minutesOutlook(player.games, base, params);
    const pPlay = calibrated(calibration.play, raw.pPlay);
    const minutes = { ...raw, pPlay, p60: Math.min(pPlay, calibrated(calibration.sixty, raw.p60)) };
    const typical = typicalGoals(strengths, player.clubId);
    // His per-90 counts and nineties, recent games weighing a little more.
    const n = player.games.length;
    let nineties = 0;
    const counts = new Map<string, number>();
    player.games.forEach((g, j) => {
      const w = decay(params.rateHalfLife, n, j);
      nineties += (w * g.minutes) / 90;
      for (const [code, count] of Object.entries(g.counts)) counts.set(code, (counts.get(code) ?? 0) + w * count);
    });
    // A rate in a fixture: his own part scaled against his club's typical game, the prior's against the league's.
    const rate = (code: string, ratio: number, leagueRatio: number) =>
      ((counts.get(code) ?? 0) * ratio + params.shrinkNineties * (base.rates.get(code) ?? 0) * leagueRatio) /
      (nineties + params.shrinkNineties);
    const bands = [
      { p: minutes.p60, minutes: minutes.longMinutes },
      { p: Math.max(0, minutes.pPlay - minutes.p60), minutes: minutes.shortMinutes },
    ];
    const overBands = (per90: number, every: number) =>
      bands.reduce((sum, b) => sum + b.p * expectedEvery((per90 * b.minutes) / 90, every), 0);

    // Expected points in one fixture with these goals for and against, without and with bonus.
    const fixturePoints = (goalsFor: number, goalsAgainst: number) => {
      let points = 0;
      const bonus: ForecastAction[] = [];
      for (const action of actions) {
        const each = action.points[player.position];
        if (each === null || each === 0) continue;
        switch (action.kind) {
          case "minutes_1_59":
            points += each * bands[1]!.p;
            break;
          case "minutes_60":
            points += each * minutes.p60;
            break;
          case "attack":
            points +=
              each * overBands(rate(action.code, goalsFor / typical.for, goalsFor / typical.league), action.everyN);
            break;
          case "faced":
            points +=
              each *
              overBands(
                rate(action.code, goalsAgainst / typical.against, goalsAgainst / typical.league),
                action.everyN,
              );
            break;
          case "clean_sheet":
            points += each * minutes.p60 * Math.exp((-goalsAgainst * minutes.longMinutes) / 90);
            break;
          case "clean_sheet_half":
            points += each * minutes.p60 * Math.exp(-goalsAgainst / 2) * (1 + minutes.fullShare);
            break;
          case "goals_conceded":
            points += each * overBands(goalsAgainst, action.everyN);
            break;
          case "bonus":
            bonus.push(action);
            break;
          case "per90":
            points += each * overBands(rate(action.code, 1, 1), action.everyN);
            break;
        }
      }
      return { points, bonus };
    };
    const neutral = fixturePoints(typical.for, typical.against).points;
    const inFixture = (fixture: Fixture) => {
      const goals = expectedGoals(strengths, fixture.homeClubId, fixture.awayClubId);
      const atHome = fixture.homeClubId === player.clubId;
      const { points, bonus } = fixturePoints(atHome ? goals.home : goals.away, atHome ? goals.away : goals.home);
      // Bonus goes to a match's best players: his usual rate, scaled as the fixture lifts his other points.
      const lift = neutral > 0 ? points / neutral : 1;
      return bonus.reduce(
        (sum, action) =>
          sum + action.points[player.position]! * overBands(rate(action.code, 1, 1) * lift, action.everyN),
        points,
      );
    };
    const mine = fixtures.filter((f) => f.homeClubId === player.clubId || f.awayClubId === player.clubId);
    return {
      playerId: player.playerId,
      pPlay: minutes.pPlay,
      p60: minutes.p60,
      rounds: options.rounds.map((round) => {
        const inRound = mine.filter((f) => f.round === round);
        return { round, fixtures: inRound.length, points: inRound.reduce((sum, f) => sum + inFixture(f), 0) };
      }),
    };
  });
}
