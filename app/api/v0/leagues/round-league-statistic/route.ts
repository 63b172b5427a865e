// GET /api/v0/leagues/round-league-statistic/?round_id=&user_id= – alias of round-league/statistic/{id}/.
import { handle, methods } from "@/lib/api/handler";
import { roundLeague } from "@/lib/api/endpoints/leagues";
import { roundStatisticJson } from "@/lib/api/serializers/leagues";
import { roundStatistic } from "@/lib/server/leagues/statistics";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(roundLeague.statisticByQuery, async ({ user, query }) =>
    roundStatisticJson(await roundStatistic({ roundId: query.round_id, userId: query.user_id ?? user.id })),
  ),
});
