// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database
// (directly when no process owns it, else through its owner).
import { env } from "../../lib/env";
import { applyMigrations } from "../../lib/db/migrate";
import { openEmbedded } from "../../lib/db/embedded";

try {
  const embedded = env.DATABASE_URL
    ? null
    : await openEmbedded({ dir: env.PGLITE_DIR, role: "any", migrate: false, command: "npm run db:migrate" });
  const applied = await applyMigrations(env.DATABASE_URL ?? embedded!.url);
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s):\n  ${applied.join("\n  ")}`
      : "The database is up to date.",
  );
  await embedded?.close();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
