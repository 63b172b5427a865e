// The API's read of the caller's teams with their transfer counters, composed from the teams use cases beside it: no
// game rule here.
import "server-only";
import { getDb } from "@/lib/db";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";
import { gameState } from "../game-state";
import { playerDirectory } from "../football/player-directory";
import type { SessionUserRead } from "../users/session-user";
import { readTeams } from "./team-view";
import { transferStateOf } from "../transfers/get-transfer-state";

/**
 * The caller's teams (newest season first) with their squads, and the transfer counters of a live one: one statement
 * (the teams, their squads, the rounds played and the cache epoch) and the game state; the players' cards from memory
 * (the player directory at that epoch).
 */
export async function listTeamsWithState(options: { userId: number; seasonStatus?: SeasonStatus; now?: Date }) {
  return (await readTeamsWithState(options)).teams;
}

/**
 * listTeamsWithState for a request whose caller is not read yet: the same statement reads the user too, and the
 * answer says what it read of him (as findSessionUserWithStamp), for the API to refuse him before answering
 * (lib/api/handler.ts `handleWithCaller`). The teams are those of `callerId`; nothing is written.
 */
export async function listTeamsWithStateForCaller(options: {
  callerId: number;
  seasonStatus?: SeasonStatus;
  now?: Date;
}): Promise<{ caller: SessionUserRead; teams: Awaited<ReturnType<typeof listTeamsWithState>> }> {
  return readTeamsWithState({ ...options, userId: options.callerId, readCaller: true });
}

async function readTeamsWithState(options: {
  userId: number;
  seasonStatus?: SeasonStatus;
  now?: Date;
  readCaller?: boolean;
}) {
  const { epoch, teams, caller } = await readTeams(await getDb(), {
    userId: options.userId,
    seasonStatuses: options.seasonStatus ? [options.seasonStatus] : undefined,
    roundsPlayed: true,
    caller: options.readCaller ? options.userId : undefined,
    cardsAt: (at) => playerDirectory({ epoch: at }),
  });
  const state = await gameState({ epoch });
  const now = options.now ?? new Date();
  return {
    caller,
    teams: teams.map((t) => ({
      team: t.view,
      state: t.season.status === "live" ? transferStateOf(t, state, now) : undefined,
      roundsPlayed: t.roundsPlayed,
    })),
  };
}
