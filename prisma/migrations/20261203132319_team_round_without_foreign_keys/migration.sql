-- The snapshots without foreign keys (schema.prisma, TeamRound): the lock writes a million rows at a time, and each
-- row's three foreign-key checks cost it three times what writing the row does. Deleting an account deletes its
-- snapshots (lib/server/users/delete-account.ts), as its league tables' rows.

-- DropForeignKey
ALTER TABLE "team_round" DROP CONSTRAINT "team_round_formation_id_fkey";

-- DropForeignKey
ALTER TABLE "team_round" DROP CONSTRAINT "team_round_round_id_fkey";

-- DropForeignKey
ALTER TABLE "team_round" DROP CONSTRAINT "team_round_team_id_fkey";
