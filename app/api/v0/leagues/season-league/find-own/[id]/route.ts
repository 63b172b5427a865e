// GET /api/v0/leagues/season-league/find-own/{id}/ – the page of a season league showing the caller's team.
import { seasonLeague } from "@/lib/api/endpoints/leagues";
import { methods } from "@/lib/api/handler";
import { leagueTableHandlers } from "@/lib/api/league-table-routes";

export const { GET, POST, PUT, PATCH, DELETE } = methods({ GET: leagueTableHandlers("season", seasonLeague).findOwn });
