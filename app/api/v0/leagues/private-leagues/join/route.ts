// POST /api/v0/leagues/private-leagues/join/ – join a private league by join_code in the body.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { joinPrivateLeague } from "@/lib/server/leagues/join-private-league";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(privateLeague.joinByBody, ({ user, body }) =>
    joinPrivateLeague({ userId: user.id, code: body.join_code }),
  ),
});
