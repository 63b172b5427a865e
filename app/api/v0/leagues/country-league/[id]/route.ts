// GET /api/v0/leagues/country-league/{id}/ – members of a country league, ranked, by pages of 20.
import { countryLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: leagueTableHandlers("country", countryLeague).members,
});
