// GET /api/v0/rounds/football-player-round-results-list/?player_id=&season_id= – a player's per-game results.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { found } from "@/lib/api/errors";
import { onePage } from "@/lib/api/pagination";
import { playerResultJson } from "@/lib/api/serializers/football";
import { getPlayerInfo } from "@/lib/server/football/get-player-info";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.resultsList, async ({ query, locale }) => {
    const info = found(await getPlayerInfo({ playerId: query.player_id, seasonId: query.season_id, locale }), locale);
    return onePage(info.results.map((r) => playerResultJson(info.player.id, r)));
  }),
});
