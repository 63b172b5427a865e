-- CreateTable (UNLOGGED by hand: Prisma does not model it. The close's working set is derived
-- data written once per close and read by its table jobs; skipping the write-ahead log halves the
-- cost of writing it, and the score step writes it again if a crash empties it.)
CREATE UNLOGGED TABLE "round_score" (
    "round_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "final_ids" INTEGER[],
    "multiplied_id" INTEGER,
    "points" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "country_code" VARCHAR(2),
    "round_rank" INTEGER NOT NULL,
    "round_position" INTEGER NOT NULL,
    "overall_rank" INTEGER NOT NULL,
    "overall_position" INTEGER NOT NULL,
    "country_rank" INTEGER NOT NULL,
    "country_position" INTEGER NOT NULL,
    "previous_overall_rank" INTEGER,
    "previous_country_rank" INTEGER,

    CONSTRAINT "round_score_pkey" PRIMARY KEY ("round_id","team_id")
);
