// The sign-up-open instance from a test (tests/e2e/open-sign-up.spec.ts): its address, and operator commands or test
// scripts run against its database the way an operator would, beside the running instance (the instance owns the
// embedded database; a command connects through it, as tests/e2e/builder/manager.ts does on the demo's).
//   openOps("round", "set-deadline", "1", new Date(Date.now() - 60_000).toISOString());
import { runTsx } from "../support";

export const OPEN_URL = `http://localhost:${process.env.E2E_OPEN_PORT ?? 3103}`;

function besideOpenDb(args: string[]): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: process.env.E2E_OPEN_PGLITE_DIR ?? ".data/e2e-open-pglite",
  };
  // Always the instance's own embedded database, even when the demo runs on PostgreSQL (CI).
  delete env.DATABASE_URL;
  return runTsx(args[0]!, args.slice(1), env);
}

/** Runs `npm run ops -- <argv>` against the open instance's database; its output (throws when it exits non-zero). */
export function openOps(...argv: string[]): string {
  return besideOpenDb(["ops/main.ts", ...argv]);
}

/** Runs a test script (a path from the repository root) against the open instance's database; its output. */
export function openScript(script: string, ...args: string[]): string {
  return besideOpenDb([script, ...args]);
}
