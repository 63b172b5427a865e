// GET /api/v0/leagues/seasons/?status=live – seasons.
import { handle, methods } from "@/lib/api/handler";
import { seasons } from "@/lib/api/endpoints/football";
import { listSeasons } from "@/lib/server/leagues/seasons";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: handle(seasons, ({ query }) => listSeasons(query)) });
