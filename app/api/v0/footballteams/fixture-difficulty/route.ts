// GET /api/v0/footballteams/fixture-difficulty/ – every club's next rounds with each fixture's difficulty.
import { handle, methods } from "@/lib/api/handler";
import { fixtureDifficulty } from "@/lib/api/endpoints/footballteams";
import { fixtureDifficultyJson } from "@/lib/api/serializers/forecast";
import { fixtureTicker } from "@/lib/server/forecast/fixture-ticker";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(fixtureDifficulty, async ({ query }) =>
    fixtureDifficultyJson(await fixtureTicker({ rounds: query.rounds, sort: query.ordering })),
  ),
});
