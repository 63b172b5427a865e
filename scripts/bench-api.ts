// npm run bench:api – the API under load: builds the app for production, serves it with `npm start`'s server
// (scripts/start.mjs, one process per core) on BENCH_PORT (default 3200) beside its own database (the embedded
// one in .data/bench-pglite, or DATABASE_URL), then runs autocannon against representative endpoints, the trivial JSON
// route (GET /api/v0/health/, no database) and, for the framework's own cost, a bare Next.js app whose only route
// handler returns the same JSON, served the same way. Prints req/s, p99 latency, the app's CPU per request and each
// endpoint's throughput relative to the trivial route (docs/performance.md reads it).
//
//   npm run bench:api [-- --no-build] [-- --duration 10] [-- --connections 20]
import { type ChildProcess, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { spawnGroup } from "./serve-app";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const port = Number(process.env.BENCH_PORT ?? 3200);
const barePort = port + 1;
const duration = option("duration", 10);
const WARM_UP_SECONDS = 3;
const connections = option("connections", 20);
const build = !args.includes("--no-build");
const base = `http://127.0.0.1:${port}/api/v0`;
const startScript = path.resolve("scripts/start.mjs");

async function waitFor(url: string, child: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${url} did not answer within 10 minutes.`);
}

/**
 * The bare Next.js app: one route handler returning the health route's JSON, with the app's trailing slashes, built in
 * a directory of its own (the project's packages hard-linked in, so the same Next.js builds it).
 */
function bareApp(): string {
  const dir = path.join(os.tmpdir(), "fsa-bench-bare-next");
  if (!build && fs.existsSync(path.join(dir, ".next", "BUILD_ID"))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, "app/api/v0/health"), { recursive: true });
  fs.writeFileSync(path.join(dir, "package.json"), '{ "private": true, "type": "module" }\n');
  fs.writeFileSync(
    path.join(dir, "next.config.mjs"),
    "export default { trailingSlash: true, poweredByHeader: false, compress: false };\n",
  );
  fs.writeFileSync(
    path.join(dir, "app/api/v0/health/route.ts"),
    'export function GET() {\n  return Response.json({ status: "ok" });\n}\n',
  );
  execFileSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
  execFileSync("npx", ["next", "build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  return dir;
}

/** CPU seconds so far of the servers listening with `-p <port>` (the cluster's primary and workers). */
function serverCpu(listening: number): number {
  let ticks = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (!cmd.some((a) => a.endsWith("start.mjs")) || cmd[cmd.indexOf("-p") + 1] !== String(listening)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

function run(url: string, headers: Record<string, string>, seconds = duration) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const bareDir = bareApp();
const app = spawnGroup(
  [
    "npx",
    "tsx",
    "--conditions=react-server",
    "prisma/scripts/with-db.ts",
    "--demo",
    "--",
    "sh",
    "-c",
    `${build ? "next build && " : ""}node ${startScript} -p ${port}`,
  ],
  {
    env: {
      PGLITE_DIR: process.env.PGLITE_DIR ?? ".data/bench-pglite",
      // A production server needs a secret; a throwaway one for this run unless one is given.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex"),
    },
  },
);
const bare = spawnGroup(["node", startScript, "-p", String(barePort)], { cwd: bareDir });
const stop = () => {
  app.stop();
  bare.stop();
};

async function json(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

try {
  await Promise.all([
    waitFor(`${base}/health/`, app.child),
    waitFor(`http://127.0.0.1:${barePort}/api/v0/health/`, bare.child),
  ]);
  const token = await json(`${base}/users/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@example.com", password: "Demo-pass-1" }),
  });
  const [season] = await json(`${base}/leagues/seasons/?status=live`);
  const auth = { authorization: `Bearer ${token.access}` };
  const seasonLeague = await json(`${base}/leagues/season-league/info/${season.id}/`, { headers: auth });
  const rounds = await json(`${base}/rounds/football-rounds/?status=finished`);
  const targets: { name: string; url: string; listening: number; headers?: Record<string, string> }[] = [
    { name: "trivial JSON (GET /health/)", url: `${base}/health/`, listening: port },
    {
      name: "bare Next.js route handler, same JSON",
      url: `http://127.0.0.1:${barePort}/api/v0/health/`,
      listening: barePort,
    },
    {
      name: "players list, a transfer search page",
      url: `${base}/footballteams/football-players/?position=MID&ordering=-current_price&page=2`,
      listening: port,
    },
    {
      name: "players list, by season score",
      url: `${base}/footballteams/football-players/?ordering=-season_score`,
      listening: port,
    },
    {
      name: "own live team with counters",
      url: `${base}/userteams/user-teams/?season_status=live`,
      headers: auth,
      listening: port,
    },
    {
      name: "season league members, page 7",
      url: `${base}/leagues/season-league/${seasonLeague.id}/?page=7`,
      headers: auth,
      listening: port,
    },
    { name: "round games", url: `${base}/rounds/round-games/?round_id=${rounds.results[0].id}`, listening: port },
    { name: "news page", url: `${base}/news/news/`, listening: port },
  ];
  // Warm-up: every route loaded, every cache filled and its path compiled by the JIT (a few seconds under load each:
  // otherwise the first routes measured, the trivial one among them, pay for the processes' start).
  for (const target of targets) await run(target.url, target.headers ?? {}, WARM_UP_SECONDS);
  const rows: { name: string; rps: number; p99: number; cpuMs: number; errors: number }[] = [];
  for (const target of targets) {
    const cpu = serverCpu(target.listening);
    const result = await run(target.url, target.headers ?? {});
    const cpuMs = ((serverCpu(target.listening) - cpu) * 1000) / Math.max(1, result.requests.total);
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p99: result.latency.p99,
      cpuMs,
      errors: result.errors + result.non2xx,
    });
    console.log(`  ${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
  }
  const trivial = rows[0]!.rps;
  const load = fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(
    `\n${connections} connections, ${duration} s each, production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}, ` +
      `${os.availableParallelism()} cores, 1-minute load average at the end ${load}:\n`,
  );
  console.log("| Endpoint | req/s | p99 (ms) | app CPU per request (ms) | vs trivial | errors |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99} | ${row.cpuMs.toFixed(2)} | ${(row.rps / trivial).toFixed(2)} | ${row.errors} |`,
    );
  const ratio = (name: string) => (rows.find((r) => r.name.startsWith(name))!.rps / trivial).toFixed(2);
  console.log(
    `BENCH_API trivial_rps=${trivial.toFixed(0)} bare_rps=${rows[1]!.rps.toFixed(0)} trivial_vs_bare=${(trivial / rows[1]!.rps).toFixed(2)}` +
      ` own_team_ratio=${ratio("own live team")} players_ratio=${ratio("players list, a transfer")}`,
  );
} finally {
  stop();
}
process.exit(0);
