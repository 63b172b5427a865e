// Leagues as the API shows them (docs/product.md section 3 "League", "Round statistic"; section 7 "Leagues"): snake_case and the
// spec's wire names (classificationType, placeInPercentage, last_update_time as an ISO string) for the domain types of
// lib/server/leagues, each with its wire schema.
import { z } from "zod";
import { HEAD_TO_HEAD_SCORINGS } from "@/lib/validation/leagues";
import { CHIP } from "./teams";
import type { CreatedPrivateLeague } from "@/lib/server/leagues/create-private-league";
import type { LeagueTeamMatch } from "@/lib/server/leagues/find-league-teams";
import type { RoundStatistic } from "@/lib/server/leagues/get-round-statistic";
import type { LeagueMember, LeaguePlace, MembersPage } from "@/lib/server/leagues/league-rows";
import type { PrivateLeagueSummary } from "@/lib/server/leagues/list-private-leagues";
import type { QuadLeagueSummary } from "@/lib/server/leagues/list-quad-leagues";
import type { ManagedPrivateLeague } from "@/lib/server/leagues/manage-private-league";
import type { LeagueFormatInfo } from "@/lib/server/leagues/private-league";
import type { LeagueInfo } from "@/lib/server/leagues/read-league-info";
import { ROUND_STATUS } from "./football";
import { dateTime, int, named, page } from "./wire";

const isoTime = (date: Date | null) => date?.toISOString() ?? null;
const lastUpdate = () => dateTime().nullable().meta({ description: "When the table was last written; null: never." });
const roundNumberRef = z.strictObject({ id: int(), number: int() });

/** A head-to-head league's format and scoring; absent on classic leagues, which answer as they always have. */
const formatFields = {
  format: z
    .literal("head_to_head")
    .optional()
    .meta({ description: "Present on head-to-head private leagues only (absent: a classic league)." }),
  scoring: z.enum(HEAD_TO_HEAD_SCORINGS).optional().meta({
    description: "Head to head: matches decided by round points, or by goals (66 points one goal, +1 every 6).",
  }),
};
const formatJson = (l: LeagueFormatInfo) =>
  l.format === "head_to_head" && l.scoring ? { format: "head_to_head" as const, scoring: l.scoring } : {};

/** One row of a league table. */
export const Standing = named(
  "Standing",
  z.strictObject({
    rank: int().meta({ description: "Place; ties share a rank." }),
    position: int().meta({ description: "The row's place in the table (1, 2, 3... without ties)." }),
    previous_rank: int().nullable(),
    team_id: int(),
    name: z.string().meta({ description: "The team's name." }),
    manager: z.string(),
    total_points: int(),
    own: z.boolean(),
    user_id: int(),
  }),
);

const leagueMemberJson = (m: LeagueMember): z.infer<typeof Standing> => ({
  rank: m.rank,
  position: m.position,
  previous_rank: m.previousRank,
  team_id: m.teamId,
  name: m.teamName,
  manager: m.manager,
  total_points: m.totalPoints,
  own: m.own,
  user_id: m.userId,
});

export const membersJson = (page: MembersPage) => ({ count: page.count, results: page.results.map(leagueMemberJson) });
export const LeagueMembers = page("Standing", Standing);
/** The page of a league that shows the caller's team, with its number. */
export const OwnStandingPage = named("OwnStandingPage", z.strictObject({ page: int().min(1), ...LeagueMembers.shape }));

const placeJson = (p: Omit<LeaguePlace, "members">) => ({
  rank: p.rank,
  total_points: p.totalPoints,
  placeInPercentage: p.placeInPercentage,
  page: p.page,
  position: p.position,
});

export const League = named(
  "League",
  z.strictObject({
    id: int(),
    name: z.string(),
    classificationType: z.enum(["season", "country", "round", "quad", "private"]),
    season_id: int(),
    country_code: z.string().nullable(),
    round: z.strictObject({ id: int(), number: int(), status: ROUND_STATUS }).nullable(),
    quad_number: int().nullable(),
    rounds: z.tuple([int(), int()]).nullable().meta({ description: "A quad league's first and last round." }),
    members_count: int(),
    entries_closed: z.boolean(),
    join_code: z.string().nullable(),
    starts_from_round: roundNumberRef.nullable(),
    own: z.boolean(),
    last_update_time: lastUpdate(),
    rank: int().nullable(),
    total_points: int().nullable(),
    placeInPercentage: int().nullable().meta({ description: "floor(100 × rank / members)." }),
    page: int().nullable().meta({ description: "The members page (of page_size rows) holding the user's row." }),
    position: int().nullable(),
    ...formatFields,
  }),
);

export const leagueInfoJson = (l: LeagueInfo): z.infer<typeof League> => ({
  id: l.id,
  name: l.name,
  classificationType: l.kind,
  season_id: l.seasonId,
  country_code: l.countryCode,
  round: l.round,
  quad_number: l.quadNumber,
  rounds: l.rounds,
  members_count: l.membersCount,
  entries_closed: l.entriesClosed,
  join_code: l.joinCode,
  starts_from_round: l.startsFromRound,
  own: l.own,
  last_update_time: isoTime(l.lastUpdateAt),
  ...placeJson(l),
  ...formatJson(l),
});

/** A private league as its members see it in the list and once created: its name, code, size, entries and owner. */
const memberLeagueFields = {
  id: int(),
  name: z.string(),
  entries_closed: z.boolean(),
  members_count: int(),
  join_code: z.string(),
  own: z.boolean(),
};
const memberLeagueJson = (
  l: Pick<CreatedPrivateLeague, "id" | "name" | "entriesClosed" | "membersCount" | "joinCode" | "own">,
) => ({
  id: l.id,
  name: l.name,
  entries_closed: l.entriesClosed,
  members_count: l.membersCount,
  join_code: l.joinCode,
  own: l.own,
});

export const PrivateLeague = named(
  "PrivateLeague",
  z.strictObject({
    ...memberLeagueFields,
    starts_from_round: z.strictObject({ id: int(), number: int().nullable() }).nullable(),
    rank: int().nullable(),
    total_points: int().nullable(),
    last_update_time: lastUpdate(),
    ...formatFields,
  }),
);

export const privateLeagueJson = (l: PrivateLeagueSummary): z.infer<typeof PrivateLeague> => ({
  ...memberLeagueJson(l),
  starts_from_round: l.startsFromRound,
  rank: l.rank,
  total_points: l.totalPoints,
  last_update_time: isoTime(l.lastUpdateAt),
  ...formatJson(l),
});

export const CreatedLeague = named(
  "CreatedPrivateLeague",
  z.strictObject({
    ...memberLeagueFields,
    starts_from_round: roundNumberRef,
    ...formatFields,
  }),
);

export const createdLeagueJson = (l: CreatedPrivateLeague): z.infer<typeof CreatedLeague> => ({
  ...memberLeagueJson(l),
  starts_from_round: l.startsFromRound,
  ...formatJson(l),
});

export const ManagedLeague = named(
  "ManagedPrivateLeague",
  z.strictObject({ id: int(), name: z.string(), entries_closed: z.boolean(), join_code: z.string().nullable() }),
);

export const managedLeagueJson = (l: ManagedPrivateLeague): z.infer<typeof ManagedLeague> => ({
  id: l.id,
  name: l.name,
  entries_closed: l.entriesClosed,
  join_code: l.joinCode,
});

export const LeagueTeam = named("LeagueTeam", z.strictObject({ id: int(), name: z.string() }));
export const leagueTeamJson = (t: LeagueTeamMatch): z.infer<typeof LeagueTeam> => ({ id: t.id, name: t.name });

export const JoinedLeague = named("JoinedPrivateLeague", z.strictObject({ id: int() }));

export const RoundStatisticSchema = named(
  "RoundStatistic",
  z.strictObject({
    round_id: int(),
    round_number: int(),
    status: ROUND_STATUS,
    points: int().nullable(),
    avg_points: z.number().nullable(),
    max_points: int().nullable(),
    max_points_user_id: int().nullable(),
    transfers_used: int().nullable(),
    wildcard_used: z.boolean().nullable(),
    penalty_points: int().nullable(),
    chip: CHIP.nullable().meta({ description: "The chip the user played for the round." }),
    chips_played: z
      .array(z.strictObject({ chip: CHIP, count: int(), share_pct: z.number() }))
      .meta({ description: "Of the round's teams, how many played each chip (from the round's deadline on)." }),
  }),
);

export const roundStatisticJson = (s: RoundStatistic): z.infer<typeof RoundStatisticSchema> => ({
  round_id: s.roundId,
  round_number: s.roundNumber,
  status: s.status,
  points: s.points,
  avg_points: s.avgPoints,
  max_points: s.maxPoints,
  max_points_user_id: s.maxPointsUserId,
  transfers_used: s.transfersUsed,
  wildcard_used: s.wildcardUsed,
  penalty_points: s.penaltyPoints,
  chip: s.chip,
  chips_played: s.chipsPlayed.map((c) => ({ chip: c.chip, count: c.count, share_pct: c.sharePct })),
});

export const QuadLeague = named(
  "QuadLeague",
  z.strictObject({
    id: int(),
    name: z.string(),
    quad_number: int().nullable(),
    rounds: z.tuple([int(), int()]),
    members_count: int(),
    last_update_time: lastUpdate(),
  }),
);

export const quadLeagueJson = (l: QuadLeagueSummary): z.infer<typeof QuadLeague> => ({
  id: l.id,
  name: l.name,
  quad_number: l.quadNumber,
  rounds: l.rounds,
  members_count: l.membersCount,
  last_update_time: isoTime(l.lastUpdateAt),
});
