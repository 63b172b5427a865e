// The team builder's shapes (README "Team screens"): a player as the builder handles him, whichever way he came
// (the server's squad on first paint, the players list of /api/v0 afterwards), the formations on
// offer, and the game settings the builder checks against. Client-safe: types and pure converters.
import type { Formation } from "@/lib/game/formation";
import type { Position } from "@/lib/game/types";
import type { ListedPlayerJson, PlayerCardJson } from "@/lib/api/serializers/teams";
import type { ClubWithJerseys, PlayerStatus } from "@/lib/server/football/shapes";

export interface BuilderPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: Position;
  /** Current price in tenths of a million (what he costs to buy, and sells for). */
  price: number;
  status: PlayerStatus;
  club: ClubWithJerseys | null;
}

/** A listed player: the card plus what the list shows and sorts by. */
export interface ListedBuilderPlayer extends BuilderPlayer {
  json: ListedPlayerJson;
}

export interface BuilderFormation {
  id: number;
  name: string;
  formation: Formation;
}

export interface BuilderSettings {
  /** Tenths of a million. */
  budgetLimit: number;
  maxPlayersPerClub: number;
  extraTransferPenaltyPoints: number;
}

/** The next round's opponent of each club: "INT (H)" on the cards (docs/screens.md). */
export type NextOpponents = Record<number, { abbreviation: string; home: boolean }[]>;

/** The API's player (prices in millions, statuses with hyphens) as the builder's. */
export function fromPlayerJson(json: PlayerCardJson): BuilderPlayer {
  const club = json.football_club;
  return {
    id: json.id,
    firstName: json.first_name,
    lastName: json.last_name,
    position: json.position as Position,
    price: Math.round(json.current_price * 10),
    status: json.status.replaceAll("-", "_") as PlayerStatus,
    club: club && {
      id: club.id,
      fullName: club.full_name,
      abbreviation: club.abbreviation,
      logoImage: club.logo_image,
      jerseyGoalkeeper: club.jersey_goalkeeper,
      jerseyOutfield: club.jersey_outfield,
    },
  };
}

export const fromListedJson = (json: ListedPlayerJson): ListedBuilderPlayer => ({ ...fromPlayerJson(json), json });

export const fullName = (p: Pick<BuilderPlayer, "firstName" | "lastName">) => `${p.firstName} ${p.lastName}`.trim();

/** A squad player's card (server side) as the builder's player. */
export const builderPlayerOf = (card: {
  id: number;
  firstName: string;
  lastName: string;
  position: Position;
  status: PlayerStatus;
  currentPrice: number;
  club: ClubWithJerseys | null;
}): BuilderPlayer => ({
  id: card.id,
  firstName: card.firstName,
  lastName: card.lastName,
  position: card.position,
  price: card.currentPrice,
  status: card.status,
  club: card.club,
});

/** The saved team as the builder starts from it (the page reads it on the server). */
export interface SavedTeam {
  name: string;
  formation: string;
  /** The 15 in slot order (0–10 the pitch, 11–14 the bench by priority). */
  slots: BuilderPlayer[];
  /** The user football player id of each slot (the API's ids for the update call). */
  squadIds: number[];
  captainId: number | null;
  viceCaptainId: number | null;
  /** Budget left, tenths of a million. */
  bank: number;
}

/** The server's team (lib/server/teams/team-view.ts) as the builder's saved team. */
export const savedTeamOf = (team: {
  name: string;
  formation: { name: string };
  bank: number;
  captainId: number | null;
  viceCaptainId: number | null;
  players: { squadPlayerId: number; player: Parameters<typeof builderPlayerOf>[0] }[];
}): SavedTeam => ({
  name: team.name,
  formation: team.formation.name,
  slots: team.players.map((p) => builderPlayerOf(p.player)),
  squadIds: team.players.map((p) => p.squadPlayerId),
  captainId: team.captainId,
  viceCaptainId: team.viceCaptainId,
  bank: team.bank,
});
