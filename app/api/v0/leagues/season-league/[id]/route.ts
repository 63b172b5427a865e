// GET /api/v0/leagues/season-league/{id}/ – members of a season league, ranked, by pages of 20.
import { seasonLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueTableHandlers("season", seasonLeague).members });
