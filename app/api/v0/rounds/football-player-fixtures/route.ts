// GET /api/v0/rounds/football-player-fixtures/?player_id= – a player's fixtures.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { found } from "@/lib/api/errors";
import { fixtureJson } from "@/lib/api/serializers/football";
import { getPlayerInfo } from "@/lib/server/football/get-player-info";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.fixtures, async ({ query, locale }) => {
    const info = found(await getPlayerInfo({ playerId: query.player_id, locale }), locale);
    return info.fixtures.map(fixtureJson);
  }),
});
