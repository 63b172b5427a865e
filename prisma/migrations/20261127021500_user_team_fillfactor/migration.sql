-- Half of each page of user_team kept free: every close writes each team's season total, and every save its version,
-- bank and counters; with room on the page PostgreSQL writes the new row version beside the old one without touching
-- the table's four indexes (a "heap-only tuple" update). Measured on a million teams: the close's totals 5.3 s → 2.7 s
-- (docs/performance.md). New pages only: an existing database takes it for its old rows with `VACUUM FULL user_team`.
ALTER TABLE "user_team" SET (fillfactor = 50);
