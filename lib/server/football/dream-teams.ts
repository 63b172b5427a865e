// Dream teams (docs/product.md section 7: /dreamteams/round-dream-teams/, /dreamteams/season-dream-teams/):
// the best 4-4-2 of a round and of the season so far, as the round close stored them.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "../errors";
import { currentSeasonId } from "../seasons/current-season";
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

async function load(
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

/**
 * A round's dream team, by round id or by number in a season (default: the current one). Throws
 * not_found for a round that does not exist (the spec's invalid round ID); null when the round has
 * no dream team (not finished yet).
 */
export async function getRoundDreamTeam(
  options: { roundId: number } | { roundNumber: number; seasonId?: number },
): Promise<DreamTeam | null> {
  const db = await getDb();
  const select = { id: true, number: true, status: true, seasonId: true } as const;
  let round: (RoundRef & { seasonId: number }) | null = null;
  if ("roundId" in options) {
    if (Number.isInteger(options.roundId) && options.roundId > 0)
      round = await db.round.findUnique({ where: { id: options.roundId }, select });
  } else {
    const seasonId = options.seasonId ?? (await currentSeasonId());
    if (seasonId !== null && Number.isInteger(options.roundNumber)) {
      round = await db.round.findUnique({
        where: { seasonId_number: { seasonId, number: options.roundNumber } },
        select,
      });
    }
  }
  if (!round) throw new AppError("not_found", "Invalid round ID.", { field: "roundId" });
  const players = await load({ roundId: round.id });
  return (
    players && {
      kind: "round",
      seasonId: round.seasonId,
      round: { id: round.id, number: round.number, status: round.status },
      players,
    }
  );
}

/** The season's dream team so far (default: the current season), or null when none is stored. */
export async function getSeasonDreamTeam(options: { seasonId?: number } = {}): Promise<DreamTeam | null> {
  const seasonId = options.seasonId ?? (await currentSeasonId());
  if (seasonId === null) return null;
  const players = await load({ seasonId, roundId: null });
  return players && { kind: "season", seasonId, round: null, players };
}
