// The forecast as the API shows it (docs/forecast.md): the fixture ticker of GET /footballteams/fixture-difficulty/.
import { z } from "zod";
import type { ClubTicker, FixtureTicker, TickerFixture } from "@/lib/server/forecast/fixture-ticker";
import type { ClubRef } from "@/lib/server/football/types";
import { dateTime, int, named } from "./wire";

const ClubBrief = z.strictObject({
  id: int(),
  full_name: z.string(),
  abbreviation: z.string(),
  logo_image: z.string(),
});
const clubBriefJson = (c: ClubRef): z.infer<typeof ClubBrief> => ({
  id: c.id,
  full_name: c.fullName,
  abbreviation: c.abbreviation,
  logo_image: c.logoImage,
});

const difficulty = () =>
  int().min(1).max(5).nullable().meta({ description: "1 easiest … 5 hardest; null before the forecast's first fit." });
const goals = () => z.number().min(0).nullable().meta({ description: "Expected goals; null before the first fit." });
const strength = () =>
  z
    .number()
    .nullable()
    .meta({ description: "On the log scale of goals, 0 the league's average club; null before the first fit." });

const TickerFixtureSchema = named(
  "TickerFixture",
  z.strictObject({
    round_game_id: int(),
    match_datetime: dateTime(),
    is_home: z.boolean(),
    opponent: ClubBrief,
    difficulty: difficulty(),
    expected_goals_for: goals(),
    expected_goals_against: goals(),
  }),
);
const fixtureJson = (f: TickerFixture): z.infer<typeof TickerFixtureSchema> => ({
  round_game_id: f.gameId,
  match_datetime: f.kickoff.toISOString(),
  is_home: f.isHome,
  opponent: clubBriefJson(f.opponent),
  difficulty: f.difficulty,
  expected_goals_for: f.goalsFor,
  expected_goals_against: f.goalsAgainst,
});

const ClubTickerSchema = named(
  "ClubFixtureDifficulty",
  z.strictObject({
    football_club: ClubBrief,
    attack: strength(),
    defence: strength(),
    fixtures_count: int().min(0),
    total_difficulty: int().min(0),
    average_difficulty: z.number().min(1).max(5).nullable(),
    rounds: z.array(
      z.strictObject({
        football_round_id: int(),
        number: int(),
        fixtures: z.array(TickerFixtureSchema).meta({ description: "Empty: a blank round; two: a double round." }),
      }),
    ),
  }),
);
const clubTickerJson = (c: ClubTicker): z.infer<typeof ClubTickerSchema> => ({
  football_club: clubBriefJson(c.club),
  attack: c.attack,
  defence: c.defence,
  fixtures_count: c.fixtures,
  total_difficulty: c.totalDifficulty,
  average_difficulty: c.averageDifficulty,
  rounds: c.rounds.map((r) => ({
    football_round_id: r.roundId,
    number: r.number,
    fixtures: r.fixtures.map(fixtureJson),
  })),
});

export const FixtureDifficulty = named(
  "FixtureDifficulty",
  z.strictObject({
    season: z.strictObject({ id: int(), name: z.string() }).nullable(),
    fit: z
      .strictObject({
        base_goals: z.number(),
        home_advantage: z.number(),
        through_round: int().min(0),
        computed_at: dateTime(),
      })
      .nullable()
      .meta({ description: "The strength fit's league parameters (log scale); null before the first fit." }),
    football_rounds: z.array(z.strictObject({ id: int(), number: int(), userteam_deadline: dateTime() })),
    teams: z.array(ClubTickerSchema).meta({ description: "The clubs, easiest run first unless ordered otherwise." }),
  }),
);

/** The ticker, or an empty one before any season. */
export const fixtureDifficultyJson = (t: FixtureTicker | null): z.infer<typeof FixtureDifficulty> => ({
  season: t && t.season,
  fit: t?.fit
    ? {
        base_goals: t.fit.baseGoals,
        home_advantage: t.fit.homeAdvantage,
        through_round: t.fit.throughRound,
        computed_at: t.fit.computedAt.toISOString(),
      }
    : null,
  football_rounds: (t?.rounds ?? []).map((r) => ({
    id: r.id,
    number: r.number,
    userteam_deadline: r.deadline.toISOString(),
  })),
  teams: (t?.clubs ?? []).map(clubTickerJson),
});
