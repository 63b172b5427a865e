// The players list's sort options without zod, so the browser's players list can name them without shipping the
// validation library (lib/validation/football.ts builds the query schema from them).
/** The players list's sort options (docs/product.md section 3 "Stat sort options"). */
export const PLAYER_ORDERINGS = [
  "season_score",
  "current_price",
  "popularity_pct",
  "season_minutes_played",
  "GS_OP",
  "GS_PK",
  "AS",
  "PE",
  "season_count_sot",
  "CS_HT",
  "season_count_tbi",
  "season_count_saop",
  "SA_PK",
  "GC",
  "OG",
  "PM",
  "YC",
  "RC",
  // The forecast's (docs/forecast.md): expected points in the next round still to lock, and over the next five.
  "expected_points",
  "expected_points_5",
] as const;
export type PlayerOrdering = (typeof PLAYER_ORDERINGS)[number];
