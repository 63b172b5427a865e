// GET /api/v0/rounds/football-player-point-actions/action-types/autocomplete/?q= – scoring actions.
import { handle, methods } from "@/lib/api/handler";
import { pointActionTypes } from "@/lib/api/endpoints/rounds";
import { listPointActionTypes } from "@/lib/server/football/point-actions";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(pointActionTypes, ({ locale, query }) => listPointActionTypes({ locale, q: query.q })),
});
