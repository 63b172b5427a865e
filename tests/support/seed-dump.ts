// Run by tests/support/seed-snapshot.ts (tsx --conditions=react-server): loads the demo season into
// the fresh, migrated database at DATABASE_URL and writes to argv[2] every table's row count before
// the seed, and its rows and the sequences' positions after.
import fs from "node:fs";
import { closeDb, getDb } from "../../lib/db";
import { seed, tableCounts } from "../../prisma/seed";
import { clockAheadMs } from "./clock-ahead";

export interface SeedSnapshot {
  /** Row counts of a fresh, migrated database: a database that still has them gets the rows. */
  fresh: Record<string, number>;
  /** Table name → the JSON array of its rows (json_agg). */
  tables: Record<string, string>;
  sequences: { name: string; value: string; called: boolean }[];
}

const file = process.argv[2];
if (!file) throw new Error("usage: seed-dump.ts <file>");
const db = await getDb();
const fresh = await tableCounts(db);
await seed(db, { now: new Date(Date.now() + clockAheadMs) });
const tables: Record<string, string> = {};
for (const name of Object.keys(fresh)) {
  const [row] = await db.$queryRawUnsafe<{ rows: string }[]>(
    `SELECT coalesce(json_agg(t), '[]'::json)::text AS rows FROM public."${name}" t`,
  );
  tables[name] = row!.rows;
}
const sequences = await db.$queryRawUnsafe<{ name: string; value: string; called: boolean }[]>(
  `SELECT sequencename AS name, last_value::text AS value, true AS called
   FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`,
);
fs.writeFileSync(file, JSON.stringify({ fresh, tables, sequences } satisfies SeedSnapshot));
await closeDb();
process.exit(0);
