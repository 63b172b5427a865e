// GET /api/v0/leagues/private-leagues/{id}/head-to-head/matches/?round=N – a head-to-head league's matches of a round.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { headToHeadRoundJson } from "@/lib/api/serializers/head-to-head";
import { readHeadToHeadMatches } from "@/lib/server/leagues/read-head-to-head-matches";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(privateLeague.headToHeadMatches, async ({ user, params, query }) =>
    headToHeadRoundJson(await readHeadToHeadMatches({ userId: user.id, leagueId: params.id, round: query.round })),
  ),
});
