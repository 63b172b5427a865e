-- AlterTable
ALTER TABLE "team_round" DROP COLUMN "is_final";
