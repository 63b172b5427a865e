// GET /api/v0/userteams/user-team-season-statistic/{user}/ – a user's season statistic.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { getSeasonStatistic } from "@/lib/server/teams/get-season-statistic";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(teams.seasonStatistic, async ({ params }) => {
    const s = await getSeasonStatistic({ userId: params.user });
    return {
      user_id: s.userId,
      user_first_name: s.firstName,
      user_last_name: s.lastName,
      user_team_id: s.teamId,
      user_team_name: s.teamName,
      user_country: s.countryCode,
      total_points: s.totalPoints,
      transfers_count: s.transfersCount,
      team_price: s.teamPrice / 10,
      budget: s.bank / 10,
      rounds_played: s.roundsPlayed,
      average_points: s.averagePoints,
    };
  }),
});
