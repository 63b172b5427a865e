// The team as the screens and the API read it: the squad in slot order with each player's card.
import "server-only";
import { CLUB_COLUMNS } from "../football/clubs";
import type { Tx } from "@/lib/db";
import type { Position } from "@/lib/game/types";
import { Prisma } from "@/lib/generated/prisma/client";

/** What a player's card shows (spec section 3 "Football player", without the statistics). */
export const playerCardSelect = {
  id: true,
  firstName: true,
  lastName: true,
  position: true,
  status: true,
  currentPrice: true,
  initialPrice: true,
  popularityBp: true,
  club: { select: CLUB_COLUMNS },
} satisfies Prisma.PlayerSelect;

export type PlayerCard = Prisma.PlayerGetPayload<{ select: typeof playerCardSelect }> & { position: Position };

export interface SquadEntry {
  /** The user football player id (spec: user_football_player). */
  squadPlayerId: number;
  /** 0–10 the pitch, 11–14 the bench. */
  slot: number;
  /** Bench order: 0 the goalkeeper, 1–3 the outfield substitutes; null on the pitch. */
  benchPriority: number | null;
  isCaptain: boolean;
  isViceCaptain: boolean;
  /** What the manager paid, in tenths of a million. */
  purchasePrice: number;
  player: PlayerCard;
}

export interface TeamView {
  id: number;
  userId: number;
  seasonId: number;
  name: string;
  abbreviation: string;
  countryCode: string | null;
  formation: { id: number; name: string };
  /** Budget left, in tenths of a million. */
  bank: number;
  totalPoints: number;
  captainId: number | null;
  viceCaptainId: number | null;
  /** The squad in slot order. */
  players: SquadEntry[];
  /** Bumped by every change (transfers, line-up). */
  version: number;
}

/** A team with its squad as it stands now. */
export async function loadTeamView(tx: Tx, teamId: number): Promise<TeamView> {
  const team = await tx.userTeam.findUniqueOrThrow({
    where: { id: teamId },
    include: {
      formation: { select: { id: true, name: true } },
      players: {
        orderBy: { slot: "asc" },
        include: { bench: { select: { priority: true } }, player: { select: playerCardSelect } },
      },
    },
  });
  return {
    id: team.id,
    userId: team.userId,
    seasonId: team.seasonId,
    name: team.name,
    abbreviation: team.abbreviation,
    countryCode: team.countryCode,
    formation: team.formation,
    bank: team.bank,
    totalPoints: team.totalPoints,
    captainId: team.players.find((p) => p.isCaptain)?.playerId ?? null,
    viceCaptainId: team.players.find((p) => p.isViceCaptain)?.playerId ?? null,
    players: team.players.map((p) => ({
      squadPlayerId: p.id,
      slot: p.slot,
      benchPriority: p.bench?.priority ?? null,
      isCaptain: p.isCaptain,
      isViceCaptain: p.isViceCaptain,
      purchasePrice: p.purchasePrice,
      player: p.player as PlayerCard,
    })),
    version: team.version,
  };
}
