// POST /api/v0/userteams/user-teams/register/ – registration with the team (closed in this build).
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { teamJson } from "@/lib/api/serializers/teams";
import { newAccountOf } from "@/lib/api/requests/users";
import { profileJson } from "@/lib/api/serializers/users";
import { registerUser } from "@/lib/server/users/register-user";
import { newTeamSquad } from "@/lib/api/requests/teams";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(teams.register, async ({ body, locale }) => {
    const { user, team } = await registerUser({
      input: newAccountOf(body.user),
      locale,
      team: { name: body.user_team.name, squad: newTeamSquad(body) },
    });
    return { user: profileJson(user), user_team: team && teamJson(team) };
  }),
});
