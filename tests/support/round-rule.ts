// What lib/game's resolveRound gives a snapshot on its players' round rows (player_round with the player's position):
// the integration tests compare the SQL's scores, and the round pages', with it.
import { resolveRound } from "@/lib/game/round";
import type { Position } from "@/lib/game/types";
import type { TeamRound } from "@/lib/generated/prisma/client";

export interface PlayerRoundRow {
  minutes: number;
  carded: boolean;
  points: number;
  player: { position: string };
}

export const ruleOf = (
  snapshot: Pick<TeamRound, "playerIds" | "captainId" | "viceCaptainId" | "penaltyPoints" | "chip">,
  rows: ReadonlyMap<number, PlayerRoundRow>,
) =>
  resolveRound({
    slots: snapshot.playerIds.map((id) => {
      const row = rows.get(id)!;
      return {
        id,
        position: row.player.position as Position,
        minutes: row.minutes,
        carded: row.carded,
        points: row.points,
      };
    }),
    captainId: snapshot.captainId,
    viceCaptainId: snapshot.viceCaptainId,
    penaltyPoints: snapshot.penaltyPoints,
    chip: snapshot.chip,
  });
