// GET /api/v0/leagues/quad-league/find-own/{id}/ – the page of a quad league showing the caller's team.
import { quadLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueTableHandlers("quad", quadLeague).findOwn });
