// GET /api/v0/rules/prizes/?winner_type=1|2|3 – prizes of a winner type.
import { handle, methods } from "@/lib/api/handler";
import { rules } from "@/lib/api/endpoints/rules";
import { found } from "@/lib/api/errors";
import { prizesJson } from "@/lib/api/serializers/content";
import { type WinnerType, getPrizes } from "@/lib/server/content/get-prizes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(rules.prizes, async ({ query, locale }) =>
    prizesJson(found(await getPrizes({ locale, winnerType: query.winner_type as WinnerType }), locale)),
  ),
});
