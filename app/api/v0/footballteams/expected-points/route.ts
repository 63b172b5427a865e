// GET /api/v0/footballteams/expected-points/ – every player's expected points per round still to lock (pages of 30).
import { handle, methods } from "@/lib/api/handler";
import { expectedPoints } from "@/lib/api/endpoints/footballteams";
import { paginated, pageWindow } from "@/lib/api/pagination";
import { playerExpectedPointsJson } from "@/lib/api/serializers/teams";
import { listExpectedPoints } from "@/lib/server/football/list-expected-points";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(expectedPoints, async ({ req, query }) => {
    const { count, results } = await listExpectedPoints({
      ...pageWindow(query),
      clubId: query.football_club_id,
      fullName: query.full_name,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      position: query.position,
      round: query.round,
      ordering: query.ordering,
    });
    return paginated(req, query, count, results.map(playerExpectedPointsJson));
  }),
});
