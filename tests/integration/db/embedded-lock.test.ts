// The embedded database belongs to one process: a second server is refused with a clear message,
// scripts reach it through the owner, and a killed owner leaves no stale lock.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-lock-"));
const dataDir = path.join(dir, "pglite");
const tsx = path.resolve("node_modules/.bin/tsx");
const childEnv = { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "" };
const running: ChildProcess[] = [];

function run(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ["--conditions=react-server", ...args], { env: childEnv });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

/** Starts `with-db` owning the directory around a long-running command; resolves when ready. */
function startOwner(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Its own process group: tsx runs the script in a child process, which must die too.
    const child = spawn(tsx, ["--conditions=react-server", "prisma/scripts/with-db.ts", "--", "sleep", "600"], {
      env: childEnv,
      detached: true,
    });
    running.push(child);
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("ready (migrated)")) resolve(child);
    });
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => reject(new Error(`owner exited with ${code}: ${out}`)));
  });
}

function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, "SIGKILL");
  } catch {
    // already gone
  }
}

const sql = (query: string) => run(["tests/support/embedded-sql.ts", query]);

afterAll(() => {
  for (const child of running) killGroup(child);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("embedded database ownership", () => {
  it("refuses a second server, serves scripts through the owner, and survives a killed owner", async () => {
    const owner = await startOwner();

    const second = await run(["prisma/scripts/with-db.ts", "--", "true"]);
    expect(second.code).toBe(1);
    expect(second.out).toContain(`already in use by process`);
    expect(second.out).toContain("set DATABASE_URL");

    const migrate = await run(["prisma/scripts/migrate.ts"]);
    expect(migrate.out).toContain("The database is up to date.");
    expect(migrate.code).toBe(0);

    const insert = await sql(
      "INSERT INTO country (code, name_en, name_it) VALUES ('ZZ', 'Zedland', 'Zedlandia') RETURNING code",
    );
    expect(insert.out).toContain('OWNER=false ROWS=[{"code":"ZZ"}]');

    // The operator CLI works beside the running app, through the owner.
    const ops = await run([
      "ops/main.ts",
      "season",
      "create",
      "2030/31",
      "--starts",
      "2030-08-16",
      "--ends",
      "2031-05-25",
    ]);
    expect(ops.out).toContain("Season 2030/31 created (open for registration)");
    expect(ops.code).toBe(0);
    const refused = await run(["ops/main.ts", "season", "activate", "2030/31"]);
    expect(refused.out).toContain("import its clubs, players and fixtures first");
    expect(refused.code).toBe(1);

    const exited = new Promise((r) => owner.once("exit", r));
    killGroup(owner);
    await exited;

    const after = await sql(
      "SELECT name_it, (SELECT status FROM season WHERE name = '2030/31') AS season FROM country WHERE code = 'ZZ'",
    );
    expect(after.out).toContain('OWNER=true ROWS=[{"name_it":"Zedlandia","season":"open-for-registration"}]');
  });
});
