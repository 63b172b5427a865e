// GET /api/v0/leagues/quad-league/info/{id}/ – a quad league with the place of user_id (default: the caller).
import { methods } from "@/lib/api/handler";
import { leagueInfoHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueInfoHandlers.quad });
