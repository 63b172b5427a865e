import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import fs from "node:fs";

const migrationNames = fs
  .readdirSync("prisma/migrations", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe(`migrations on ${process.env.TEST_DATABASE_KIND}`, () => {
  it("records every migration in _prisma_migrations, as prisma migrate deploy does", async () => {
    const db = await getDb();
    const rows = await db.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
      SELECT migration_name, finished_at FROM _prisma_migrations ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(migrationNames.sort());
    expect(rows.every((r) => r.finished_at instanceof Date)).toBe(true);
  });

  it("creates every table of the schema, usable through Prisma", async () => {
    const db = await getDb();
    const tables = await db.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`;
    const names = tables.map((t) => t.table_name);
    for (const table of [
      "season",
      "club",
      "player",
      "round",
      "game",
      "user",
      "user_team",
      "squad_player",
      "bench_entry",
      "transfer",
      "team_round",
      "league",
      "standing",
      "news",
      "settings",
      "audit_log",
    ]) {
      expect(names).toContain(table);
    }
    const season = await db.season.create({
      data: { name: "2030/31", startsOn: new Date("2030-08-20"), endsOn: new Date("2031-05-30") },
    });
    expect(await db.season.findUnique({ where: { id: season.id } })).toMatchObject({
      name: "2030/31",
      status: "open_for_registration",
    });
  });

  it("is a no-op when applied again", async () => {
    expect(await applyMigrations(process.env.DATABASE_URL!)).toEqual([]);
  });

  it("refuses a negative bank (check constraint)", async () => {
    const db = await getDb();
    const season = await db.season.create({
      data: { name: "2031/32", startsOn: new Date("2031-08-20"), endsOn: new Date("2032-05-30") },
    });
    const formation = await db.formation.create({ data: { name: "9-0-1", defenders: 9, midfielders: 0, forwards: 1 } });
    const user = await db.user.create({
      data: { email: "bank@example.com", passwordHash: "x", firstName: "Bank", lastName: "Test" },
    });
    await expect(
      db.userTeam.create({
        data: {
          userId: user.id,
          seasonId: season.id,
          name: "Broke",
          abbreviation: "BRK",
          formationId: formation.id,
          bank: -1,
        },
      }),
    ).rejects.toThrow();
  });
});
