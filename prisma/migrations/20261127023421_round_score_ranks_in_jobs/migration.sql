-- The close's table jobs rank what they write (lib/server/rounds/standings.ts): the working set keeps scores only.
-- AlterTable
ALTER TABLE "round_score" DROP COLUMN "country_position",
DROP COLUMN "country_rank",
DROP COLUMN "overall_position",
DROP COLUMN "overall_rank",
DROP COLUMN "round_position",
DROP COLUMN "round_rank";
