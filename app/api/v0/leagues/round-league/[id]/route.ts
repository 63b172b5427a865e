// GET /api/v0/leagues/round-league/{id}/ – members of a round league, ranked, by pages of 20.
import { roundLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueTableHandlers("round", roundLeague).members });
