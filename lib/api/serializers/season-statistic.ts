// A user's season statistic as the API shows it (docs/product.md section 3 "Season statistics", "Other-user
// summary"; section 7 user-team-season-statistic/{user}): prices in millions.
import { z } from "zod";
import type { SeasonStatistic } from "@/lib/server/teams/get-season-statistic";
import { teamWorthJson, teamWorthShape } from "./teams";
import { int, named } from "./wire";

export const SeasonStatisticSchema = named(
  "SeasonStatistic",
  z.strictObject({
    user_id: int(),
    user_first_name: z.string(),
    user_last_name: z.string(),
    user_team_id: int(),
    user_team_name: z.string(),
    user_country: z.string().nullable(),
    total_points: int(),
    transfers_count: int(),
    ...teamWorthShape(),
    rounds_played: int(),
    average_points: z.number(),
  }),
);

export const seasonStatisticJson = (s: SeasonStatistic): z.infer<typeof SeasonStatisticSchema> => ({
  user_id: s.userId,
  user_first_name: s.firstName,
  user_last_name: s.lastName,
  user_team_id: s.teamId,
  user_team_name: s.teamName,
  user_country: s.countryCode,
  total_points: s.totalPoints,
  transfers_count: s.transfersCount,
  ...teamWorthJson(s.teamPrice, s.bank),
  rounds_played: s.roundsPlayed,
  average_points: s.averagePoints,
});
