// Club strength from the season's results so far (docs/forecast.md): a Poisson goals model
//   log λ_home = μ + home + attack_h − defence_a,   log λ_away = μ + attack_a − defence_h,
// fitted by penalised, time-weighted maximum likelihood. The penalty (a ridge towards each club's
// prior) keeps a club with few games near its prior; the weights favour recent rounds.

/** A finished game as the fit reads it. */
export interface MatchResult {
  round: number;
  homeClubId: number;
  awayClubId: number;
  homeGoals: number;
  awayGoals: number;
}

/** A club's strengths on the log scale of goals: 0 is the league's average club. */
export interface Strength {
  attack: number;
  defence: number;
}

export interface ClubStrengths {
  /** Log of an average club's goals per game away from home. */
  mu: number;
  /** Log of the home side's extra goals. */
  home: number;
  clubs: Map<number, Strength>;
}

export interface StrengthOptions {
  /** The round being forecast: a game of round r weighs 0.5^((forRound − r) / halfLifeRounds). */
  forRound: number;
  /** Rounds after which a game counts half as much. */
  halfLifeRounds?: number;
  /**
   * Precision of the prior (1 / its variance). One game adds about λ ≈ 1.3 to a strength's precision, so 10 means
   * the prior weighs as much as seven or eight games.
   */
  ridge?: number;
  /** Last season's strengths or an operator's ratings; a club without one starts at 0. */
  priors?: ReadonlyMap<number, Strength>;
  /** Clubs to rate even without a game yet (the league's clubs). */
  clubIds?: readonly number[];
}

export const STRENGTH_DEFAULTS = { halfLifeRounds: 10, ridge: 10 };

/**
 * Where the league-wide terms start and what they are pulled towards, lightly (a tenth of a club's ridge): about
 * 1.2 goals a game away and a home side scoring a fifth more, football's usual figures, so that a season's first
 * rounds do not read a home advantage into a handful of games.
 */
const MU_PRIOR = Math.log(1.2);
const HOME_PRIOR = 0.2;
const SWEEPS = 25;

/**
 * Fits the strengths by coordinate-wise Newton steps on the penalised log-likelihood (concave, so each step climbs
 * and the sweeps converge; deterministic, a few milliseconds for a whole season).
 */
export function fitClubStrengths(results: readonly MatchResult[], options: StrengthOptions): ClubStrengths {
  const halfLife = options.halfLifeRounds ?? STRENGTH_DEFAULTS.halfLifeRounds;
  const ridge = options.ridge ?? STRENGTH_DEFAULTS.ridge;
  const ids = new Set<number>(options.clubIds ?? []);
  for (const r of results) ids.add(r.homeClubId).add(r.awayClubId);
  const prior = (id: number) => options.priors?.get(id) ?? { attack: 0, defence: 0 };
  const clubs = new Map<number, Strength>([...ids].map((id) => [id, { ...prior(id) }]));
  const games = results
    .filter((r) => r.round < options.forRound)
    .map((r) => ({ ...r, weight: 0.5 ** ((options.forRound - r.round) / halfLife) }));
  let mu = MU_PRIOR;
  let home = HOME_PRIOR;

  // Each game gives two goal counts: "for" scored by `attacker` against `defender`.
  const counts = games.flatMap((g) => [
    { attacker: g.homeClubId, defender: g.awayClubId, atHome: 1, goals: g.homeGoals, weight: g.weight },
    { attacker: g.awayClubId, defender: g.homeClubId, atHome: 0, goals: g.awayGoals, weight: g.weight },
  ]);
  const rate = (c: (typeof counts)[number]) =>
    Math.exp(mu + home * c.atHome + clubs.get(c.attacker)!.attack - clubs.get(c.defender)!.defence);
  // One Newton step on a parameter whose derivative of log λ is `sign` in the counts that involve it.
  const step = (involved: typeof counts, sign: number, value: number, centre: number, precision: number) => {
    let gradient = -precision * (value - centre);
    let curvature = precision;
    for (const c of involved) {
      const lambda = rate(c);
      gradient += c.weight * sign * (c.goals - lambda);
      curvature += c.weight * lambda;
    }
    return value + gradient / curvature;
  };
  const asAttacker = new Map([...ids].map((id) => [id, counts.filter((c) => c.attacker === id)]));
  const asDefender = new Map([...ids].map((id) => [id, counts.filter((c) => c.defender === id)]));
  const homeCounts = counts.filter((c) => c.atHome === 1);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    mu = step(counts, 1, mu, MU_PRIOR, ridge / 10);
    home = step(homeCounts, 1, home, HOME_PRIOR, ridge / 10);
    for (const id of ids) {
      const club = clubs.get(id)!;
      club.attack = step(asAttacker.get(id)!, 1, club.attack, prior(id).attack, ridge);
      club.defence = step(asDefender.get(id)!, -1, club.defence, prior(id).defence, ridge);
    }
  }
  return { mu, home, clubs };
}

const strengthOf = (s: ClubStrengths, id: number) => s.clubs.get(id) ?? { attack: 0, defence: 0 };

/** Expected goals of both sides of a fixture. */
export function expectedGoals(s: ClubStrengths, homeClubId: number, awayClubId: number) {
  const h = strengthOf(s, homeClubId);
  const a = strengthOf(s, awayClubId);
  return { home: Math.exp(s.mu + s.home + h.attack - a.defence), away: Math.exp(s.mu + a.attack - h.defence) };
}

/**
 * A club's goals for and against in a typical game: against an average club, half of them at home. The forecast
 * divides a player's history by these to take out his own club's share of his numbers.
 */
export function typicalGoals(s: ClubStrengths, clubId: number) {
  const c = strengthOf(s, clubId);
  const halfHome = s.mu + s.home / 2;
  return { for: Math.exp(halfHome + c.attack), against: Math.exp(halfHome - c.defence), league: Math.exp(halfHome) };
}

export type Difficulty = 1 | 2 | 3 | 4 | 5;

/**
 * The expected goal difference (for − against) at which a fixture stops being of each difficulty: 0.9 or more is 1
 * (easiest), 0.35 or more 2, −0.35 or more 3, −0.9 or more 4, else 5 (hardest, as FPL writes it). A top club at
 * home to a bottom one expects about +1.5, two middling clubs about ±0.3 (the home side's edge).
 */
export const DIFFICULTY_EDGES = [0.9, 0.35, -0.35, -0.9] as const;

/** A side's difficulty 1–5 from its expected goals for and against in the fixture. */
export function difficulty(goalsFor: number, goalsAgainst: number): Difficulty {
  const edge = goalsFor - goalsAgainst;
  const easier = DIFFICULTY_EDGES.findIndex((threshold) => edge >= threshold);
  return (easier === -1 ? 5 : easier + 1) as Difficulty;
}

/** A fixture's expected goals and each side's difficulty. */
export function fixtureOutlook(s: ClubStrengths, homeClubId: number, awayClubId: number) {
  const goals = expectedGoals(s, homeClubId, awayClubId);
  return {
    homeGoals: goals.home,
    awayGoals: goals.away,
    homeDifficulty: difficulty(goals.home, goals.away),
    awayDifficulty: difficulty(goals.away, goals.home),
  };
}
