// GET /api/v0/leagues/round-league/statistic/{id}/?user_id= – a round's statistic for a user.
import { handle, methods } from "@/lib/api/handler";
import { roundLeague } from "@/lib/api/endpoints/leagues";
import { roundStatisticJson } from "@/lib/api/serializers/leagues";
import { getRoundStatistic } from "@/lib/server/leagues/get-round-statistic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(roundLeague.statistic, async ({ user, params, query }) =>
    roundStatisticJson(await getRoundStatistic({ roundId: params.id, userId: query.user_id ?? user.id })),
  ),
});
