// GET /api/v0/leagues/private-leagues/find-team/?privateleague_id=&userteam_name= – the owner's team search.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { leagueTeamJson } from "@/lib/api/serializers/leagues";
import { findLeagueTeams } from "@/lib/server/leagues/find-league-teams";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(privateLeague.findTeam, async ({ user, query }) =>
    (await findLeagueTeams({ userId: user.id, leagueId: query.privateleague_id, name: query.userteam_name })).map(
      leagueTeamJson,
    ),
  ),
});
