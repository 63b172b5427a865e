-- DropIndex
DROP INDEX "standing_league_id_rank_team_id_idx";

-- AlterTable
ALTER TABLE "standing" ADD COLUMN     "position" INTEGER NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "standing_league_id_position_key" ON "standing"("league_id", "position");
