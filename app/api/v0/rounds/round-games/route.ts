// GET /api/v0/rounds/round-games/?round_id= – a round's games.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { gameJson } from "@/lib/api/serializers/football";
import { listRoundGames } from "@/lib/server/football/list-round-games";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.games, async ({ query }) => (await listRoundGames({ roundId: query.round_id })).map(gameJson)),
});
