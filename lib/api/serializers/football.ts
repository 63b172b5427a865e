// Rounds, games, players' results and dream teams as the API shows them (spec section 3).
import type { ApiLocale } from "@/lib/api/i18n";
import { formatDeadlineWithoutYear } from "@/lib/format/dates";
import type { DreamTeam } from "@/lib/server/football/dream-teams";
import type { ClubNextGames } from "@/lib/server/football/games";
import type { MatchInfo } from "@/lib/server/football/match";
import type { PlayerFixture, PlayerGameResult, PlayerInfo, PlayerPastSeason } from "@/lib/server/football/player-info";
import type { RoundSummary } from "@/lib/server/football/schedule";
import type { ClubRef, ClubWithJerseys, GameSummary, PlayerRef } from "@/lib/server/football/shapes";
import type { Season } from "@/lib/server/seasons/list-seasons";

export const clubRefJson = (c: ClubRef) => ({
  id: c.id,
  full_name: c.fullName,
  abbreviation: c.abbreviation,
  logo_image: c.logoImage,
});
export const clubJson = (c: ClubWithJerseys) => ({
  ...clubRefJson(c),
  jersey_goalkeeper: c.jerseyGoalkeeper,
  jersey_outfield: c.jerseyOutfield,
});
const clubFullJson = (c: ClubWithJerseys | null) => c && clubJson(c);
export const playerRefJson = (p: PlayerRef) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  full_name: p.fullName,
  position: p.position,
});

export const roundJson = (r: RoundSummary, locale: ApiLocale) => ({
  id: r.id,
  season: r.seasonId,
  number: r.number,
  status: r.status,
  userteam_deadline: r.deadline.toISOString(),
  userteam_deadline_without_year: formatDeadlineWithoutYear(r.deadline, locale),
});

export const gameJson = (g: GameSummary) => ({
  id: g.id,
  match_datetime: g.kickoff.toISOString(),
  status: g.status,
  team_1: clubRefJson(g.home),
  team_2: clubRefJson(g.away),
  team_1_score: g.homeScore,
  team_2_score: g.awayScore,
  football_round: { id: g.round.id, number: g.round.number, status: g.round.status },
});

export const closestGamesJson = (
  data: { round: { id: number; number: number; status: string }; clubs: ClubNextGames[] } | null,
) =>
  data && {
    football_round: data.round,
    teams: data.clubs.map((c) => ({
      team_id: c.clubId,
      games: c.games.map((g) => ({
        round_game_id: g.gameId,
        match_datetime: g.kickoff.toISOString(),
        is_home: g.isHome,
        opponent_abbreviation: g.opponent.abbreviation,
        opponent: clubRefJson(g.opponent),
      })),
    })),
  };

const actionsJson = (actions: { code: string; name: string; count: number; points: number }[]) =>
  actions.map((a) => ({ action: a.code, name: a.name, count: a.count, points: a.points }));

export const matchJson = (m: MatchInfo) => ({
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

export const playerResultJson = (playerId: number, r: PlayerGameResult) => ({
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

export const fixtureJson = (f: PlayerFixture) => ({
  round_game_id: f.gameId,
  football_round_number: f.roundNumber,
  match_datetime: f.kickoff.toISOString(),
  team_1_full_name: f.home.fullName,
  team_2_full_name: f.away.fullName,
  own_team_name: (f.ownClubId === f.home.id ? f.home : f.away).fullName,
});

export const pastSeasonJson = (playerId: number, s: PlayerPastSeason) => ({
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

export const playerDetailJson = (info: PlayerInfo) => ({
  id: info.player.id,
  first_name: info.player.firstName,
  last_name: info.player.lastName,
  full_name: info.player.fullName,
  position: info.player.position,
  status: info.player.status.replaceAll("_", "-"),
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
});

export const dreamTeamJson = (d: DreamTeam) => {
  const players = d.players.map((p) => ({
    position: p.position,
    slot: p.slot,
    points: p.points,
    football_player: { ...playerRefJson(p.player), football_club: clubFullJson(p.player.club) },
  }));
  return d.kind === "round"
    ? { season: d.seasonId, football_round: d.round, round_dream_team_players: players }
    : { season: d.seasonId, season_dream_team_players: players };
};

/** Season statuses in the spec's words (open-for-registration) and the query words clients send (active = live). */
export const SEASON_STATUS_QUERY = ["live", "active", "finished", "open-for-registration", "disabled"] as const;
export const seasonStatusOf = (s: (typeof SEASON_STATUS_QUERY)[number]): Season["status"] =>
  s === "active" ? "live" : s === "open-for-registration" ? "open_for_registration" : s;

export const seasonJson = (s: Season) => ({
  id: s.id,
  name: s.name,
  status: s.status === "open_for_registration" ? "open-for-registration" : s.status,
  starts_on: s.startsOn.toISOString().slice(0, 10),
  ends_on: s.endsOn.toISOString().slice(0, 10),
});
