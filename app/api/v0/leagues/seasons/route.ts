// GET /api/v0/leagues/seasons/?status=live – seasons.
import { handle, methods } from "@/lib/api/handler";
import { seasons } from "@/lib/api/endpoints/leagues";
import { seasonJson, seasonStatusOf } from "@/lib/api/serializers/football";
import { listSeasons } from "@/lib/server/seasons/list-seasons";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(seasons, async ({ query }) =>
    (await listSeasons({ status: query.status && seasonStatusOf(query.status) })).map(seasonJson),
  ),
});
