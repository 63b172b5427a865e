// GET /api/v0/leagues/private-leagues/info/{id}/ – a private league with the place of user_id (default: the caller).
import { methods } from "@/lib/api/handler";
import { leagueInfoHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueInfoHandlers.private });
