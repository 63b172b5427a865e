// Head-to-head leagues as the API shows them: a round's matches (fixtures, provisional scores while the round is live,
// results once it is closed) and the table, in the spec's snake_case, for the domain types of
// lib/server/leagues (head-to-head-views.ts, read-head-to-head-matches.ts, read-head-to-head-table.ts).
import { z } from "zod";
import type { HeadToHeadMatchView, HeadToHeadRoundRef, HeadToHeadSide } from "@/lib/server/leagues/head-to-head-views";
import type { HeadToHeadMatches } from "@/lib/server/leagues/read-head-to-head-matches";
import type { HeadToHeadTable } from "@/lib/server/leagues/read-head-to-head-table";
import { HEAD_TO_HEAD_SCORINGS } from "@/lib/validation/leagues";
import { ROUND_STATUS } from "./football";
import { int, named } from "./wire";

const RoundRef = z.strictObject({ id: int(), number: int(), status: ROUND_STATUS });
const roundRefJson = (r: HeadToHeadRoundRef) => ({ id: r.id, number: r.number, status: r.status });

export const HeadToHeadSideSchema = named(
  "HeadToHeadSide",
  z.strictObject({
    kind: z.enum(["team", "average", "former"]).meta({
      description:
        "team: a member's team; average: the opponent of an odd count, scoring the league's average of the round; former: a team deleted since.",
    }),
    team_id: int().nullable(),
    name: z.string().nullable(),
    manager: z.string().nullable(),
    user_id: int().nullable(),
    own: z.boolean(),
    points: int()
      .nullable()
      .meta({ description: "Round points; null before the round is played or when it is cancelled." }),
    goals: int().nullable().meta({ description: "Fantacalcio's goals of those points (shown in goals mode)." }),
  }),
);

const sideJson = (s: HeadToHeadSide): z.infer<typeof HeadToHeadSideSchema> => ({
  kind: s.kind,
  team_id: s.teamId,
  name: s.teamName,
  manager: s.manager,
  user_id: s.userId,
  own: s.own,
  points: s.points,
  goals: s.goals,
});

const MatchSchema = z.strictObject({ slot: int(), home: HeadToHeadSideSchema, away: HeadToHeadSideSchema });
const matchJson = (m: HeadToHeadMatchView) => ({ slot: m.slot, home: sideJson(m.home), away: sideJson(m.away) });

export const HeadToHeadRoundSchema = named(
  "HeadToHeadRound",
  z.strictObject({
    scoring: z.enum(HEAD_TO_HEAD_SCORINGS),
    starts_from_round: z.strictObject({ id: int(), number: int() }),
    rounds: z.array(RoundRef).meta({ description: "Every round with fixtures, in order; empty before the draw." }),
    round: RoundRef.nullable().meta({ description: "The round shown; null before the fixtures are drawn." }),
    provisional: z.boolean().meta({ description: "Scores from the live points: they change until the round closes." }),
    cancelled: z.boolean(),
    matches: z.array(MatchSchema),
  }),
);

export const headToHeadRoundJson = (m: HeadToHeadMatches): z.infer<typeof HeadToHeadRoundSchema> => ({
  scoring: m.scoring,
  starts_from_round: m.startsFrom,
  rounds: m.rounds.map(roundRefJson),
  round: m.current ? roundRefJson(m.current.round) : null,
  provisional: m.current?.provisional ?? false,
  cancelled: m.current?.cancelled ?? false,
  matches: m.current?.matches.map(matchJson) ?? [],
});

export const HeadToHeadTableSchema = named(
  "HeadToHeadTable",
  z.strictObject({
    scoring: z.enum(HEAD_TO_HEAD_SCORINGS),
    after_round: z
      .strictObject({ id: int(), number: int() })
      .nullable()
      .meta({ description: "The closed round the table is after; null before the first close (every member at 0)." }),
    results: z.array(
      z.strictObject({
        rank: int(),
        position: int(),
        previous_rank: int().nullable(),
        team_id: int(),
        name: z.string(),
        manager: z.string(),
        user_id: int(),
        own: z.boolean(),
        played: int(),
        won: int(),
        drawn: int(),
        lost: int(),
        points_for: int(),
        goals_for: int(),
        points: int().meta({ description: "3 a win, 1 a draw." }),
      }),
    ),
  }),
);

export const headToHeadTableJson = (t: HeadToHeadTable): z.infer<typeof HeadToHeadTableSchema> => ({
  scoring: t.scoring,
  after_round: t.afterRound,
  results: t.rows.map((r) => ({
    rank: r.rank,
    position: r.position,
    previous_rank: r.previousRank,
    team_id: r.teamId,
    name: r.teamName,
    manager: r.manager,
    user_id: r.userId,
    own: r.own,
    played: r.played,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    points_for: r.pointsFor,
    goals_for: r.goalsFor,
    points: r.points,
  })),
});
