// Runs a command (next dev, next start, next build) beside its database.
//
//   tsx prisma/scripts/with-db.ts [--demo] [--worker] -- <command> [args...]
//
// DATABASE_URL unset: this process owns the embedded PGlite database (refused, with the owner's
// pid, if another process already does), migrates it, and serves it to the command and to
// operator scripts over the Postgres protocol. --demo seeds the demo season into an empty database
// (DATABASE_URL set too: migrate, then seed when empty), brings a demo loaded days ago forward to today
// (prisma/seed/calendar.ts) and prints the demo login. --worker runs the job worker (worker/main.ts: the deadlines'
// locks, the reminders, the closes) beside the command, started again if it stops; WORKER=0 leaves it out (a worker
// that runs on a machine of its own).
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
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
const withWorker = flags.includes("--worker") && process.env.WORKER !== "0";
if (command.length === 0) {
  console.error("Usage: tsx prisma/scripts/with-db.ts [--demo] [--worker] -- <command> [args...]");
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
let stopping = false;
let worker: ChildProcess | undefined;
/** The job worker, in a process of its own (it reaches the embedded database through this one); again if it stops. */
function startWorker() {
  worker = spawn(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "worker/main.ts"], {
    stdio: "inherit",
  });
  worker.on("exit", (code) => {
    if (stopping) return;
    console.error(`The job worker stopped (exit code ${code}); starting it again in 5 s.`);
    setTimeout(() => !stopping && startWorker(), 5000);
  });
}
if (withWorker) startWorker();
// Ctrl+C reaches the whole process group: let the children stop first, then release the database.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    stopping = true;
    child.kill(signal);
    worker?.kill(signal);
  });
}
child.on("exit", async (code, signal) => {
  stopping = true;
  if (worker && worker.exitCode === null) {
    worker.kill("SIGTERM");
    await new Promise((resolve) => worker!.once("exit", resolve));
  }
  await closeDb();
  await release?.();
  process.exit(code ?? (signal ? 1 : 0));
});
