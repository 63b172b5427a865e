// POST /api/v0/userteams/user-teams/register/ – registration with the team (closed in this build).
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { teamJson } from "@/lib/api/serializers/teams";
import { profileJson } from "@/lib/api/serializers/users";
import { registerUser } from "@/lib/server/users/register-user";
import { newTeamSquad } from "@/lib/validation/teams";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(teams.register, async ({ body, locale }) => {
    const { user, team } = await registerUser({
      input: body.user,
      locale,
      team: { name: body.user_team.name, squad: newTeamSquad(body) },
    });
    return { user: profileJson(user), user_team: team && teamJson(team) };
  }),
});
