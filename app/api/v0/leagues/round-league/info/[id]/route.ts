// GET /api/v0/leagues/round-league/info/{id}/ – a round league with the place of user_id (default: the caller).
import { handle, methods } from "@/lib/api/handler";
import { roundLeague } from "@/lib/api/endpoints/leagues";
import { leagueInfoJson } from "@/lib/api/serializers/leagues";
import { readLeagueInfo } from "@/lib/server/leagues/tables";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(roundLeague.info, async ({ user, params, query }) =>
    leagueInfoJson(
      await readLeagueInfo({
        userId: user.id,
        placeUserId: query.user_id,
        pageSize: query.page_size,
        where: { roundId: params.id, kind: "round" },
      }),
    ),
  ),
});
