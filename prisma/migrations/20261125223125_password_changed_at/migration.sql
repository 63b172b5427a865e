-- AlterTable
ALTER TABLE "user" ADD COLUMN     "password_changed_at" TIMESTAMP(3);
