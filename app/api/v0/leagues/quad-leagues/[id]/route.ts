// GET /api/v0/leagues/quad-leagues/{id}/ – the quad leagues of a season.
import { handle, methods } from "@/lib/api/handler";
import { quadLeague } from "@/lib/api/endpoints/leagues";
import { quadLeagueJson } from "@/lib/api/serializers/leagues";
import { listQuadLeagues } from "@/lib/server/leagues/list-quad-leagues";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(quadLeague.list, async ({ params }) =>
    (await listQuadLeagues({ seasonId: params.id })).map(quadLeagueJson),
  ),
});
