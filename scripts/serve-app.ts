// A production build of the app served beside its own database with the demo season, for the
// measuring scripts (npm run lighthouse, npm run screenshots). The server runs in its own process
// group and is stopped with it.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

export interface ServedApp {
  origin: string;
  stop: () => void;
}

/** Runs a command in a process group of its own, stopped with it (and on Ctrl+C). */
export function spawnGroup(
  command: string[],
  options: { cwd?: string; env?: Record<string, string | undefined>; output?: "inherit" | "ignore" } = {},
): { child: ChildProcess; stop: () => void } {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...options.env },
    stdio: ["ignore", options.output ?? "inherit", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  };
  process.on("SIGINT", () => {
    stop();
    // After every group's handler has run (each stops its own).
    setImmediate(() => process.exit(130));
  });
  return { child, stop };
}

export async function serveApp(options: { port: number; pgliteDir: string; build: boolean }): Promise<ServedApp> {
  const origin = `http://localhost:${options.port}`;
  const start = `node scripts/start.mjs -p ${options.port}`;
  const command = options.build ? `next build && ${start}` : start;
  const { child: server, stop } = spawnGroup(
    ["npx", "tsx", "--conditions=react-server", "prisma/scripts/with-db.ts", "--demo", "--", "sh", "-c", command],
    {
      env: {
        PGLITE_DIR: process.env.PGLITE_DIR ?? options.pgliteDir,
        // Canonical URLs on the origin being visited (a canonical on another origin fails Lighthouse's SEO audit).
        APP_URL: origin,
        // A production server needs a secret: a throwaway one unless one is given.
        AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex"),
      },
    },
  );

  const started = Date.now();
  while (Date.now() - started < 900_000) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop();
  throw new Error("The server did not start within 15 minutes.");
}
