// Before each integration test file: its own database, set as DATABASE_URL before the test
// imports lib/env. Dropped when the file ends. On PostgreSQL a copy of the migrated template; on
// PGlite an in-memory database loaded from the migrated data directory global setup dumped
// (tests/support/global-setup.ts): the same database as a fresh one migrated here, in a fraction
// of the time.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, inject } from "vitest";
import { openEmbedded } from "../../lib/db/embedded";
import { adminQuery, templateName, withDatabase } from "./postgres";

const baseUrl = process.env.DATABASE_URL;
/** Which database kind this run tests: "postgres" or "pglite". */
process.env.TEST_DATABASE_KIND = baseUrl ? "postgres" : "pglite";

if (baseUrl) {
  const name = `fsa_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${templateName(baseUrl)}"`);
  process.env.DATABASE_URL = withDatabase(baseUrl, name);
  afterAll(async () => {
    const { closeDb } = await import("../../lib/db");
    await closeDb();
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
} else {
  const template = inject("pgliteTemplate");
  const embedded = await openEmbedded(
    template
      ? { dir: "memory://", role: "owner", migrate: false, loadDataDir: new Blob([fs.readFileSync(template)]) }
      : { dir: "memory://", role: "owner" },
  );
  process.env.DATABASE_URL = embedded.url;
  afterAll(async () => {
    const { closeDb } = await import("../../lib/db");
    await closeDb();
    await embedded.close();
  });
}
