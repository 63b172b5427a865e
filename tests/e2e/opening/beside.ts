// What the season-opening instance's flows (tests/e2e/opening-*.spec.ts) run beside it: scripts and operator commands
// on its embedded database (the instance owns it; a script connects through it), and fresh fans signed in.
import type { Page } from "@playwright/test";
import { runTsx, signInWith } from "../support";

export function besideEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: process.env.E2E_OPENING_PGLITE_DIR ?? ".data/e2e-opening-pglite",
    FORCE_COLOR: "0",
  };
  delete env.DATABASE_URL;
  return env;
}
export const beside = (script: string, ...args: string[]) => runTsx(script, args, besideEnv());
export const ops = (...argv: string[]) => beside("ops/main.ts", ...argv);

/** A fresh manager with a random team in the season (his first round long past), signed in on `page`. */
export async function signInFan(page: Page, email: string) {
  const who = JSON.parse(beside("tests/e2e/builder/manager.ts", email, "--team")) as {
    email: string;
    password: string;
  };
  await signInWith(page, who);
}
