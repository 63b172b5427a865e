// GET /api/v0/rounds/football-player-round-results/?round_game_id= – every player's results in a game.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { found } from "@/lib/api/errors";
import { matchJson } from "@/lib/api/serializers/football";
import { getMatchInfo } from "@/lib/server/football/get-match-info";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.roundResults, async ({ query, locale }) => {
    const { results } = matchJson(found(await getMatchInfo({ gameId: query.round_game_id, locale }), locale));
    return { count: results.length, next: null, previous: null, results };
  }),
});
