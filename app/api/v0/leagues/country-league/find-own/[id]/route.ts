// GET /api/v0/leagues/country-league/find-own/{id}/ – the page of a country league showing the caller's team.
import { countryLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: leagueTableHandlers("country", countryLeague).findOwn,
});
