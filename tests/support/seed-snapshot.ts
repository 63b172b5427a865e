// The demo seed once per `vitest run` instead of once per integration test file (it took ~25 s a
// file, two thirds of the integration tests' time). Global setup (this file's default export) loads
// the demo season into a fresh, migrated database of the run's kind (PostgreSQL or PGlite) and
// keeps every table's rows (tests/support/seed-dump.ts); tests/support/seed-restore.ts then answers
// a test file's seed(db) on a fresh database by writing those rows back, in about a second.
// tests/integration/db/seed.test.ts always runs the real seed.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { TestProject } from "vitest/node";
import { openEmbedded } from "../../lib/db/embedded";
import { adminQuery, templateName, withDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file tests/support/seed-dump.ts wrote, read by tests/support/seed-restore.ts. */
    seedSnapshot: string;
    /** The days the snapshot's demo calendar was moved from the base one (tests/support/demo-calendar.ts). */
    demoShiftDays: number;
  }
}

const root = path.resolve(import.meta.dirname, "../..");

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-seed-"));
  const file = path.join(dir, "seed.json");
  const dump = (databaseUrl: string) =>
    promisify(execFile)(
      path.join(root, "node_modules/.bin/tsx"),
      ["--conditions=react-server", "tests/support/seed-dump.ts", file],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 16 * 1024 * 1024 },
    );

  const url = process.env.DATABASE_URL;
  if (url) {
    // A copy of the migrated template tests/support/global-setup.ts made (it runs first).
    const name = `${templateName(url)}_seed`;
    await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${templateName(url)}"`);
    try {
      await dump(withDatabase(url, name));
    } finally {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } else {
    // Served from this process while the script seeds it: the wait must not block (no execFileSync).
    // Starts from the migrated database tests/support/global-setup.ts dumped (it runs first).
    const template = project.getProvidedContext().pgliteTemplate;
    const embedded = await openEmbedded(
      template
        ? { dir: "memory://", role: "owner", migrate: false, loadDataDir: new Blob([fs.readFileSync(template)]) }
        : { dir: "memory://", role: "owner" },
    );
    try {
      await dump(embedded.url);
    } finally {
      await embedded.close();
    }
  }
  project.provide("seedSnapshot", file);
  const [calendar] = JSON.parse(JSON.parse(fs.readFileSync(file, "utf8")).tables.demo_calendar) as {
    shift_days: number;
  }[];
  project.provide("demoShiftDays", calendar!.shift_days);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
