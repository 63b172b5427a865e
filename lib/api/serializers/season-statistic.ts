// A user's season statistic as the API shows it (spec section 3 "Season statistics", "Other-user
// summary"; section 7 user-team-season-statistic/{user}): prices in millions.
import type { SeasonStatistic } from "@/lib/server/teams/get-season-statistic";

export const seasonStatisticJson = (s: SeasonStatistic) => ({
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
});

export type SeasonStatisticJson = ReturnType<typeof seasonStatisticJson>;
