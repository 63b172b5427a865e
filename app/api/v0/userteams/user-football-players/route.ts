// GET /api/v0/userteams/user-football-players/ – the caller's 15.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { userPlayerJson } from "@/lib/api/serializers/teams";
import { getTeam } from "@/lib/server/teams/get-team";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(teams.players, async ({ user }) => (await getTeam({ userId: user.id })).players.map(userPlayerJson)),
});
