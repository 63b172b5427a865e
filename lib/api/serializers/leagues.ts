// Leagues as the API shows them (spec section 3 "League", "Round statistic"; section 7 "Leagues"): snake_case and the
// spec's wire names (classificationType, placeInPercentage, last_update_time as an ISO string) for the domain types of
// lib/server/leagues.
import type {
  CreatedPrivateLeague,
  LeagueTeamMatch,
  ManagedPrivateLeague,
  PrivateLeagueSummary,
} from "@/lib/server/leagues/private-leagues";
import type { QuadLeagueSummary, RoundStatistic } from "@/lib/server/leagues/statistics";
import type { LeagueInfo, LeagueMember, LeaguePlace, MembersPage } from "@/lib/server/leagues/tables";
import type { Paginated } from "../pagination";

const isoTime = (date: Date | null) => date?.toISOString() ?? null;

export const leagueMemberJson = (m: LeagueMember) => ({
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
export type LeagueMemberJson = ReturnType<typeof leagueMemberJson>;

export const membersJson = (page: MembersPage) => ({ count: page.count, results: page.results.map(leagueMemberJson) });
export type LeagueMembersJson = Paginated<LeagueMemberJson>;
export type FindOwnJson = LeagueMembersJson & { page: number };

const placeJson = (p: Omit<LeaguePlace, "members">) => ({
  rank: p.rank,
  total_points: p.totalPoints,
  placeInPercentage: p.placeInPercentage,
  page: p.page,
  position: p.position,
});

export const leagueInfoJson = (l: LeagueInfo) => ({
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
});
export type LeagueInfoJson = ReturnType<typeof leagueInfoJson>;

export const privateLeagueJson = (l: PrivateLeagueSummary) => ({
  id: l.id,
  name: l.name,
  entries_closed: l.entriesClosed,
  members_count: l.membersCount,
  join_code: l.joinCode,
  starts_from_round: l.startsFromRound,
  own: l.own,
  rank: l.rank,
  total_points: l.totalPoints,
  last_update_time: isoTime(l.lastUpdateAt),
});
export type PrivateLeagueJson = ReturnType<typeof privateLeagueJson>;

export const createdLeagueJson = (l: CreatedPrivateLeague) => ({
  id: l.id,
  name: l.name,
  join_code: l.joinCode,
  starts_from_round: l.startsFromRound,
  entries_closed: l.entriesClosed,
  members_count: l.membersCount,
  own: l.own,
});
export type CreatedLeagueJson = ReturnType<typeof createdLeagueJson>;

export const managedLeagueJson = (l: ManagedPrivateLeague) => ({
  id: l.id,
  name: l.name,
  entries_closed: l.entriesClosed,
  join_code: l.joinCode,
});
export type ManagedLeagueJson = ReturnType<typeof managedLeagueJson>;

export const leagueTeamJson = (t: LeagueTeamMatch) => ({ id: t.id, name: t.name });
export type LeagueTeamJson = ReturnType<typeof leagueTeamJson>;

export type JoinedLeagueJson = { id: number };

export const roundStatisticJson = (s: RoundStatistic) => ({
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
});
export type RoundStatisticJson = ReturnType<typeof roundStatisticJson>;

export const quadLeagueJson = (l: QuadLeagueSummary) => ({
  id: l.id,
  name: l.name,
  quad_number: l.quadNumber,
  rounds: l.rounds,
  members_count: l.membersCount,
  last_update_time: isoTime(l.lastUpdateAt),
});
export type QuadLeagueJson = ReturnType<typeof quadLeagueJson>;
