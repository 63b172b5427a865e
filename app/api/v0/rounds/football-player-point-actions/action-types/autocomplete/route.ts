// GET /api/v0/rounds/football-player-point-actions/action-types/autocomplete/?q= – scoring actions.
import { handle, methods } from "@/lib/api/handler";
import { pointActionTypes } from "@/lib/api/endpoints/rounds";
import { pointActionTypeJson } from "@/lib/api/serializers/football";
import { listPointActionTypes } from "@/lib/server/football/list-point-action-types";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(pointActionTypes, async ({ locale, query }) =>
    (await listPointActionTypes({ locale, q: query.q })).map(pointActionTypeJson),
  ),
});
