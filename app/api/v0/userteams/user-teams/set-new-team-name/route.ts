// PATCH /api/v0/userteams/user-teams/set-new-team-name/ – rename the live team.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { setTeamName } from "@/lib/server/teams/set-team-name";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handle(teams.setName, ({ user, body }) => setTeamName({ userId: user.id, name: body.name })),
});
