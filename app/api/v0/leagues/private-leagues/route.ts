// GET, POST /api/v0/leagues/private-leagues/ – the caller's private leagues; create one.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { createdLeagueJson, privateLeagueJson } from "@/lib/api/serializers/leagues";
import { createPrivateLeague } from "@/lib/server/leagues/create-private-league";
import { listPrivateLeagues } from "@/lib/server/leagues/list-private-leagues";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(privateLeague.list, async ({ user }) =>
    (await listPrivateLeagues({ userId: user.id })).map(privateLeagueJson),
  ),
  POST: handle(privateLeague.create, async ({ user, body }) =>
    createdLeagueJson(
      await createPrivateLeague({
        userId: user.id,
        name: body.name,
        startsFromRound: body.starts_from_round,
        format: body.format,
        scoring: body.scoring,
      }),
    ),
  ),
});
