// GET /api/v0/userteams/user-team-season-statistic/{user}/ – a user's season statistic.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { seasonStatisticJson } from "@/lib/api/serializers/season-statistic";
import { getSeasonStatistic } from "@/lib/server/teams/get-season-statistic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(teams.seasonStatistic, async ({ params }) =>
    seasonStatisticJson(await getSeasonStatistic({ userId: params.user })),
  ),
});
