// The API's team reads, composed from the engine's use cases (lib/server/teams): no game rule here.
import "server-only";
import { getDb } from "@/lib/db";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";
import { AppError, msg } from "../errors";
import { getTeam } from "../teams/get-team";
import { getTransferState } from "../transfers/get-transfer-state";
import { getUserTeams } from "../teams/get-user-teams";

/** The caller's teams (newest season first) with their squads, and the transfer counters of a live one. */
export async function listTeamsWithState(options: { userId: number; seasonStatus?: SeasonStatus }) {
  const summaries = await getUserTeams(options);
  return Promise.all(
    summaries.map(async (s) => {
      const [team, state] = await Promise.all([
        getTeam({ userId: options.userId, teamId: s.id }),
        s.season.status === "live" ? getTransferState({ userId: options.userId, teamId: s.id }) : undefined,
      ]);
      return { team, state, roundsPlayed: s.roundsPlayed };
    }),
  );
}

const noTeam = () =>
  new AppError("not_found", "You have no team in the live season", { messages: msg("TeamRules.noTeam") });

/**
 * The HEAD checks of spec section 7: "live" (a live-season team exists), "played-this-season" (it
 * played a round), "played-any-round" (any team of the user ever played a round). 404 when not.
 */
export async function checkTeams(options: {
  userId: number;
  check: "live" | "played-this-season" | "played-any-round";
}) {
  const teams = await getUserTeams({
    userId: options.userId,
    seasonStatus: options.check === "played-any-round" ? undefined : "live",
  });
  const ok = options.check === "live" ? teams.length > 0 : teams.some((t) => t.roundsPlayed > 0);
  if (!ok) throw noTeam();
  return { detail: "OK" };
}

/** Transfers with user_football_player_deleted as squad entry ids of the caller's live team, resolved to players. */
export async function resolveTransfers(options: {
  userId: number;
  transfers: { football_player_added: number; user_football_player_deleted: number }[];
}) {
  const db = await getDb();
  const rows = await db.squadPlayer.findMany({
    where: {
      id: { in: options.transfers.map((t) => t.user_football_player_deleted) },
      team: { userId: options.userId, season: { status: "live" } },
    },
    select: { id: true, playerId: true },
  });
  const playerOf = new Map(rows.map((r) => [r.id, r.playerId]));
  return options.transfers.map((t) => {
    const outId = playerOf.get(t.user_football_player_deleted);
    if (outId === undefined)
      throw new AppError("invalid", "A player transferred out is not in your team", {
        field: "user_football_player_deleted",
        messages: [{ key: "TeamRules.outNotInTeam" }],
      });
    return { inId: t.football_player_added, outId };
  });
}
