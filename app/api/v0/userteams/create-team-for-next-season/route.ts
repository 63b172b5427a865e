// POST /api/v0/userteams/create-team-for-next-season/ – a returning user's team for the next season.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { teamJson } from "@/lib/api/serializers/teams";
import { createNextSeasonTeam } from "@/lib/server/teams/create-next-season-team";
import { newTeamSquad } from "@/lib/api/requests/teams";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(teams.nextSeason, async ({ user, body }) =>
    teamJson(await createNextSeasonTeam({ userId: user.id, name: body.user_team.name, squad: newTeamSquad(body) })),
  ),
});
