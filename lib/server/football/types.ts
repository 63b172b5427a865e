// The football area's types: clubs, players and games as the pages and the API show them, and the statuses (the
// database's enums) they carry.
import "server-only";
import type { GameStatus, PlayerStatus, RoundStatus } from "@/lib/generated/prisma/enums";
import type { Position } from "@/lib/game/types";

export type { GameStatus, PlayerStatus, Position, RoundStatus };

export interface ClubRef {
  id: number;
  fullName: string;
  abbreviation: string;
  logoImage: string;
}

export interface ClubWithJerseys extends ClubRef {
  jerseyOutfield: string;
  jerseyGoalkeeper: string;
}

export interface PlayerRef {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  position: Position;
}

export interface RoundRef {
  id: number;
  number: number;
  status: RoundStatus;
}

export interface GameSummary {
  id: number;
  kickoff: Date;
  status: GameStatus;
  round: RoundRef;
  home: ClubRef;
  away: ClubRef;
  homeScore: number | null;
  awayScore: number | null;
  /** The forecast's difficulty for each side, 1 easiest … 5 hardest (docs/forecast.md); null once played or unrated. */
  homeDifficulty: number | null;
  awayDifficulty: number | null;
}

export const clubSelect = { id: true, fullName: true, abbreviation: true, logoImage: true } as const;
export const clubWithJerseysSelect = { ...clubSelect, jerseyOutfield: true, jerseyGoalkeeper: true } as const;
export const playerRefSelect = { id: true, firstName: true, lastName: true, position: true } as const;

export const gameSelect = {
  id: true,
  kickoff: true,
  status: true,
  homeScore: true,
  awayScore: true,
  homeDifficulty: true,
  awayDifficulty: true,
  round: { select: { id: true, number: true, status: true } },
  homeClub: { select: clubSelect },
  awayClub: { select: clubSelect },
} as const;

type GameRow = {
  id: number;
  kickoff: Date;
  status: GameStatus;
  homeScore: number | null;
  awayScore: number | null;
  homeDifficulty: number | null;
  awayDifficulty: number | null;
  round: RoundRef;
  homeClub: ClubRef;
  awayClub: ClubRef;
};

export const toGame = (row: GameRow): GameSummary => ({
  id: row.id,
  kickoff: row.kickoff,
  status: row.status,
  round: row.round,
  home: row.homeClub,
  away: row.awayClub,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  homeDifficulty: row.homeDifficulty,
  awayDifficulty: row.awayDifficulty,
});

export const toPlayerRef = (row: {
  id: number;
  firstName: string;
  lastName: string;
  position: Position;
}): PlayerRef => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  fullName: `${row.firstName} ${row.lastName}`,
  position: row.position,
});

/** Games in the order the pages list them: by kick-off, then id. */
export const gameOrder = [{ kickoff: "asc" as const }, { id: "asc" as const }];
