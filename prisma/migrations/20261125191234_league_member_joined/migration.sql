-- CreateIndex
CREATE INDEX "league_member_league_id_joined_at_team_id_idx" ON "league_member"("league_id", "joined_at", "team_id");
