-- CreateEnum
CREATE TYPE "LeagueFormat" AS ENUM ('classic', 'head_to_head');

-- CreateEnum
CREATE TYPE "HeadToHeadScoring" AS ENUM ('points', 'goals');

-- AlterTable
ALTER TABLE "league" ADD COLUMN     "format" "LeagueFormat" NOT NULL DEFAULT 'classic',
ADD COLUMN     "scoring" "HeadToHeadScoring";

-- CreateTable
CREATE TABLE "head_to_head_match" (
    "league_id" INTEGER NOT NULL,
    "round_id" INTEGER NOT NULL,
    "slot" INTEGER NOT NULL,
    "home_team_id" INTEGER,
    "away_team_id" INTEGER,
    "home_points" INTEGER,
    "away_points" INTEGER,
    "home_goals" INTEGER,
    "away_goals" INTEGER,

    CONSTRAINT "head_to_head_match_pkey" PRIMARY KEY ("league_id","round_id","slot")
);

-- CreateTable
CREATE TABLE "head_to_head_standing" (
    "league_id" INTEGER NOT NULL,
    "round_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "played" INTEGER NOT NULL,
    "won" INTEGER NOT NULL,
    "drawn" INTEGER NOT NULL,
    "lost" INTEGER NOT NULL,
    "points_for" INTEGER NOT NULL,
    "goals_for" INTEGER NOT NULL,
    "points" INTEGER NOT NULL,
    "rank" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "previous_rank" INTEGER,

    CONSTRAINT "head_to_head_standing_pkey" PRIMARY KEY ("league_id","round_id","team_id")
);

-- CreateIndex
CREATE INDEX "head_to_head_match_round_id_idx" ON "head_to_head_match"("round_id");

-- AddForeignKey
ALTER TABLE "head_to_head_match" ADD CONSTRAINT "head_to_head_match_league_id_fkey" FOREIGN KEY ("league_id") REFERENCES "league"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "head_to_head_match" ADD CONSTRAINT "head_to_head_match_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;
