// npm run bench:api – the API under load (issue 4): builds the app for production, serves it on
// BENCH_PORT (default 3200) beside its own database (the embedded one in .data/bench-pglite, or
// DATABASE_URL), then runs autocannon against five representative endpoints and a trivial JSON
// route, and prints req/s, p99 latency and each endpoint's throughput relative to the trivial one.
//
//   npm run bench:api [-- --no-build] [-- --duration 10] [-- --connections 20]
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const port = Number(process.env.BENCH_PORT ?? 3200);
const duration = option("duration", 10);
const connections = option("connections", 20);
const base = `http://127.0.0.1:${port}/api/v0`;

const start = `node prisma/scripts/start.mjs -p ${port}`;
const serve = args.includes("--no-build") ? start : `next build && ${start}`;
const server = spawn(
  "npx",
  ["tsx", "--conditions=react-server", "prisma/scripts/with-db.ts", "--demo", "--", "sh", "-c", serve],
  {
    env: {
      ...process.env,
      PGLITE_DIR: process.env.PGLITE_DIR ?? ".data/bench-pglite",
      // A production server needs a secret; a throwaway one for this run unless one is given.
      AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex"),
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

async function waitForServer() {
  const started = Date.now();
  while (Date.now() - started < 600_000) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
    try {
      if ((await fetch(`${base}/health/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("The server did not start within 10 minutes.");
}

async function json(path: string, init?: RequestInit) {
  const res = await fetch(`${base}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

function run(url: string, headers: Record<string, string>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  await waitForServer();
  const token = await json("/users/token/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "demo@example.com", password: "Demo-pass-1" }),
  });
  const [season] = await json("/leagues/seasons/?status=live");
  const auth = { authorization: `Bearer ${token.access}` };
  const seasonLeague = await json(`/leagues/season-league/info/${season.id}/`, { headers: auth });
  const rounds = await json("/rounds/football-rounds/?status=finished");
  const targets: { name: string; path: string; headers?: Record<string, string> }[] = [
    { name: "trivial JSON (GET /health/)", path: "/health/" },
    { name: "players list, by season score", path: "/footballteams/football-players/?ordering=-season_score" },
    { name: "season league members, page 7", path: `/leagues/season-league/${seasonLeague.id}/?page=7`, headers: auth },
    { name: "own live team with counters", path: "/userteams/user-teams/?season_status=live", headers: auth },
    { name: "round games", path: `/rounds/round-games/?round_id=${rounds.results[0].id}` },
    { name: "news page", path: "/news/news/" },
  ];
  const rows: { name: string; rps: number; p99: number; errors: number }[] = [];
  for (const target of targets) {
    const result = await run(`${base}${target.path}`, target.headers ?? {});
    rows.push({
      name: target.name,
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    console.log(`  ${target.name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
  }
  const trivial = rows[0]!.rps;
  console.log(
    `\n${connections} connections, ${duration} s each, production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "embedded PGlite"}:\n`,
  );
  console.log("| Endpoint | req/s | p99 (ms) | vs trivial | errors |");
  console.log("|---|---:|---:|---:|---:|");
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p99} | ${(row.rps / trivial).toFixed(2)} | ${row.errors} |`,
    );
} finally {
  stop();
}
process.exit(0);
