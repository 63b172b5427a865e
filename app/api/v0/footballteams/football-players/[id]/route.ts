// GET /api/v0/footballteams/football-players/{id}/?season_id=&ordering= – one player with his results.
import { handle, methods } from "@/lib/api/handler";
import { playerDetail } from "@/lib/api/endpoints/footballteams";
import { found } from "@/lib/api/errors";
import { playerDetailJson } from "@/lib/api/serializers/football";
import { getPlayerInfo } from "@/lib/server/football/get-player-info";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(playerDetail, async ({ params, query, locale }) => {
    const json = playerDetailJson(
      found(await getPlayerInfo({ playerId: params.id, seasonId: query.season_id, locale }), locale),
    );
    return query.ordering === "-match_datetime" ? { ...json, results: json.results.toReversed() } : json;
  }),
});
