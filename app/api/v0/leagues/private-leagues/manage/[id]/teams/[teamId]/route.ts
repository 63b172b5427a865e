// DELETE /api/v0/leagues/private-leagues/manage/{id}/teams/{teamId}/ – the owner removes a team.
import { handle, methods } from "@/lib/api/handler";
import { privateLeague } from "@/lib/api/endpoints/leagues";
import { removeLeagueTeam } from "@/lib/server/leagues/remove-league-team";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: handle(privateLeague.removeTeam, ({ user, params }) =>
    removeLeagueTeam({ userId: user.id, leagueId: params.id, teamId: params.teamId }),
  ),
});
