// POST /api/v0/userteams/random-team/ – a random valid team around the picked players.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { randomTeamJson } from "@/lib/api/serializers/teams";
import { randomTeam } from "@/lib/server/teams/random-team";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(teams.random, async ({ body }) =>
    randomTeamJson(
      await randomTeam({
        formationId: body.formation,
        keep: body.football_players_data.map((p) => ({
          playerId: p.football_player_id,
          slot: p.bench_priority == null ? null : 11 + p.bench_priority,
        })),
      }),
    ),
  ),
});
