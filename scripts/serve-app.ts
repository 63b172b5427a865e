// A production build of the app served beside its own database with the demo season, for the
// measuring scripts (npm run lighthouse, npm run screenshots). The server runs in its own process
// group and is stopped with it (stopGroup, stopOnInterrupt: also for bench:api and bench:rush's servers).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

/** Stops a server started `detached` (its own process group) with everything it started. */
export const stopGroup = (server: ChildProcess) => () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};

/** Ctrl-C stops the server too, then the script (exit 130). */
export function stopOnInterrupt(stop: () => void) {
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
}

export interface ServedApp {
  origin: string;
  stop: () => void;
}

export async function serveApp(options: { port: number; pgliteDir: string; build: boolean }): Promise<ServedApp> {
  const origin = `http://localhost:${options.port}`;
  const start = `node scripts/start.mjs -p ${options.port}`;
  const command = options.build ? `next build && ${start}` : start;
  const server = spawn(
    "npx",
    ["tsx", "--conditions=react-server", "prisma/scripts/with-db.ts", "--demo", "--", "sh", "-c", command],
    {
      env: {
        ...process.env,
        PGLITE_DIR: process.env.PGLITE_DIR ?? options.pgliteDir,
        // Canonical URLs on the origin being visited (a canonical on another origin fails Lighthouse's SEO audit).
        APP_URL: origin,
        // A production server needs a secret: a throwaway one unless one is given.
        AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex"),
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    },
  );
  const stop = stopGroup(server);
  stopOnInterrupt(stop);

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
