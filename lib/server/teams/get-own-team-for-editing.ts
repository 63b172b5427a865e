// The fan's own team as the next-round and transfers pages edit it (docs/product.md "Team screens"): his live-season
// team and its transfer counters. A plain read: no transaction held while a page renders.
import "server-only";
import { getDb } from "@/lib/db";
import { gameState } from "../game-state";
import { type TransferState, transferStateOf } from "../transfers/get-transfer-state";
import { type TeamView, readTeams } from "./team-view";

/** The fan's live-season team and its transfer counters, or null without one (one statement and the game state). */
export async function getOwnTeamForEditing(options: {
  userId: number;
  now?: Date;
}): Promise<{ team: TeamView; state: TransferState } | null> {
  const { epoch, teams } = await readTeams(await getDb(), { userId: options.userId, seasonStatuses: ["live"] });
  const own = teams[0];
  if (!own) return null;
  return { team: own.view, state: transferStateOf(own, await gameState({ epoch }), options.now ?? new Date()) };
}
