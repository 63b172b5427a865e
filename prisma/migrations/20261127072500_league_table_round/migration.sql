-- A head-to-head league's table is read from head_to_head_standing, at the round named here, instead of from a copy
-- in `standing` that every close wrote a second time. No foreign key: every close sets it on every head-to-head league,
-- and a key check per row doubled that update (the league tables have none either).
ALTER TABLE "league" ADD COLUMN "table_round_id" INTEGER;

-- Room on each page, so that the close's update of every head-to-head league (its table's round, member count and
-- last update, none of them indexed) writes the new row version beside the old one without touching the table's four
-- indexes. New pages only: an existing database takes it for its old rows with `VACUUM FULL league`.
ALTER TABLE "league" SET (fillfactor = 70);

-- Each head-to-head league's table: its latest round with rows; then the copies go.
UPDATE "league" l SET "table_round_id" = (
  SELECT r.id FROM "round" r
  WHERE r.season_id = l.season_id
    AND EXISTS (SELECT 1 FROM "head_to_head_standing" s WHERE s.round_id = r.id AND s.league_id = l.id)
  ORDER BY r.number DESC LIMIT 1)
WHERE l.kind = 'private' AND l.format = 'head_to_head';

DELETE FROM "standing" s USING "league" l
WHERE l.id = s.league_id AND l.kind = 'private' AND l.format = 'head_to_head';
