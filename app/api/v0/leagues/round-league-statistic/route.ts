// GET /api/v0/leagues/round-league-statistic/?round_id=&user_id= – alias of round-league/statistic/{id}/.
import { handle, methods } from "@/lib/api/handler";
import { roundLeague } from "@/lib/api/endpoints/leagues";
import { roundStatisticJson } from "@/lib/api/serializers/leagues";
import { getRoundStatistic } from "@/lib/server/leagues/get-round-statistic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(roundLeague.statisticByQuery, async ({ user, query }) =>
    roundStatisticJson(await getRoundStatistic({ roundId: query.round_id, userId: query.user_id ?? user.id })),
  ),
});
