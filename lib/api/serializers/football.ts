// Rounds, games, players' results and dream teams as the API shows them (docs/product.md section 3), each with its wire schema.
import { z } from "zod";
import type { ApiLocale } from "@/i18n/translator";
import { formatDeadlineWithoutYear } from "@/lib/format/dates";
import { PLAYER_STATUS_WORDS } from "@/lib/game/types";
import type { DreamTeam } from "@/lib/server/football/dream-team";
import type { FormationRow } from "@/lib/server/football/list-formations";
import type { ClubNextGames } from "@/lib/server/football/list-closest-scheduled-games";
import type { MatchInfo } from "@/lib/server/football/get-match-info";
import type { PointActionTypeRow } from "@/lib/server/football/list-point-action-types";
import type {
  PlayerFixture,
  PlayerGameResult,
  PlayerInfo,
  PlayerPastSeason,
  UpcomingRound,
} from "@/lib/server/football/get-player-info";
import type { RoundSummary } from "@/lib/server/football/list-rounds";
import type { ClubRef, ClubWithJerseys, PlayerRef, PlayerStatus, GameSummary } from "@/lib/server/football/types";
import type { Season } from "@/lib/server/seasons/list-seasons";
import { date, dateTime, int, money, named, page, percent } from "./wire";

const POSITION = z.enum(["GKP", "DEF", "MID", "FWD"]);
export const ROUND_STATUS = z.enum(["scheduled", "live", "finished", "cancelled"]);
/** technical: forfeited; postponed: moved out of its round (blank). */
const GAME_STATUS = z.enum(["scheduled", "live", "finished", "cancelled", "technical", "postponed"]);

/** Player statuses in the spec's words (international-duty; the database's enum names write international_duty). */
const PLAYER_STATUS = z.enum(PLAYER_STATUS_WORDS);
/** A status as the spec writes it, from an enum name or from a raw read (which gives the spec's words already). */
export const playerStatusJson = (status: PlayerStatus) => status.replaceAll("_", "-") as z.infer<typeof PLAYER_STATUS>;

const ClubRefSchema = named(
  "ClubRef",
  z.strictObject({ id: int(), full_name: z.string(), abbreviation: z.string(), logo_image: z.string() }),
);
export const Club = named(
  "Club",
  ClubRefSchema.extend({ jersey_goalkeeper: z.string(), jersey_outfield: z.string() }).strict(),
);

const clubRefJson = (c: ClubRef): z.infer<typeof ClubRefSchema> => ({
  id: c.id,
  full_name: c.fullName,
  abbreviation: c.abbreviation,
  logo_image: c.logoImage,
});
export const clubJson = (c: ClubWithJerseys): z.infer<typeof Club> => ({
  ...clubRefJson(c),
  jersey_goalkeeper: c.jerseyGoalkeeper,
  jersey_outfield: c.jerseyOutfield,
});
const clubFullJson = (c: ClubWithJerseys | null) => c && clubJson(c);

const PlayerRefSchema = named(
  "PlayerRef",
  z.strictObject({
    id: int(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    position: POSITION,
  }),
);
const playerRefJson = (p: PlayerRef): z.infer<typeof PlayerRefSchema> => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  full_name: p.fullName,
  position: p.position,
});

export const Round = named(
  "Round",
  z.strictObject({
    id: int(),
    season: int(),
    number: int(),
    status: ROUND_STATUS,
    userteam_deadline: dateTime(),
    userteam_deadline_without_year: z
      .string()
      .meta({ description: "The deadline as 'DD MMM | HH:mm' in Italian time and the request's language." }),
  }),
);
export const RoundList = page("Round", Round);

export const roundJson = (r: RoundSummary, locale: ApiLocale): z.infer<typeof Round> => ({
  id: r.id,
  season: r.seasonId,
  number: r.number,
  status: r.status,
  userteam_deadline: r.deadline.toISOString(),
  userteam_deadline_without_year: formatDeadlineWithoutYear(r.deadline, locale),
});

const RoundRefSchema = named("RoundRef", z.strictObject({ id: int(), number: int(), status: ROUND_STATUS }));

export const Game = named(
  "Game",
  z.strictObject({
    id: int(),
    match_datetime: dateTime(),
    status: GAME_STATUS,
    team_1: ClubRefSchema,
    team_2: ClubRefSchema,
    team_1_score: int().nullable(),
    team_2_score: int().nullable(),
    team_1_difficulty: int()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: "The home side's fixture difficulty, 1 easiest … 5 hardest; null once played." }),
    team_2_difficulty: int()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: "The away side's fixture difficulty, 1 easiest … 5 hardest; null once played." }),
    football_round: RoundRefSchema,
  }),
);

export const gameJson = (g: GameSummary): z.infer<typeof Game> => ({
  id: g.id,
  match_datetime: g.kickoff.toISOString(),
  status: g.status,
  team_1: clubRefJson(g.home),
  team_2: clubRefJson(g.away),
  team_1_score: g.homeScore,
  team_2_score: g.awayScore,
  team_1_difficulty: g.homeDifficulty,
  team_2_difficulty: g.awayDifficulty,
  football_round: { id: g.round.id, number: g.round.number, status: g.round.status },
});

export const ClosestGames = named(
  "ClosestScheduledRoundGames",
  z.strictObject({
    football_round: RoundRefSchema.nullable(),
    teams: z.array(
      z.strictObject({
        team_id: int(),
        games: z.array(
          z.strictObject({
            round_game_id: int(),
            match_datetime: dateTime(),
            is_home: z.boolean(),
            opponent_abbreviation: z.string(),
            opponent: ClubRefSchema,
          }),
        ),
      }),
    ),
  }),
);

export const closestGamesJson = (
  data: { round: { id: number; number: number; status: RoundSummary["status"] }; clubs: ClubNextGames[] } | null,
): z.infer<typeof ClosestGames> => ({
  football_round: data?.round ?? null,
  teams: (data?.clubs ?? []).map((c) => ({
    team_id: c.clubId,
    games: c.games.map((g) => ({
      round_game_id: g.gameId,
      match_datetime: g.kickoff.toISOString(),
      is_home: g.isHome,
      opponent_abbreviation: g.opponent.abbreviation,
      opponent: clubRefJson(g.opponent),
    })),
  })),
});

const RoundAction = z.strictObject({
  action: z.string().meta({ description: "The point action's code (GS_OP, AS, YC...)." }),
  name: z.string(),
  count: int(),
  points: int(),
});
const actionsJson = (actions: { code: string; name: string; count: number; points: number }[]) =>
  actions.map((a) => ({ action: a.code, name: a.name, count: a.count, points: a.points }));

const MatchPlayerResult = named(
  "MatchPlayerResult",
  z.strictObject({
    football_player: PlayerRefSchema,
    round_game: int(),
    played_for_team_id: int(),
    side: z.enum(["home", "away"]),
    minutes_played: int(),
    points: int(),
    round_actions: z.array(RoundAction),
  }),
);
export const MatchPlayerResultList = page("MatchPlayerResult", MatchPlayerResult);

export const Match = named(
  "Match",
  Game.extend({
    note: z
      .enum(["scheduled", "cancelled", "forfeited", "postponed", "dataPending"])
      .nullable()
      .meta({ description: "Why the game has no results to show; null when it has." }),
    results: z.array(MatchPlayerResult),
  }).strict(),
);

export const matchJson = (m: MatchInfo): z.infer<typeof Match> => ({
  ...gameJson(m.game),
  note: m.note,
  results: m.players.map((p) => ({
    football_player: playerRefJson(p.player),
    round_game: m.game.id,
    played_for_team_id: p.clubId,
    side: p.side,
    minutes_played: p.minutes,
    points: p.points,
    round_actions: actionsJson(p.actions),
  })),
});

const PlayerGameResultSchema = named(
  "PlayerGameResult",
  z.strictObject({
    football_player: int(),
    round_game: z.strictObject({
      id: int(),
      match_datetime: dateTime(),
      football_round_number: int(),
      is_home: z.boolean(),
      opponent: ClubRefSchema,
      goals_for: int().nullable(),
      goals_against: int().nullable(),
    }),
    played_for_team_id: int(),
    minutes_played: int(),
    points: int(),
    round_actions: z.array(RoundAction),
  }),
);
export const PlayerGameResultList = page("PlayerGameResult", PlayerGameResultSchema);

export const playerResultJson = (playerId: number, r: PlayerGameResult): z.infer<typeof PlayerGameResultSchema> => ({
  football_player: playerId,
  round_game: {
    id: r.gameId,
    match_datetime: r.kickoff.toISOString(),
    football_round_number: r.roundNumber,
    is_home: r.isHome,
    opponent: clubRefJson(r.opponent),
    goals_for: r.goalsFor,
    goals_against: r.goalsAgainst,
  },
  played_for_team_id: r.clubId,
  minutes_played: r.minutes,
  points: r.points,
  round_actions: actionsJson(r.actions),
});

export const PlayerFixtureSchema = named(
  "PlayerFixture",
  z.strictObject({
    round_game_id: int(),
    football_round_number: int(),
    match_datetime: dateTime(),
    team_1_full_name: z.string(),
    team_2_full_name: z.string(),
    own_team_name: z.string(),
  }),
);

export const fixtureJson = (f: PlayerFixture): z.infer<typeof PlayerFixtureSchema> => ({
  round_game_id: f.gameId,
  football_round_number: f.roundNumber,
  match_datetime: f.kickoff.toISOString(),
  team_1_full_name: f.home.fullName,
  team_2_full_name: f.away.fullName,
  own_team_name: (f.ownClubId === f.home.id ? f.home : f.away).fullName,
});

/** A round still to lock as the forecast sees it for the player (docs/forecast.md). */
const PlayerUpcomingRoundSchema = named(
  "PlayerUpcomingRound",
  z.strictObject({
    round: int(),
    fixtures: z.array(
      z.strictObject({
        opponent: ClubRefSchema,
        home: z.boolean(),
        difficulty: int()
          .min(1)
          .max(5)
          .nullable()
          .meta({ description: "1 easiest … 5 hardest; null before the forecast." }),
      }),
    ),
    expected_points: z.number().meta({ description: "Expected points in the round (0.1); 0 in a blank round." }),
  }),
);

const upcomingJson = (u: UpcomingRound): z.infer<typeof PlayerUpcomingRoundSchema> => ({
  round: u.roundNumber,
  fixtures: u.fixtures.map((f) => ({ opponent: clubRefJson(f.opponent), home: f.isHome, difficulty: f.difficulty })),
  expected_points: Math.round(u.expectedPoints * 10) / 10,
});

export const PlayerPastSeasonSchema = named(
  "PlayerPastSeason",
  z.strictObject({
    football_player_id: int(),
    season_id: int(),
    season_name: z.string(),
    total_points: int(),
    season_actions: z.strictObject({
      minutes_played: int(),
      goals: int(),
      AS: int(),
      CS_HT: int(),
      YC: int(),
      RC: int(),
    }),
  }),
);

export const pastSeasonJson = (playerId: number, s: PlayerPastSeason): z.infer<typeof PlayerPastSeasonSchema> => ({
  football_player_id: playerId,
  season_id: s.seasonId,
  season_name: s.seasonName,
  total_points: s.points,
  season_actions: {
    minutes_played: s.minutes,
    goals: s.goals,
    AS: s.assists,
    CS_HT: s.cleanSheetHalves,
    YC: s.yellowCards,
    RC: s.redCards,
  },
});

/** A player as a card shows him (docs/product.md section 3 "Football player", without the statistics). */
export const PlayerCardSchema = named(
  "PlayerCard",
  PlayerRefSchema.extend({
    status: PLAYER_STATUS,
    current_price: money(),
    initial_price: money(),
    popularity_pct: percent(),
    football_club: Club.nullable(),
  }).strict(),
);

export const PlayerDetail = named(
  "PlayerDetail",
  PlayerCardSchema.extend({
    season_id: int().nullable(),
    results: z.array(PlayerGameResultSchema),
    fixtures: z.array(PlayerFixtureSchema),
    past_seasons: z.array(PlayerPastSeasonSchema),
    points_per_round: z.array(z.strictObject({ roundNumber: int(), matchTotalPoints: int() })),
    price_history: z.array(z.strictObject({ changed_at: dateTime(), round_number: int().nullable(), price: money() })),
    upcoming: z.array(PlayerUpcomingRoundSchema),
    chance_of_playing: z
      .number()
      .min(0)
      .max(1)
      .nullable()
      .meta({ description: "Chance of playing in the next round (0–1, 0.01); null without a forecast." }),
  }).strict(),
);

export const playerDetailJson = (info: PlayerInfo): z.infer<typeof PlayerDetail> => ({
  id: info.player.id,
  first_name: info.player.firstName,
  last_name: info.player.lastName,
  full_name: info.player.fullName,
  position: info.player.position,
  status: playerStatusJson(info.player.status),
  current_price: info.player.currentPrice / 10,
  initial_price: info.player.initialPrice / 10,
  popularity_pct: info.player.popularityBp / 100,
  football_club: clubFullJson(info.player.club),
  season_id: info.seasonId,
  results: info.results.map((r) => playerResultJson(info.player.id, r)),
  fixtures: info.fixtures.map(fixtureJson),
  past_seasons: info.pastSeasons.map((s) => pastSeasonJson(info.player.id, s)),
  points_per_round: info.pointsPerRound.map((p) => ({ roundNumber: p.roundNumber, matchTotalPoints: p.points })),
  price_history: info.priceHistory.map((p) => ({
    changed_at: p.changedAt.toISOString(),
    round_number: p.roundNumber,
    price: p.price / 10,
  })),
  upcoming: info.upcoming.map(upcomingJson),
  chance_of_playing: info.chanceOfPlaying === null ? null : Math.round(info.chanceOfPlaying * 100) / 100,
});

const DreamTeamPlayer = named(
  "DreamTeamPlayer",
  z.strictObject({
    position: POSITION,
    slot: int(),
    points: int(),
    football_player: PlayerRefSchema.extend({ football_club: Club.nullable() }).strict(),
  }),
);
const RoundDreamTeam = named(
  "RoundDreamTeam",
  z.strictObject({ season: int(), football_round: RoundRefSchema, round_dream_team_players: z.array(DreamTeamPlayer) }),
);
const SeasonDreamTeam = named(
  "SeasonDreamTeam",
  z.strictObject({ season: int(), season_dream_team_players: z.array(DreamTeamPlayer) }),
);
export const RoundDreamTeamList = page("RoundDreamTeam", RoundDreamTeam);
export const SeasonDreamTeamList = page("SeasonDreamTeam", SeasonDreamTeam);

const dreamTeamPlayers = (d: DreamTeam): z.infer<typeof DreamTeamPlayer>[] =>
  d.players.map((p) => ({
    position: p.position,
    slot: p.slot,
    points: p.points,
    football_player: { ...playerRefJson(p.player), football_club: clubFullJson(p.player.club) },
  }));
/** A round's dream team (its `round` is set: only the season's has none). */
export const roundDreamTeamJson = (d: DreamTeam): z.infer<typeof RoundDreamTeam> => ({
  season: d.seasonId,
  football_round: d.round!,
  round_dream_team_players: dreamTeamPlayers(d),
});
export const seasonDreamTeamJson = (d: DreamTeam): z.infer<typeof SeasonDreamTeam> => ({
  season: d.seasonId,
  season_dream_team_players: dreamTeamPlayers(d),
});

/** Season statuses in the spec's words (open-for-registration) and the query words clients send (active = live). */
export const SEASON_STATUS_QUERY = ["live", "active", "finished", "open-for-registration", "disabled"] as const;
export const seasonStatusOf = (s: (typeof SEASON_STATUS_QUERY)[number]): Season["status"] =>
  s === "active" ? "live" : s === "open-for-registration" ? "open_for_registration" : s;

export const SeasonSchema = named(
  "Season",
  z.strictObject({
    id: int(),
    name: z.string(),
    status: z.enum(["open-for-registration", "live", "finished", "disabled"]),
    starts_on: date(),
    ends_on: date(),
  }),
);

export const seasonJson = (s: Season): z.infer<typeof SeasonSchema> => ({
  id: s.id,
  name: s.name,
  status: s.status === "open_for_registration" ? "open-for-registration" : s.status,
  starts_on: s.startsOn.toISOString().slice(0, 10),
  ends_on: s.endsOn.toISOString().slice(0, 10),
});

export const Formation = named(
  "Formation",
  z.strictObject({
    id: int(),
    formation_type: z.string().meta({ description: "Defenders-midfielders-forwards, as 4-4-2." }),
    defenders: int(),
    midfielders: int(),
    forwards: int(),
  }),
);

export const formationJson = (f: FormationRow): z.infer<typeof Formation> => ({
  id: f.id,
  formation_type: f.name,
  defenders: f.defenders,
  midfielders: f.midfielders,
  forwards: f.forwards,
});

export const PointActionType = named(
  "PointActionType",
  z.strictObject({
    id: int(),
    code: z.string(),
    name: z.string(),
    every_n: int(),
    points: z
      .strictObject({ GKP: int().nullable(), DEF: int().nullable(), MID: int().nullable(), FWD: int().nullable() })
      .meta({ description: "Points per position; null where the action does not apply." }),
  }),
);

export const pointActionTypeJson = (a: PointActionTypeRow): z.infer<typeof PointActionType> => ({
  id: a.id,
  code: a.code,
  name: a.name,
  every_n: a.everyN,
  points: a.points,
});
