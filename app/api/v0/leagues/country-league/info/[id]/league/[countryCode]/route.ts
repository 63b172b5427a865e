// GET /api/v0/leagues/country-league/info/{id}/league/{countryCode}/ – a country league with the place of user_id (default: the caller).
import { handle, methods } from "@/lib/api/handler";
import { countryLeague } from "@/lib/api/endpoints/leagues";
import { leagueInfoJson } from "@/lib/api/serializers/leagues";
import { readLeagueInfo } from "@/lib/server/leagues/tables";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(countryLeague.info, async ({ user, params, query }) =>
    leagueInfoJson(
      await readLeagueInfo({
        userId: user.id,
        placeUserId: query.user_id,
        pageSize: query.page_size,
        where: { seasonId: params.id, kind: "country", countryCode: params.countryCode },
      }),
    ),
  ),
});
