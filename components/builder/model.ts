// The team builder's model (docs/product.md "Team screens"): a player as the builder handles him, whichever way he came
// (the server's squad on first paint, the players list of /api/v0 afterwards), the formations on
// offer, the game settings the builder checks against, and the saved team; converters into them from the server's
// shapes and (through lib/api/serializers/from-json.ts) the API's. Client-safe: types and pure functions.
import type { Formation } from "@/lib/game/formation";
import type { Position } from "@/lib/game/types";
import type { ListedPlayerJson, PlayerCardJson, UserTeamJson } from "@/lib/api/serializers/teams";
import { type PlayerCardRead, playerCardFromJson } from "@/lib/api/serializers/from-json";
import type { ClubWithJerseys, PlayerStatus } from "@/lib/server/football/types";

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

/**
 * The next round's opponent of each club: "INT (H)" on the cards (docs/screens.md), on the colour of the fixture's
 * difficulty for the club (1–5, null before the forecast).
 */
export type NextOpponents = Record<number, { abbreviation: string; home: boolean; difficulty: number | null }[]>;

/** The hardest of his club's next fixtures (a double round's harder game colours its line), or null. */
export function nextDifficulty(player: BuilderPlayer, opponents: NextOpponents): number | null {
  const games = player.club ? opponents[player.club.id] : undefined;
  const known = (games ?? []).flatMap((g) => (g.difficulty === null ? [] : [g.difficulty]));
  return known.length ? Math.max(...known) : null;
}

/** The API's player as the builder's. */
export const fromPlayerJson = (json: PlayerCardJson): BuilderPlayer => builderPlayerOf(playerCardFromJson(json));

export const fromListedJson = (json: ListedPlayerJson): ListedBuilderPlayer => ({ ...fromPlayerJson(json), json });

export const fullName = (p: Pick<BuilderPlayer, "firstName" | "lastName">) => `${p.firstName} ${p.lastName}`.trim();

/** A player's card (the server's squad, or the API's read back) as the builder's player. */
export const builderPlayerOf = (card: PlayerCardRead): BuilderPlayer => ({
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

/** The API's team (the answer to a line-up save) as the builder's saved team, so a save needs no second read. */
export function savedTeamFromJson(team: UserTeamJson): SavedTeam {
  const entries = [...team.football_players, ...team.bench_players.map((b) => b.user_football_player)].sort(
    (a, b) => a.position_index - b.position_index,
  );
  return {
    name: team.name,
    formation: team.formation.formation_type,
    slots: entries.map((e) => fromPlayerJson(e.football_player)),
    squadIds: entries.map((e) => e.id),
    captainId: team.captainID,
    viceCaptainId: team.viceCaptainID,
    bank: Math.round(team.budget * 10),
  };
}
