// GET /api/v0/dreamteams/season-dream-teams/?season_id= – a season's dream team so far.
import { handle, methods } from "@/lib/api/handler";
import { dreamTeams } from "@/lib/api/endpoints/dreamteams";
import { found } from "@/lib/api/errors";
import { onePage } from "@/lib/api/pagination";
import { seasonDreamTeamJson } from "@/lib/api/serializers/football";
import { getSeasonDreamTeam } from "@/lib/server/football/get-season-dream-team";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(dreamTeams.season, async ({ query, locale }) =>
    onePage([
      seasonDreamTeamJson(found(await getSeasonDreamTeam({ seasonId: query.season_id }), locale, "noDreamTeamSeason")),
    ]),
  ),
});
