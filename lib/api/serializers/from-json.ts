// The serializers read back, for the browser: a wire player (teams.ts playerCardJson: prices in millions, statuses
// with hyphens) as the domain's card again (prices in tenths, the database's status names). Types only from the
// serializers, so a client component pulls in no schema.
import type { Position } from "@/lib/game/types";
import type { ClubWithJerseys, PlayerStatus } from "@/lib/server/football/types";
import type { PlayerCardJson } from "./teams";

/** What playerCardJson was given, as far as the wire carries it back. */
export interface PlayerCardRead {
  id: number;
  firstName: string;
  lastName: string;
  position: Position;
  status: PlayerStatus;
  currentPrice: number;
  club: ClubWithJerseys | null;
}

export function playerCardFromJson(json: PlayerCardJson): PlayerCardRead {
  const club = json.football_club;
  return {
    id: json.id,
    firstName: json.first_name,
    lastName: json.last_name,
    position: json.position as Position,
    currentPrice: Math.round(json.current_price * 10),
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
