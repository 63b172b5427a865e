// GET, DELETE /api/v0/leagues/private-leagues/{id}/ – members of a private league; leave it.
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { handle, methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";
import { leavePrivateLeague } from "@/lib/server/leagues/leave-private-league";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: leagueTableHandlers("private", privateLeague).members,
  DELETE: handle(privateLeague.leave, ({ user, params }) =>
    leavePrivateLeague({ userId: user.id, leagueId: params.id }),
  ),
});
