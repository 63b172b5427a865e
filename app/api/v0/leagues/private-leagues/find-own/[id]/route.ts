// GET /api/v0/leagues/private-leagues/find-own/{id}/ – the page of a private league showing the caller's team.
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: leagueTableHandlers("private", privateLeague).findOwn,
});
