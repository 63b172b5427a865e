-- Chips (docs/design.md section 4 "Chips"): Wildcard, Free Hit, Bench Boost and Triple Captain, each once in each half
-- of the season. The Wildcard's round moves from user_team.wildcard_round_id to a team_chip row (of the half its round
-- is in), and a snapshot's wildcard_used becomes its chip.
-- CreateEnum
CREATE TYPE "Chip" AS ENUM ('wildcard', 'free_hit', 'bench_boost', 'triple_captain');

-- AlterTable
ALTER TABLE "round" ADD COLUMN     "chip_counts" JSONB;

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "chips" "Chip"[] NOT NULL DEFAULT ARRAY['wildcard', 'free_hit', 'bench_boost', 'triple_captain']::"Chip"[],
ADD COLUMN     "first_half_last_round" INTEGER NOT NULL DEFAULT 19;

-- CreateTable
CREATE TABLE "team_chip" (
    "team_id" INTEGER NOT NULL,
    "chip" "Chip" NOT NULL,
    "half" SMALLINT NOT NULL,
    "round_id" INTEGER NOT NULL,
    "played_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_chip_pkey" PRIMARY KEY ("team_id","chip","half")
);

-- CreateTable
CREATE TABLE "free_hit_backup" (
    "team_id" INTEGER NOT NULL,
    "round_id" INTEGER NOT NULL,
    "formation_id" INTEGER NOT NULL,
    "player_ids" INTEGER[],
    "purchase_prices" INTEGER[],
    "captain_id" INTEGER NOT NULL,
    "vice_captain_id" INTEGER NOT NULL,
    "bank" INTEGER NOT NULL,
    "transfers_used" INTEGER NOT NULL,

    CONSTRAINT "free_hit_backup_pkey" PRIMARY KEY ("team_id")
);

-- CreateIndex
CREATE INDEX "team_chip_round_id_idx" ON "team_chip"("round_id");

-- CreateIndex
CREATE UNIQUE INDEX "team_chip_team_id_round_id_key" ON "team_chip"("team_id", "round_id");

-- CreateIndex
CREATE INDEX "free_hit_backup_round_id_idx" ON "free_hit_backup"("round_id");

-- AddForeignKey
ALTER TABLE "team_chip" ADD CONSTRAINT "team_chip_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_chip" ADD CONSTRAINT "team_chip_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "free_hit_backup" ADD CONSTRAINT "free_hit_backup_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "user_team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "free_hit_backup" ADD CONSTRAINT "free_hit_backup_round_id_fkey" FOREIGN KEY ("round_id") REFERENCES "round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The Wildcards played so far, and the snapshots that played one.
INSERT INTO "team_chip" ("team_id", "chip", "half", "round_id")
SELECT t."id", 'wildcard', CASE WHEN r."number" <= 19 THEN 1 ELSE 2 END, t."wildcard_round_id"
FROM "user_team" t JOIN "round" r ON r."id" = t."wildcard_round_id";

ALTER TABLE "team_round" ADD COLUMN "chip" "Chip";
UPDATE "team_round" SET "chip" = 'wildcard' WHERE "wildcard_used";
ALTER TABLE "team_round" DROP COLUMN "wildcard_used";

ALTER TABLE "user_team" DROP CONSTRAINT "user_team_wildcard_round_id_fkey";
ALTER TABLE "user_team" DROP COLUMN "wildcard_round_id";
