// A dream team as the round close stored it (the best 4-4-2 of a round, or of the season so far): its shape and its
// read, shared by get-round-dream-team.ts and get-season-dream-team.ts.
import "server-only";
import { getDb } from "@/lib/db";
import {
  clubWithJerseysSelect,
  playerRefSelect,
  toPlayerRef,
  type ClubWithJerseys,
  type PlayerRef,
  type Position,
  type RoundRef,
} from "./types";

export interface DreamTeamEntry {
  /** 0 GKP, 1–4 DEF, 5–8 MID, 9–10 FWD. */
  slot: number;
  position: Position;
  points: number;
  player: PlayerRef & { club: ClubWithJerseys | null };
}

export interface DreamTeam {
  kind: "round" | "season";
  seasonId: number;
  /** The round of a round dream team; null for the season's. */
  round: RoundRef | null;
  players: DreamTeamEntry[];
}

/** The players of the latest dream team stored for a round, or for a season (roundId null); null when none is. */
export async function loadDreamTeamPlayers(
  where: { roundId: number } | { seasonId: number; roundId: null },
): Promise<DreamTeamEntry[] | null> {
  const db = await getDb();
  const team = await db.dreamTeam.findFirst({
    where,
    orderBy: { id: "desc" },
    select: {
      players: {
        orderBy: { slot: "asc" },
        select: {
          slot: true,
          position: true,
          points: true,
          player: { select: { ...playerRefSelect, club: { select: clubWithJerseysSelect } } },
        },
      },
    },
  });
  if (!team || team.players.length === 0) return null;
  return team.players.map((p) => ({
    slot: p.slot,
    position: p.position,
    points: p.points,
    player: { ...toPlayerRef(p.player), club: p.player.club },
  }));
}
