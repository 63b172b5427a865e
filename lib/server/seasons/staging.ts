// Next season kept apart from the live one. Players and clubs are shared by every season, so an
// import for a season that is not live, made while another one is, would reprice and move the live
// season's players at once. Such an import is checked in full and then staged (player_stage,
// club_stage); `season activate` applies it, through the same code as a direct import, when that
// season becomes live. The live season keeps its own clubs, prices and statuses until it finishes,
// and its closes never touch next season's prices. New clubs and a season's club list are
// per-season already: they are written at once.
import "server-only";
import type { Tx } from "@/lib/db";

/** Whether an import for `seasonId` is staged: it is not live, and another season is. */
export async function isStaged(tx: Tx, seasonId: number): Promise<boolean> {
  const live = await tx.season.findFirst({ where: { status: "live" }, select: { id: true } });
  return live !== null && live.id !== seasonId;
}

/** What is staged for a season: players and clubs. */
export async function stagedCounts(tx: Tx, seasonId: number) {
  return {
    players: await tx.playerStage.count({ where: { seasonId } }),
    clubs: await tx.clubStage.count({ where: { seasonId } }),
  };
}
