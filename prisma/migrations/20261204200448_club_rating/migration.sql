-- CreateTable
CREATE TABLE "club_rating" (
    "season_id" INTEGER NOT NULL,
    "club_id" INTEGER NOT NULL,
    "attack" DOUBLE PRECISION NOT NULL,
    "defence" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "club_rating_pkey" PRIMARY KEY ("season_id","club_id")
);

-- AddForeignKey
ALTER TABLE "club_rating" ADD CONSTRAINT "club_rating_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "club_rating" ADD CONSTRAINT "club_rating_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "club"("id") ON DELETE CASCADE ON UPDATE CASCADE;
