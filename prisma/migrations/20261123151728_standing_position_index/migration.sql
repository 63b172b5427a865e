-- DropIndex
DROP INDEX "standing_league_id_position_key";

-- CreateIndex
CREATE INDEX "standing_league_id_position_idx" ON "standing"("league_id", "position");
