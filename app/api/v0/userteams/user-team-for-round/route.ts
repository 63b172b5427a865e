// GET /api/v0/userteams/user-team-for-round/?football_round=&user= – a team in a round.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { roundTeamJson } from "@/lib/api/serializers/teams";
import { getTeamForRound } from "@/lib/server/teams/get-team-for-round";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(teams.forRound, async ({ user, query }) => {
    const team = await getTeamForRound({
      userId: query.user ?? user.id,
      roundId: query.football_round,
      viewerId: user.id,
    });
    return { count: team ? 1 : 0, next: null, previous: null, results: team ? [roundTeamJson(team)] : [] };
  }),
});
