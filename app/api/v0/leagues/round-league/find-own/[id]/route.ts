// GET /api/v0/leagues/round-league/find-own/{id}/ – the page of a round league showing the caller's team.
import { roundLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueTableHandlers("round", roundLeague).findOwn });
