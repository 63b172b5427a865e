// Once per `vitest run`, a migrated database that each test file starts from: on PostgreSQL a
// template database each file copies; on PGlite (no DATABASE_URL) a tarball of a migrated
// in-memory database's data directory that each file's PGlite loads (tests/support/isolated-db.ts),
// instead of running initdb and every migration again (most of a file's setup on PGlite).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openEmbedded } from "../../lib/db/embedded";
import { applyMigrations } from "../../lib/db/migrate";
import { adminQuery, templateName, withDatabase } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** On PGlite: the migrated data directory's tarball (EmbeddedHandle.dumpDataDir); else "". */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-pglite-"));
    const file = path.join(dir, "migrated.tar");
    const embedded = await openEmbedded({ dir: "memory://", role: "owner" });
    try {
      fs.writeFileSync(file, Buffer.from(await (await embedded.dumpDataDir!()).arrayBuffer()));
    } finally {
      await embedded.close();
    }
    project.provide("pgliteTemplate", file);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  project.provide("pgliteTemplate", "");
  const template = templateName(url);
  await adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE "${template}"`);
  await applyMigrations(withDatabase(url, template));
  return async () => adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
}
