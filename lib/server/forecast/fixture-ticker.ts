// The fixture ticker (docs/forecast.md "Fixture difficulty"): every club of the current season with its next rounds
// still to lock, each round's fixtures with the opponent, home or away, the difficulty 1–5 and both sides' expected
// goals, as the forecast last wrote them on the games. What the ticker page and GET
// /api/v0/footballteams/fixture-difficulty/ show; held per cache epoch (a refit, a postponement or a rescheduled game
// moves it).
import "server-only";
import { getDb } from "@/lib/db";
import { currentSeasonOf, epochCached, type GameState, gameState, roundsOf } from "../game-state";
import { compareRuns, runDifficulty, type TickerSort } from "@/lib/game/fixture-run";
import { TICKER_MAX_ROUNDS, TICKER_ROUNDS } from "@/lib/validation/forecast";
import type { ClubRef } from "../football/types";

export interface TickerFixture {
  gameId: number;
  kickoff: Date;
  isHome: boolean;
  opponent: ClubRef;
  /** 1 easiest … 5 hardest; null when the forecast has not been fitted since the game was scheduled. */
  difficulty: number | null;
  goalsFor: number | null;
  goalsAgainst: number | null;
}

export interface TickerRound {
  roundId: number;
  number: number;
  /** Empty: a blank round (no game, or its game postponed); two: a double round. */
  fixtures: TickerFixture[];
}

export interface ClubTicker {
  club: ClubRef;
  /** The fit's strengths on the log scale of goals (0: the league's average club); null before the first fit. */
  attack: number | null;
  defence: number | null;
  rounds: TickerRound[];
  fixtures: number;
  /** The sum of the run's difficulties, and their mean per fixture (null without a rated fixture). */
  totalDifficulty: number;
  averageDifficulty: number | null;
}

export interface ForecastFit {
  baseGoals: number;
  homeAdvantage: number;
  throughRound: number;
  computedAt: Date;
}

export interface FixtureTicker {
  season: { id: number; name: string };
  fit: ForecastFit | null;
  rounds: { id: number; number: number; deadline: Date }[];
  /** In the order asked for (the easiest run first unless told). */
  clubs: ClubTicker[];
}

type Row = ClubRef & {
  attack: number | null;
  defence: number | null;
  fixtures: {
    round_id: number;
    game_id: number;
    kickoff: string;
    is_home: boolean;
    difficulty: number | null;
    goals_for: number | null;
    goals_against: number | null;
    opponent: { id: number; full_name: string; abbreviation: string; logo_image: string };
  }[];
};

/**
 * The current season's ticker over its next `rounds` rounds still to lock (1 to 8, default 6), its clubs ordered by
 * `sort`; null before any season.
 */
export async function fixtureTicker(
  options: { rounds?: number; sort?: TickerSort } = {},
): Promise<FixtureTicker | null> {
  const count = Math.min(Math.max(options.rounds ?? TICKER_ROUNDS, 1), TICKER_MAX_ROUNDS);
  const state = await gameState();
  const season = currentSeasonOf(state);
  if (!season) return null;
  const ticker = await fixtureTickerOf(season, count, state);
  const sort = options.sort ?? "ease";
  const run = (c: ClubTicker) => ({ name: c.club.fullName, attack: c.attack, defence: c.defence, rounds: c.rounds });
  return { ...ticker, clubs: [...ticker.clubs].sort((a, b) => compareRuns(sort, run(a), run(b))) };
}

function fixtureTickerOf(season: { id: number; name: string }, count: number, state: GameState) {
  return epochCached(`fixture-ticker:${season.id}:${count}`, state.epoch, async (): Promise<FixtureTicker> => {
    const rounds = (roundsOf(state, season.id) ?? [])
      .filter((r) => r.status === "scheduled")
      .slice(0, count)
      .map((r) => ({ id: r.id, number: r.number, deadline: r.deadline }));
    const roundIds = rounds.map((r) => r.id);
    const db = await getDb();
    // Both sides of every game still to play in those rounds, gathered per club in one pass; a postponed or
    // cancelled game is left out, so its round is blank for both clubs.
    const [rows, fits] = await Promise.all([
      db.$queryRaw<Row[]>`
        WITH side AS (
          SELECT g.round_id, g.id AS game_id, g.kickoff, g.home_club_id AS club_id, g.away_club_id AS opponent_id,
            true AS is_home, g.home_difficulty AS difficulty, g.home_expected_goals AS goals_for,
            g.away_expected_goals AS goals_against
          FROM game g WHERE g.round_id = ANY (${roundIds}::int[]) AND g.status = 'scheduled'
          UNION ALL
          SELECT g.round_id, g.id, g.kickoff, g.away_club_id, g.home_club_id, false, g.away_difficulty,
            g.away_expected_goals, g.home_expected_goals
          FROM game g WHERE g.round_id = ANY (${roundIds}::int[]) AND g.status = 'scheduled'
        )
        SELECT c.id, c.full_name AS "fullName", c.abbreviation, c.logo_image AS "logoImage", cs.attack, cs.defence,
          coalesce(json_agg(json_build_object(
            'round_id', s.round_id, 'game_id', s.game_id, 'kickoff', s.kickoff, 'is_home', s.is_home,
            'difficulty', s.difficulty, 'goals_for', s.goals_for, 'goals_against', s.goals_against,
            'opponent', json_build_object('id', o.id, 'full_name', o.full_name, 'abbreviation', o.abbreviation,
              'logo_image', o.logo_image)
          ) ORDER BY s.kickoff, s.game_id) FILTER (WHERE s.game_id IS NOT NULL), '[]') AS fixtures
        FROM season_club sc
        JOIN club c ON c.id = sc.club_id
        LEFT JOIN club_strength cs ON cs.season_id = sc.season_id AND cs.club_id = c.id
        LEFT JOIN side s ON s.club_id = c.id
        LEFT JOIN club o ON o.id = s.opponent_id
        WHERE sc.season_id = ${season.id}
        GROUP BY c.id, cs.attack, cs.defence`,
      db.$queryRaw<ForecastFit[]>`
        SELECT base_goals AS "baseGoals", home_advantage AS "homeAdvantage", through_round AS "throughRound",
          computed_at AS "computedAt"
        FROM season_forecast WHERE season_id = ${season.id}`,
    ]);
    const clubs = rows.map((row): ClubTicker => {
      const fixtures = row.fixtures.map((f) => ({
        roundId: f.round_id,
        fixture: {
          gameId: f.game_id,
          kickoff: new Date(f.kickoff),
          isHome: f.is_home,
          opponent: {
            id: f.opponent.id,
            fullName: f.opponent.full_name,
            abbreviation: f.opponent.abbreviation,
            logoImage: f.opponent.logo_image,
          },
          difficulty: f.difficulty,
          goalsFor: f.goals_for,
          goalsAgainst: f.goals_against,
        },
      }));
      const clubRounds = rounds.map((r) => ({
        roundId: r.id,
        number: r.number,
        fixtures: fixtures.filter((f) => f.roundId === r.id).map((f) => f.fixture),
      }));
      const run = runDifficulty(clubRounds);
      return {
        club: { id: row.id, fullName: row.fullName, abbreviation: row.abbreviation, logoImage: row.logoImage },
        attack: row.attack,
        defence: row.defence,
        rounds: clubRounds,
        fixtures: run.fixtures,
        totalDifficulty: run.total,
        averageDifficulty: run.average,
      };
    });
    return { season: { id: season.id, name: season.name }, fit: fits[0] ?? null, rounds, clubs };
  });
}
