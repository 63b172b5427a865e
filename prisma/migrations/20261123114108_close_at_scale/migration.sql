-- DropForeignKey
ALTER TABLE "standing" DROP CONSTRAINT "standing_league_id_fkey";

-- DropForeignKey
ALTER TABLE "standing" DROP CONSTRAINT "standing_team_id_fkey";

-- DropIndex
DROP INDEX "standing_team_id_idx";

-- DropIndex
DROP INDEX "team_round_round_id_overall_rank_idx";

-- DropIndex
DROP INDEX "team_round_round_id_round_rank_idx";

-- Hand-written (Prisma does not model storage parameters): room in each page for the new version
-- of a row, so the close's updates of every snapshot (points, ranks) and of every team (total)
-- stay on the page (HOT updates: no index entries to write, since no indexed column changes).
ALTER TABLE "team_round" SET (fillfactor = 60);
ALTER TABLE "user_team" SET (fillfactor = 80);
