// Runs a command (next dev, next start, next build) beside its database.
//
//   tsx prisma/scripts/with-db.ts [--demo] -- <command> [args...]
//
// DATABASE_URL unset: this process owns the embedded PGlite database (refused, with the owner's
// pid, if another process already does), migrates it, and serves it to the command and to
// operator scripts over the Postgres protocol. --demo seeds the demo season into an empty database
// (DATABASE_URL set too: migrate, then seed when empty), brings a demo loaded days ago forward to today
// (prisma/seed/calendar.ts) and prints the demo login.
import { spawn } from "node:child_process";
import { closeDb, createPrismaClient } from "../../lib/db";
import { EmbeddedDatabaseBusyError, openEmbedded } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrate";
import { env } from "../../lib/env";
import { DEMO_LOGIN } from "../../lib/demo";
import { bringDemoForward, movedLine } from "../seed/bring-forward";

const args = process.argv.slice(2);
const separator = args.indexOf("--");
const flags = separator === -1 ? [] : args.slice(0, separator);
const command = separator === -1 ? args : args.slice(separator + 1);
const demo = flags.includes("--demo");
if (command.length === 0) {
  console.error("Usage: tsx prisma/scripts/with-db.ts [--demo] -- <command> [args...]");
  process.exit(2);
}

async function prepare(): Promise<(() => Promise<void>) | undefined> {
  let url = env.DATABASE_URL;
  let release: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await openEmbedded({ dir: env.PGLITE_DIR, role: "owner", command: command.join(" ") });
    url = embedded.url;
    release = embedded.close;
    console.log(`Embedded database ${env.PGLITE_DIR} ready (migrated), served on ${url.replace(/\/\/.*@/, "//")}`);
  } else if (demo) {
    await applyMigrations(url);
  }
  if (demo) {
    const db = createPrismaClient(url, 4);
    try {
      if ((await db.season.count()) === 0) {
        console.log("Empty database: loading the demo season (once, about 25 seconds)...");
        const { seed } = await import("../seed");
        await seed(db, { log: (line) => console.log(`  ${line}`) });
      }
      const moved = await bringDemoForward(db, new Date());
      if (moved.moved) console.log(movedLine(moved));
      if (await db.user.findUnique({ where: { email: DEMO_LOGIN.email }, select: { id: true } })) {
        // A demo seeded before its calendar was recorded (demo_calendar) keeps the dates it was loaded with.
        if (!moved.moved && moved.reason === "not the demo")
          console.log(
            `This demo database keeps the dates it was loaded with: to load one dated from today, ${env.DATABASE_URL ? "empty the database" : `delete ${env.PGLITE_DIR}`} and start again.`,
          );
        console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
      }
    } finally {
      await db.$disconnect();
    }
  }
  return release;
}

let release: (() => Promise<void>) | undefined;
try {
  release = await prepare();
} catch (error) {
  console.error(error instanceof EmbeddedDatabaseBusyError ? `\n${error.message}\n` : error);
  process.exit(1);
}

const child = spawn(command[0], command.slice(1), {
  stdio: "inherit",
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
});
// Ctrl+C reaches the whole process group: let the child stop first, then release the database.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", async (code, signal) => {
  await closeDb();
  await release?.();
  process.exit(code ?? (signal ? 1 : 0));
});
