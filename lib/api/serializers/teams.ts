// Teams as the API shows them (docs/product.md section 3 "User team", "User football player", "Bench
// entry"): prices in millions, position_index 1–15 (bench = priority + 12), captaincy by user
// football player id (captain) and by player id (captainID); each with its wire schema.
import { z } from "zod";
import { CHIPS, type ChipState } from "@/lib/game/chips";
import { PlayerCardSchema, ROUND_STATUS, clubJson, playerStatusJson } from "./football";
import { dateTime, int, money, named, page } from "./wire";
import type { ListedPlayer, PlayerPage } from "@/lib/server/football/list-players";
import type { PlayerForecast } from "@/lib/server/football/list-expected-points";
import type { TeamChips } from "@/lib/server/chips/team-chips";
import type { PublicSettings } from "@/lib/server/settings";
import type { RoundTeam } from "@/lib/server/teams/get-team-for-round";
import type { TransferState } from "@/lib/server/transfers/get-transfer-state";
import type { RandomTeam } from "@/lib/server/teams/random-team";
import type { PlayerCard, SquadEntry, TeamView } from "@/lib/server/teams/team-view";

/** A team's worth on the wire (a round's team, a season statistic): its squad's value and its bank, in millions. */
export const teamWorthShape = () => ({ team_price: money(), budget: money() });
export const teamWorthJson = (value: number, bank: number) => ({ team_price: value / 10, budget: bank / 10 });

export type PlayerCardJson = z.infer<typeof PlayerCardSchema>;

export const playerCardJson = (p: PlayerCard): PlayerCardJson => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  full_name: `${p.firstName} ${p.lastName}`,
  position: p.position,
  status: playerStatusJson(p.status),
  current_price: p.currentPrice / 10,
  initial_price: p.initialPrice / 10,
  popularity_pct: p.popularityBp / 100,
  football_club: p.club ? clubJson(p.club) : null,
});

/** A player's season action counts by code (docs/product.md section 3 "Point actions"), with minutes_played. */
const SeasonCounts = z.strictObject({
  minutes_played: int(),
  GS_OP: int(),
  GS_PK: int(),
  AS: int(),
  PE: int(),
  SoT: int(),
  CS_HT: int(),
  TBI: int(),
  SA_OP: int(),
  SA_PK: int(),
  GC: int(),
  OG: int(),
  PM: int(),
  YC: int(),
  RC: int(),
});

/** A player of the players list: his card, the round and season scores, and every stat sort option. */
export const Player = named(
  "Player",
  PlayerCardSchema.extend({
    round_score: int(),
    season_score: int(),
    season_minutes_played: int(),
    season_count_sot: int(),
    season_count_tbi: int(),
    season_count_saop: int(),
    season_count_actions: SeasonCounts,
    ...SeasonCounts.omit({ minutes_played: true, SoT: true, TBI: true, SA_OP: true }).shape,
    expected_points: z.number().meta({ description: "Expected points in the next round still to lock (0.1)." }),
    expected_points_5: z.number().meta({ description: "Expected points over the next five rounds (0.1)." }),
  }).strict(),
);
export type ListedPlayerJson = z.infer<typeof Player>;
export const PlayerList = page("Player", Player);

/** Expected points as the API gives them: to 0.1, as a fan reads them. */
export const tenth = (points: number) => Math.round(points * 10) / 10;

export const listedPlayerJson = (p: ListedPlayer): ListedPlayerJson => ({
  ...playerCardJson(p.card),
  round_score: p.roundScore,
  season_score: p.seasonScore,
  season_minutes_played: p.counts.minutes_played,
  season_count_sot: p.counts.SoT,
  season_count_tbi: p.counts.TBI,
  season_count_saop: p.counts.SA_OP,
  season_count_actions: p.counts,
  GS_OP: p.counts.GS_OP,
  GS_PK: p.counts.GS_PK,
  AS: p.counts.AS,
  PE: p.counts.PE,
  CS_HT: p.counts.CS_HT,
  SA_PK: p.counts.SA_PK,
  GC: p.counts.GC,
  OG: p.counts.OG,
  PM: p.counts.PM,
  YC: p.counts.YC,
  RC: p.counts.RC,
  expected_points: tenth(p.expectedNext),
  expected_points_5: tenth(p.expectedNext5),
});

/** A players list page's rows as the API's JSON text, rendered once per cache epoch and query (`listPlayersView`). */
export const playerPageText = {
  name: "api-json",
  render: (page: PlayerPage) => ({ count: page.count, results: JSON.stringify(page.results.map(listedPlayerJson)) }),
};

/** A player's expected points in each round still to lock (docs/forecast.md), for a planner. */
export const PlayerExpectedPoints = named(
  "PlayerExpectedPoints",
  z.strictObject({
    id: int(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    position: PlayerCardSchema.shape.position,
    current_price: money(),
    football_club: PlayerCardSchema.shape.football_club,
    rounds: z.array(
      z.strictObject({
        round: int().meta({ description: "The round's number." }),
        fixtures: int().meta({ description: "His club's games in the round: 0 a blank round, 2 a double." }),
        expected_points: z.number().meta({ description: "Expected points in the round (0.1), over its fixtures." }),
      }),
    ),
    chance_of_playing: z
      .number()
      .min(0)
      .max(1)
      .meta({ description: "Chance of playing in the next round (0–1, 0.01)." }),
  }),
);
export const ExpectedPointsList = page("PlayerExpectedPoints", PlayerExpectedPoints);

export const playerExpectedPointsJson = (p: PlayerForecast): z.infer<typeof PlayerExpectedPoints> => ({
  id: p.card.id,
  first_name: p.card.firstName,
  last_name: p.card.lastName,
  full_name: `${p.card.firstName} ${p.card.lastName}`,
  position: p.card.position,
  current_price: p.card.currentPrice / 10,
  football_club: p.card.club ? clubJson(p.card.club) : null,
  rounds: p.rounds.map((r) => ({ round: r.round, fixtures: r.fixtures, expected_points: tenth(r.points) })),
  chance_of_playing: Math.round(p.chanceOfPlaying * 100) / 100,
});

export const UserFootballPlayer = named(
  "UserFootballPlayer",
  z.strictObject({
    id: int(),
    football_player: PlayerCardSchema,
    position_index: int().min(1).max(15),
    is_captain: z.boolean(),
    is_vice_captain: z.boolean(),
    purchase_price: money(),
  }),
);

export const userPlayerJson = (e: SquadEntry): z.infer<typeof UserFootballPlayer> => ({
  id: e.squadPlayerId,
  football_player: playerCardJson(e.player),
  position_index: e.slot + 1,
  is_captain: e.isCaptain,
  is_vice_captain: e.isViceCaptain,
  purchase_price: e.purchasePrice / 10,
});

export const BenchEntry = named(
  "BenchEntry",
  z.strictObject({ id: int(), priority: int().min(0).max(3).nullable(), user_football_player: UserFootballPlayer }),
);

export const benchJson = (e: SquadEntry): z.infer<typeof BenchEntry> => ({
  id: e.squadPlayerId,
  priority: e.benchPriority,
  user_football_player: userPlayerJson(e),
});

export const CHIP = z.enum(CHIPS).meta({
  description:
    "wildcard: unlimited free transfers for a round; free_hit: the same, the squad back as it was at the next deadline; bench_boost: the bench's points count; triple_captain: the captain's points count three times.",
});

export const ChipStateSchema = named(
  "ChipState",
  z.strictObject({
    chip: CHIP,
    half: z.union([z.literal(1), z.literal(2)]).meta({ description: "The half of the season it can be played in." }),
    status: z.enum(["available", "active", "played", "expired", "upcoming"]).meta({
      description:
        "active: played for the next round (bench_boost and triple_captain can be cancelled until its deadline); played: for an earlier round; expired: a first-half chip not played in the first half; upcoming: a second-half chip before the second half.",
    }),
    round_number: int().nullable().meta({ description: "The round it was played for (active or played)." }),
  }),
);

export const chipStateJson = (c: ChipState): z.infer<typeof ChipStateSchema> => ({
  chip: c.chip,
  half: c.half,
  status: c.status,
  round_number: c.roundNumber,
});

export const TeamChipsSchema = named(
  "TeamChips",
  z.strictObject({
    user_team: int(),
    football_round: z.strictObject({ id: int(), number: int() }).nullable().meta({
      description: "The round a chip played now is for (the next deadline); null when none is left.",
    }),
    chips: z.array(ChipStateSchema),
  }),
);

export const teamChipsJson = (t: TeamChips & { teamId: number }): z.infer<typeof TeamChipsSchema> => ({
  user_team: t.teamId,
  football_round: t.round,
  chips: t.chips.map(chipStateJson),
});

export const TransferStateSchema = named(
  "TransferState",
  z.strictObject({
    football_round: z.strictObject({ id: int(), number: int(), deadline: dateTime() }).nullable(),
    deadline_passed: z.boolean(),
    next_football_round: z.strictObject({ id: int(), number: int() }).nullable().meta({
      description:
        "While football_round's deadline has passed and it is being locked: the round changes will count for once it is (null otherwise, or when none is left). Changes are refused (409) until then.",
    }),
    transfers_used: int(),
    transfers_allowed: int(),
    penalty_points: int(),
    extra_transfer_penalty_points: int(),
    budget: money(),
    has_unlimited_transfers: z.boolean(),
    has_unlimited_transfers_reason: z.enum(["first_round", "wildcard", "free_hit"]).nullable(),
    wildcard_used: z.boolean(),
    chips: z.array(ChipStateSchema).meta({ description: "Every chip of the season, in each half." }),
  }),
);

export const transferStateJson = (s: TransferState): z.infer<typeof TransferStateSchema> => ({
  football_round: s.round && { id: s.round.id, number: s.round.number, deadline: s.round.deadline.toISOString() },
  deadline_passed: s.deadlinePassed,
  next_football_round: s.nextRound,
  transfers_used: s.transfersUsed,
  transfers_allowed: s.transfersAllowed,
  penalty_points: s.penaltyPoints,
  extra_transfer_penalty_points: s.extraTransferPenaltyPoints,
  budget: s.bank / 10,
  has_unlimited_transfers: s.unlimited,
  has_unlimited_transfers_reason: s.unlimitedReason,
  wildcard_used: s.wildcardUsed,
  chips: s.chips.map(chipStateJson),
});

export const TransfersDone = named(
  "TransfersDone",
  TransferStateSchema.extend({
    transfers: int().meta({ description: "Transfers made by this call." }),
    penalty: int().meta({ description: "Penalty points they cost." }),
  }).strict(),
);
export const TransferCount = named("TransferCount", z.strictObject({ count: int() }));

const FormationRef = named("FormationRef", z.strictObject({ id: int(), formation_type: z.string() }));

export const UserTeam = named(
  "UserTeam",
  z.strictObject({
    id: int(),
    name: z.string(),
    abbreviation: z.string(),
    season: int(),
    user: int(),
    country: z.string().nullable(),
    formation: FormationRef,
    budget: money(),
    total_points: int(),
    captain: int().nullable().meta({ description: "The captain's user football player id." }),
    vice_captain: int().nullable().meta({ description: "The vice-captain's user football player id." }),
    captainID: int().nullable().meta({ description: "The captain's football player id." }),
    viceCaptainID: int().nullable().meta({ description: "The vice-captain's football player id." }),
    football_players: z.array(UserFootballPlayer),
    bench_players: z.array(BenchEntry),
  }),
);

export type UserTeamJson = z.infer<typeof UserTeam>;

/** The caller's teams: the live one with its transfer counters, each with the rounds it played. */
export const UserTeamWithState = named(
  "UserTeamWithState",
  UserTeam.extend({ ...TransferStateSchema.partial().shape, rounds_played: int() }).strict(),
);

export const teamJson = (team: TeamView): UserTeamJson => {
  const pitch = team.players.filter((p) => p.slot < 11);
  const bench = team.players.filter((p) => p.slot >= 11);
  const captain = team.players.find((p) => p.isCaptain);
  const vice = team.players.find((p) => p.isViceCaptain);
  return {
    id: team.id,
    name: team.name,
    abbreviation: team.abbreviation,
    season: team.seasonId,
    user: team.userId,
    country: team.countryCode,
    formation: { id: team.formation.id, formation_type: team.formation.name },
    budget: team.bank / 10,
    total_points: team.totalPoints,
    captain: captain?.squadPlayerId ?? null,
    vice_captain: vice?.squadPlayerId ?? null,
    captainID: team.captainId,
    viceCaptainID: team.viceCaptainId,
    football_players: pitch.map(userPlayerJson),
    bench_players: bench.map(benchJson),
  };
};

const teamTexts = new WeakMap<TeamView, string>();

/**
 * teamJson as JSON text, rendered once per view: the own-team read hands back the same view while neither the team nor
 * the players' cards have changed (lib/server/teams/team-view.ts `squadMemory`), and views are never changed in place.
 */
export function teamJsonText(team: TeamView): string {
  let text = teamTexts.get(team);
  if (text === undefined) teamTexts.set(team, (text = JSON.stringify(teamJson(team))));
  return text;
}

const RoundTeamSchema = named(
  "RoundTeam",
  z.strictObject({
    kind: z
      .enum(["final", "provisional", "upcoming"])
      .meta({ description: "final: a finished round; provisional: the live round so far; upcoming: the squad now." }),
    football_round: z.strictObject({ id: int(), number: int(), status: ROUND_STATUS, userteam_deadline: dateTime() }),
    user_team: z.strictObject({ id: int(), user: int(), name: z.string(), abbreviation: z.string() }),
    formation: FormationRef,
    captainID: int().nullable(),
    viceCaptainID: int().nullable(),
    football_players: z.array(
      z.strictObject({
        position_index: int().min(1).max(15),
        bench_priority: int().min(0).max(3).nullable(),
        is_captain: z.boolean(),
        is_vice_captain: z.boolean(),
        football_player: PlayerCardSchema,
        points: int().nullable(),
        minutes_played: int().nullable(),
        counts: z.boolean(),
        multiplier: z
          .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])
          .meta({ description: "3 for the captain (or vice-captain) under a Triple Captain." }),
      }),
    ),
    substitutions: z.array(z.strictObject({ out: int(), in: int() })),
    multiplied_player_id: int().nullable(),
    points: int().nullable(),
    penalty_points: int(),
    transfers_used: int(),
    wildcard_used: z.boolean(),
    chip: CHIP.nullable().meta({ description: "The chip played for the round." }),
    ...teamWorthShape(),
    total_points: int(),
    round_rank: int().nullable(),
    overall_rank: int().nullable(),
  }),
);
export const RoundTeamList = page("RoundTeam", RoundTeamSchema);

export const roundTeamJson = (t: RoundTeam): z.infer<typeof RoundTeamSchema> => ({
  kind: t.kind,
  football_round: {
    id: t.round.id,
    number: t.round.number,
    status: t.round.status as z.infer<typeof ROUND_STATUS>,
    userteam_deadline: t.round.deadline.toISOString(),
  },
  user_team: { id: t.team.id, user: t.team.userId, name: t.team.name, abbreviation: t.team.abbreviation },
  formation: { id: t.formation.id, formation_type: t.formation.name },
  captainID: t.captainId,
  viceCaptainID: t.viceCaptainId,
  football_players: t.players.map((p) => ({
    position_index: p.slot + 1,
    bench_priority: p.benchPriority,
    is_captain: p.isCaptain,
    is_vice_captain: p.isViceCaptain,
    football_player: playerCardJson(p.player),
    points: p.points,
    minutes_played: p.minutes,
    counts: p.counts,
    multiplier: p.multiplier as 0 | 1 | 2 | 3,
  })),
  substitutions: t.substitutions.map((s) => ({ out: s.outId, in: s.inId })),
  multiplied_player_id: t.multipliedId,
  points: t.points,
  penalty_points: t.penaltyPoints,
  transfers_used: t.transfersUsed,
  wildcard_used: t.wildcardUsed,
  chip: t.chip,
  ...teamWorthJson(t.teamValue, t.bank),
  total_points: t.totalPoints,
  round_rank: t.roundRank,
  overall_rank: t.overallRank,
});

const RandomTeamPlayer = z.strictObject({ position_index: int().min(1).max(15), football_player: PlayerCardSchema });
export const RandomTeamSchema = named(
  "RandomTeam",
  z.strictObject({
    formation: FormationRef,
    main: z.array(RandomTeamPlayer),
    bench: z.array(RandomTeamPlayer.extend({ priority: int().min(0).max(3) }).strict()),
    captain: int().meta({ description: "The captain's football player id." }),
    vice_captain: int().meta({ description: "The vice-captain's football player id." }),
    cost: money(),
  }),
);

export const randomTeamJson = (t: RandomTeam): z.infer<typeof RandomTeamSchema> => ({
  formation: { id: t.formation.id, formation_type: t.formation.name },
  main: t.players
    .filter((p) => p.slot < 11)
    .map((p) => ({ position_index: p.slot + 1, football_player: playerCardJson(p.player) })),
  bench: t.players
    .filter((p) => p.slot >= 11)
    .map((p) => ({ priority: p.slot - 11, position_index: p.slot + 1, football_player: playerCardJson(p.player) })),
  captain: t.captainId,
  vice_captain: t.viceCaptainId,
  cost: t.cost / 10,
});

/** The name a rename answers (set-new-team-name, PATCH user-teams/). */
export const TeamName = named(
  "TeamName",
  z.strictObject({ teamId: int(), name: z.string(), abbreviation: z.string() }),
);

/** The game settings (docs/product.md section 3 "Settings"). */
export const Settings = named(
  "Settings",
  z.strictObject({
    budget_limit: money(),
    extra_transfer_penalty_points: int(),
    nmb_of_fp_from_fc: int().meta({ description: "At most this many players from one club." }),
    free_transfers_per_round: int(),
    sign_up_open: z.boolean(),
  }),
);

export const settingsJson = (s: PublicSettings): z.infer<typeof Settings> => ({
  budget_limit: s.budgetLimit / 10,
  extra_transfer_penalty_points: s.extraTransferPenaltyPoints,
  nmb_of_fp_from_fc: s.maxPlayersPerClub,
  free_transfers_per_round: s.freeTransfersPerRound,
  sign_up_open: s.signUpOpen,
});
