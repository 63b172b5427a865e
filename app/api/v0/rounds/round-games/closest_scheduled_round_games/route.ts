// GET /api/v0/rounds/round-games/closest_scheduled_round_games/ – next games by club.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { closestGamesJson } from "@/lib/api/serializers/football";
import { listClosestScheduledGames } from "@/lib/server/football/list-closest-scheduled-games";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.closest, async () => closestGamesJson(await listClosestScheduledGames())),
});
