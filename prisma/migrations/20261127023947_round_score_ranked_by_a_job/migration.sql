-- The close's first table job ranks the working set (lib/server/rounds/standings.ts): the score step writes it unranked.
-- AlterTable
ALTER TABLE "round_score" ALTER COLUMN "round_rank" DROP NOT NULL,
ALTER COLUMN "round_position" DROP NOT NULL,
ALTER COLUMN "overall_rank" DROP NOT NULL,
ALTER COLUMN "overall_position" DROP NOT NULL,
ALTER COLUMN "country_rank" DROP NOT NULL,
ALTER COLUMN "country_position" DROP NOT NULL;

-- Half of each page kept free, so that the ranks are written beside each row (heap-only updates, no index entry).
ALTER TABLE "round_score" SET (fillfactor = 50);
