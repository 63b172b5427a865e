-- DropForeignKey
ALTER TABLE "standing" DROP CONSTRAINT "standing_league_id_fkey";

-- DropForeignKey
ALTER TABLE "standing" DROP CONSTRAINT "standing_team_id_fkey";
