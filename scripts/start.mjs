// The production server (`npm start`): the built app served by one Node process per core. A Next.js server is one
// event loop, so `next start` left every core but one idle in the deadline rush; here a cluster primary forks
// WEB_CONCURRENCY workers (default: the machine's cores), each a Next.js server on the same port, and the primary hands
// them connections in turn (docs/performance.md, "The deadline rush"). Whatever a worker keeps in memory is checked
// against the database's cache epoch on use (lib/server/game-state.ts), so the workers never disagree.
//
//   node scripts/start.mjs [-p <port>] [-H <hostname>]      (PORT, HOSTNAME and WEB_CONCURRENCY also work)
//
// Plain JavaScript: the workers load no TypeScript loader. Each request carries the address of the peer that opened its
// connection in `x-peer-address` (any value a client sent is dropped), for the rate limits when no proxy stands in
// front (lib/api/rate-limit.ts `clientAddress`).
import cluster from "node:cluster";
import http from "node:http";
import os from "node:os";

const args = process.argv.slice(2);
const option = (...names) => {
  const i = args.findIndex((a) => names.includes(a));
  return i === -1 ? undefined : args[i + 1];
};
const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = option("-H", "--hostname") ?? process.env.HOSTNAME ?? undefined;
const workers = Math.max(1, Number(process.env.WEB_CONCURRENCY) || os.availableParallelism());

/** The header that carries the peer's address to the app: lib/api/rate-limit.ts `PEER_HEADER`. */
const PEER_HEADER = "x-peer-address";

/**
 * The young generation's semi-space, in MB, for the servers: rendering a page allocates megabytes of short-lived objects,
 * and with V8's default (16 MB) a page load spent about a sixth of its CPU in scavenges. With 64 MB a signed-in page
 * took 12.4 ms of CPU instead of 14.9–15.6 (docs/performance.md, "The deadline rush"), for at most a few hundred MB
 * more per process. A value set in NODE_OPTIONS or on the command line is kept.
 */
const SEMI_SPACE_MB = 64;
const semiSpaceSet = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((a) =>
  a.startsWith("--max-semi-space-size"),
);

// The servers run in workers, which get the flag; the primary only hands them connections. One worker too when the
// flag must be added (a process cannot change its own heap's layout).
if (cluster.isPrimary && (workers > 1 || !semiSpaceSet)) {
  cluster.setupPrimary({
    execArgv: semiSpaceSet ? process.execArgv : [...process.execArgv, `--max-semi-space-size=${SEMI_SPACE_MB}`],
  });
  let stopping = false;
  let listening = 0;
  const fork = () => {
    const worker = cluster.fork();
    worker.once("listening", () => {
      worker.listened = true;
      if (++listening === workers)
        console.log(`Ready on http://${hostname ?? "localhost"}:${port} (${workers} worker${workers > 1 ? "s" : ""})`);
    });
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // A worker that never served (a port in use, a missing build) would fail again: the server stops, as `next start`.
    if (!worker.listened) {
      console.error(`A worker exited before serving (code ${code}): stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill("SIGTERM");
      process.exit(code || 1);
    }
    console.error(`Worker ${worker.process.pid} exited (${signal ?? code}): starting another.`);
    listening--;
    fork();
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {});
      if (!alive.length) process.exit(0);
      for (const worker of alive) worker?.kill("SIGTERM");
    });
  }
} else {
  process.env.NODE_ENV = "production";
  const { default: next } = await import("next");
  // Next.js's own compression middleware (next.config.mjs turns Next.js's compression off). Answers at gzip level 3
  // instead of its default 6: half the CPU for about 10 % more bytes (a 100 kB page: 0.5 ms instead of 1.1 ms). The
  // build's scripts and styles at level 9: a browser fetches each once (they are immutable), and each kilobyte is on a
  // phone's first load (level 3 made the public pages' first-load JavaScript 10 % heavier, 174 → 192 kB).
  const { default: compression } = await import("next/dist/compiled/compression/index.js");
  const compressAnswer = compression({ level: 3 });
  const compressAsset = compression({ level: 9 });
  const compress = (req, res, next) =>
    (req.url?.startsWith("/_next/static/") ? compressAsset : compressAnswer)(req, res, next);
  // Next.js flushes the compression after every chunk it writes (next/dist/server/pipe-readable.js), and React writes a
  // page in dozens of chunks: each flush ends a deflate block and makes a socket write of its own. Here the flushes of
  // one turn of the event loop become one, after the turn's chunks: a page streams as before, a turn later at most, and
  // a signed-in page cost 1.2–2.1 ms less CPU (of 14–24 ms; docs/performance-log.md, "2026-12-04").
  const coalesceFlushes = (res) => {
    const flush = res.flush;
    if (typeof flush !== "function") return;
    let scheduled = false;
    res.flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  };
  const app = next({ dev: false, dir: process.cwd(), hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => {
    req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
    compress(req, res, () => {
      coalesceFlushes(res);
      handle(req, res);
    });
  });
  // Idle keep-alive connections stay open longer than a proxy's or a client's usual idle timeout (60 s), so that a
  // request sent on one never meets it closing (Node's default of 5 s answers such a request with a reset).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(port, hostname, () => {
    if (cluster.isPrimary) console.log(`Ready on http://${hostname ?? "localhost"}:${port}`);
  });
}
