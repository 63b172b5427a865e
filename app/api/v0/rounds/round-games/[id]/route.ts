// GET /api/v0/rounds/round-games/{id}/ – one game with its players' actions.
import { handle, methods } from "@/lib/api/handler";
import { rounds } from "@/lib/api/endpoints/rounds";
import { found } from "@/lib/api/errors";
import { matchJson } from "@/lib/api/serializers/football";
import { getMatchInfo } from "@/lib/server/football/get-match-info";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rounds.game, async ({ params, locale }) =>
    matchJson(found(await getMatchInfo({ gameId: params.id, locale }), locale)),
  ),
});
