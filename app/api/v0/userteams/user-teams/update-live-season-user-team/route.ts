// PUT /api/v0/userteams/user-teams/update-live-season-user-team/ – the line-up for the next round.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { teamJson } from "@/lib/api/serializers/teams";
import { updateTeam } from "@/lib/server/teams/update-team";
import { updateTeamSquad } from "@/lib/api/requests/teams";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PUT: handle(teams.update, async ({ user, body }) =>
    teamJson(await updateTeam({ userId: user.id, squad: updateTeamSquad(body) })),
  ),
});
