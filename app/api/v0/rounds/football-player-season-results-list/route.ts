// GET /api/v0/rounds/football-player-season-results-list/?player_id= – a player's past seasons.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { found } from "@/lib/api/errors";
import { pastSeasonJson } from "@/lib/api/serializers/football";
import { getPlayerInfo } from "@/lib/server/football/get-player-info";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.seasonResults, async ({ query, locale }) => {
    const info = found(await getPlayerInfo({ playerId: query.player_id, locale }), locale);
    return info.pastSeasons.map((s) => pastSeasonJson(info.player.id, s));
  }),
});
