-- A head-to-head league's table is read from head_to_head_standing, at the round named here, instead of from a copy
-- in `standing` that every close wrote a second time.
-- AlterTable
ALTER TABLE "league" ADD COLUMN     "table_round_id" INTEGER;

-- AddForeignKey
ALTER TABLE "league" ADD CONSTRAINT "league_table_round_id_fkey" FOREIGN KEY ("table_round_id") REFERENCES "round"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Each head-to-head league's table: its latest round with rows; then the copies go.
UPDATE "league" l SET "table_round_id" = (
  SELECT r.id FROM "round" r
  WHERE r.season_id = l.season_id
    AND EXISTS (SELECT 1 FROM "head_to_head_standing" s WHERE s.round_id = r.id AND s.league_id = l.id)
  ORDER BY r.number DESC LIMIT 1)
WHERE l.kind = 'private' AND l.format = 'head_to_head';

DELETE FROM "standing" s USING "league" l
WHERE l.id = s.league_id AND l.kind = 'private' AND l.format = 'head_to_head';
