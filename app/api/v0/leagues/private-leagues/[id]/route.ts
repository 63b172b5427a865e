// GET, DELETE /api/v0/leagues/private-leagues/{id}/ – members of a private league; leave it.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { pageWindow, paginated } from "@/lib/api/pagination";
import { leavePrivateLeague } from "@/lib/server/leagues/private-leagues";
import { membersJson } from "@/lib/api/serializers/leagues";
import { readMembers } from "@/lib/server/leagues/tables";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(privateLeague.members, async ({ req, user, params, query }) => {
    const { count, results } = membersJson(
      await readMembers({
        userId: user.id,
        kind: "private",
        leagueId: params.id,
        ...pageWindow(query),
      }),
    );
    return paginated(req, query, count, results);
  }),
  DELETE: handle(privateLeague.leave, ({ user, params }) =>
    leavePrivateLeague({ userId: user.id, leagueId: params.id }),
  ),
});
