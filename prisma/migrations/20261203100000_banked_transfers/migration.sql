-- Up to five free transfers banked (docs/design.md section 4, "Transfers"), as Fantasy Premier League allows since
-- 2024/25. The settings row still at the old default (one, nothing saved) takes the new one; a value an operator chose
-- is kept.
ALTER TABLE "settings" ALTER COLUMN "max_saved_free_transfers" SET DEFAULT 5;
UPDATE "settings" SET "max_saved_free_transfers" = 5 WHERE "max_saved_free_transfers" = 1;
