-- The close's working set holds scores and totals only: each table job of the standings step ranks its own table (at
-- once on two connections), instead of the score step sorting a million rows three times on one.
ALTER TABLE "round_score" DROP COLUMN "round_rank",
DROP COLUMN "round_position",
DROP COLUMN "overall_rank",
DROP COLUMN "overall_position",
DROP COLUMN "country_rank",
DROP COLUMN "country_position";
