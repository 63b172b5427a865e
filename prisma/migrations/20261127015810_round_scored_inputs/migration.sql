-- AlterTable
ALTER TABLE "round" ADD COLUMN     "scored_inputs" TEXT;
