// A benchmark's own database beside DATABASE_URL's (npm run bench, bench:leagues, bench:rush): <database>_<suffix> on the
// same server, created and dropped through the server's postgres database.
import pg from "pg";

export interface BenchDatabase {
  /** The database's name: DATABASE_URL's database (postgres when it names none) and the suffix. */
  name: string;
  /** The server's postgres database, to create and drop it from. */
  adminUrl: URL;
  /** The benchmark database itself. */
  url: URL;
}

/**
 * The benchmark database of `script` (its npm name, for the message) from DATABASE_URL, which then names it: the use
 * cases read DATABASE_URL when first imported, so a script calls this before loading them. Exits when it is unset.
 */
export function benchDatabaseFromEnv(script: string, suffix: string): BenchDatabase {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(`npm run ${script} needs a PostgreSQL server: set DATABASE_URL (it creates <database>_${suffix}).`);
    process.exit(2);
  }
  const base = new URL(serverUrl);
  const name = `${base.pathname.slice(1) || "postgres"}_${suffix}`;
  const adminUrl = new URL(base);
  adminUrl.pathname = "/postgres";
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  return { name, adminUrl, url };
}

/**
 * The benchmark database, once created, brought up to the migrations (a saved copy takes those written since it was
 * saved), with a Prisma client (4 connections) and a connection of its own for bulk SQL. Loads lib/db only now:
 * after benchDatabaseFromEnv has pointed DATABASE_URL at it.
 */
export async function openBenchDatabase(url: URL) {
  const { createPrismaClient } = await import("../lib/db");
  const { applyMigrations } = await import("../lib/db/migrate");
  await applyMigrations(url.toString());
  const db = createPrismaClient(url.toString(), 4);
  const sql = new pg.Client({ connectionString: url.toString() });
  await sql.connect();
  return { db, sql };
}
