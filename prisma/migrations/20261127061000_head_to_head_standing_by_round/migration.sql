-- A close writes a whole round of head-to-head tables and reads the round before: keyed by round first, both are one
-- range of the key, and the new rows go at its end instead of into every league's part of it.
ALTER TABLE "head_to_head_standing" DROP CONSTRAINT "head_to_head_standing_pkey",
ADD CONSTRAINT "head_to_head_standing_pkey" PRIMARY KEY ("round_id", "league_id", "team_id");
