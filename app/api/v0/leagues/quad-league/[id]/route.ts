// GET /api/v0/leagues/quad-league/{id}/ – members of a quad league, ranked, by pages of 20.
import { quadLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueTableHandlers("quad", quadLeague).members });
