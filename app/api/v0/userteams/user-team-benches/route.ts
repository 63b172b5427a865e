// GET /api/v0/userteams/user-team-benches/ – the caller's bench by priority.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { benchJson } from "@/lib/api/serializers/teams";
import { getTeam } from "@/lib/server/teams/get-team";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(teams.benches, async ({ user }) =>
    (await getTeam({ userId: user.id })).players.filter((p) => p.slot >= 11).map(benchJson),
  ),
});
