// GET /api/v0/dreamteams/round-dream-teams/?round_id= – a round's dream team.
import { handle, methods } from "@/lib/api/handler";
import { dreamTeams } from "@/lib/api/endpoints/dreamteams";
import { found } from "@/lib/api/errors";
import { onePage } from "@/lib/api/pagination";
import { roundDreamTeamJson } from "@/lib/api/serializers/football";
import { getRoundDreamTeam } from "@/lib/server/football/get-round-dream-team";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(dreamTeams.round, async ({ query, locale }) =>
    onePage([
      roundDreamTeamJson(found(await getRoundDreamTeam({ roundId: query.round_id }), locale, "noDreamTeamRound")),
    ]),
  ),
});
