// npm run db:diff -- <name>: writes a migration from the changes in schema.prisma.
// The schema engine replays the existing migrations into the database it is given, so it gets a
// throwaway in-memory PGlite, never a real one.
import { openEmbedded } from "../../lib/db/embedded";
import { diffSchema, writeMigration } from "../../lib/db/migrate";

const name = process.argv[2];
if (!name) {
  console.error("Usage: npm run db:diff -- <migration_name>");
  process.exit(2);
}
const scratch = await openEmbedded({ dir: "memory://", role: "owner", migrate: false });
const sql = await diffSchema(scratch.url);
await scratch.close();
console.log(
  sql ? `Wrote ${writeMigration(name, sql)}/migration.sql` : "schema.prisma matches the migrations: nothing to write.",
);
process.exit(0);
