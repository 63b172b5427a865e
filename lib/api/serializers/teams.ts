// Teams as the API shows them (spec section 3 "User team", "User football player", "Bench
// entry"): prices in millions, position_index 1–15 (bench = priority + 12), captaincy by user
// football player id (captain) and by player id (captainID).
import { clubJson } from "./football";
import type { ListedPlayer } from "@/lib/server/football/players-list";
import type { RoundTeam } from "@/lib/server/teams/get-team-for-round";
import type { TransferState } from "@/lib/server/transfers/get-transfer-state";
import type { RandomTeam } from "@/lib/server/teams/random-team";
import type { PlayerCard, SquadEntry, TeamView } from "@/lib/server/teams/team-view";

export const playerCardJson = (p: PlayerCard) => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  full_name: `${p.firstName} ${p.lastName}`,
  position: p.position,
  status: p.status.replaceAll("_", "-"),
  current_price: p.currentPrice / 10,
  initial_price: p.initialPrice / 10,
  popularity_pct: p.popularityBp / 100,
  football_club: p.club ? clubJson(p.club) : null,
});

/** A player of the players list: his card, the round and season scores, and every stat sort option. */
export const listedPlayerJson = (p: ListedPlayer) => ({
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
});

export const userPlayerJson = (e: SquadEntry) => ({
  id: e.squadPlayerId,
  football_player: playerCardJson(e.player),
  position_index: e.slot + 1,
  is_captain: e.isCaptain,
  is_vice_captain: e.isViceCaptain,
  purchase_price: e.purchasePrice / 10,
});

export const benchJson = (e: SquadEntry) => ({
  id: e.squadPlayerId,
  priority: e.benchPriority,
  user_football_player: userPlayerJson(e),
});

export const transferStateJson = (s: TransferState) => ({
  football_round: s.round && { id: s.round.id, number: s.round.number, deadline: s.round.deadline.toISOString() },
  deadline_passed: s.deadlinePassed,
  transfers_used: s.transfersUsed,
  transfers_allowed: s.transfersAllowed,
  penalty_points: s.penaltyPoints,
  extra_transfer_penalty_points: s.extraTransferPenaltyPoints,
  budget: s.bank / 10,
  has_unlimited_transfers: s.unlimited,
  has_unlimited_transfers_reason: s.unlimitedReason,
  wildcard_used: s.wildcardUsed,
});

export function teamJson(team: TeamView, state?: TransferState) {
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
    ...(state ? transferStateJson(state) : {}),
  };
}

export const roundTeamJson = (t: RoundTeam) => ({
  kind: t.kind,
  football_round: {
    id: t.round.id,
    number: t.round.number,
    status: t.round.status,
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
    multiplier: p.multiplier,
  })),
  substitutions: t.substitutions.map((s) => ({ out: s.outId, in: s.inId })),
  multiplied_player_id: t.multipliedId,
  points: t.points,
  penalty_points: t.penaltyPoints,
  transfers_used: t.transfersUsed,
  wildcard_used: t.wildcardUsed,
  team_price: t.teamValue / 10,
  budget: t.bank / 10,
  total_points: t.totalPoints,
  round_rank: t.roundRank,
  overall_rank: t.overallRank,
});

export const randomTeamJson = (t: RandomTeam) => ({
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

export type PlayerCardJson = ReturnType<typeof playerCardJson>;
export type ListedPlayerJson = ReturnType<typeof listedPlayerJson>;
export type TeamJson = ReturnType<typeof teamJson>;
export type TransferStateJson = ReturnType<typeof transferStateJson>;
export type TransfersDoneJson = TransferStateJson & { transfers: number; penalty: number };
export type RandomTeamJson = ReturnType<typeof randomTeamJson>;
