// PATCH, DELETE /api/v0/leagues/private-leagues/manage/{id}/ – the owner renames, closes entries, deletes.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { managedLeagueJson } from "@/lib/api/serializers/leagues";
import { deletePrivateLeague } from "@/lib/server/leagues/delete-private-league";
import { managePrivateLeague } from "@/lib/server/leagues/manage-private-league";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handle(privateLeague.manage, async ({ user, params, body }) =>
    managedLeagueJson(
      await managePrivateLeague({
        userId: user.id,
        leagueId: params.id,
        name: body.name,
        entriesClosed: body.entries_closed,
      }),
    ),
  ),
  DELETE: handle(privateLeague.remove, ({ user, params }) =>
    deletePrivateLeague({ userId: user.id, leagueId: params.id }),
  ),
});
