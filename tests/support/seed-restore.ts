// Before each integration test file (after tests/support/isolated-db.ts): seed(db) on a fresh
// database writes back the demo season's rows that tests/support/seed-snapshot.ts kept, the same
// rows the seed writes (it is deterministic), instead of playing the season again. On a database
// that is no longer fresh, for a demo dated from another day (seed(db, { now })), and in
// tests/integration/db/seed.test.ts, the real seed runs.
import fs from "node:fs";
import { expect, inject, vi } from "vitest";
import type { Db } from "../../lib/db";
import { shiftDaysFor } from "../../prisma/seed/calendar";
import type { SeedSnapshot } from "./seed-dump";

vi.mock("../../prisma/seed/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../prisma/seed/index")>();
  let snapshot: SeedSnapshot | undefined;
  const load = () => (snapshot ??= JSON.parse(fs.readFileSync(inject("seedSnapshot"), "utf8")) as SeedSnapshot);

  async function seed(db: Db, options?: Parameters<typeof real.seed>[1]) {
    if (expect.getState().testPath?.endsWith("/seed.test.ts")) return real.seed(db, options);
    // A demo dated from another day than the snapshot's (a file that pins it to the base calendar) is seeded for real.
    if (options?.now && shiftDaysFor(options.now) !== inject("demoShiftDays")) return real.seed(db, options);
    const { fresh, tables, sequences } = load();
    const counts = await real.tableCounts(db);
    if (JSON.stringify(counts) !== JSON.stringify(fresh)) return real.seed(db, options);
    const names = Object.keys(tables);
    const columns = await db.$queryRawUnsafe<{ table: string; column: string }[]>(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
       WHERE table_schema = 'public' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    );
    await db.$transaction(
      async (tx) => {
        // The rows arrive in table order, not in the order of their foreign keys.
        await tx.$executeRawUnsafe("SET LOCAL session_replication_role = replica");
        await tx.$executeRawUnsafe(`TRUNCATE ${names.map((n) => `public."${n}"`).join(", ")}`);
        for (const name of names) {
          if (tables[name] === "[]") continue;
          const list = columns
            .filter((c) => c.table === name)
            .map((c) => `"${c.column}"`)
            .join(", ");
          await tx.$executeRawUnsafe(
            `INSERT INTO public."${name}" (${list}) OVERRIDING SYSTEM VALUE
             SELECT ${list} FROM json_populate_recordset(NULL::public."${name}", $1::json)`,
            tables[name],
          );
        }
        for (const s of sequences)
          await tx.$executeRawUnsafe(`SELECT setval('public."${s.name}"', ${BigInt(s.value)}, ${s.called})`);
      },
      { timeout: 300_000, maxWait: 60_000 },
    );
    return real.tableCounts(db);
  }

  return { ...real, seed };
});
