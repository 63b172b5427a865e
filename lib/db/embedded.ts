// The embedded database: PGlite in a data directory, owned by exactly one process.
//
// PGlite is single-process and does not notice a second process on the same directory (writes
// are silently lost), so ownership is an exclusive, kernel-held lock: an abstract Unix socket
// named after the directory (Linux; released by the kernel when the owner dies, so a crash never
// leaves a stale lock), with a pid file beside the directory elsewhere. The owner serves the
// database over the Postgres protocol on 127.0.0.1 (pglite-socket) and every client, the owner's
// own Prisma client included, connects through it: pglite-socket's multiplexer keeps each
// client's transaction together, which in-process queries beside it would not, and
// `keepProtocolCyclesTogether` keeps each client's extended-protocol cycle together too.
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export type EmbeddedRole =
  /** Must own the directory (a server, `npm run dev`): refused if another process does. */
  | "owner"
  /** Owns it if free, else connects through the owner (scripts: migrate, seed, ops). */
  | "any";

export interface EmbeddedHandle {
  url: string;
  owner: boolean;
  close(): Promise<void>;
  /**
   * The owner's data directory as a tarball (PGlite's dumpDataDir, after a checkpoint), for
   * `loadDataDir`. Absent on a handle that connects through another process.
   */
  dumpDataDir?(): Promise<Blob>;
}

interface LockInfo {
  pid: number;
  port: number;
  command: string;
  startedAt: string;
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(dir: string, holder: LockInfo | null) {
    const who = holder ? `process ${holder.pid} (${holder.command}, since ${holder.startedAt})` : "another process";
    super(
      `The embedded database in ${dir} is already in use by ${who}.\n` +
        `PGlite allows one process per data directory. Stop that process first, ` +
        `or set DATABASE_URL to use a PostgreSQL server.`,
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

const isMemory = (dir: string) => dir.startsWith("memory://");
const lockFileFor = (dir: string) => `${path.resolve(dir)}.lock`;
/**
 * The URL clients reach the owner at. Its `embedded` parameter (which pg reads past: it is no connection setting) tells
 * lib/db.ts that every connection shares one PGlite session, so no connection may prepare named statements.
 */
export const connectionUrl = (port: number) =>
  `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable&embedded=pglite`;

/** Whether `url` names an embedded database's owner (`connectionUrl`). */
export const isEmbeddedUrl = (url: string) => new URL(url).searchParams.get("embedded") === "pglite";

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(file, "utf8")) as LockInfo;
    return Number.isInteger(info.pid) && Number.isInteger(info.port) ? info : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the kernel lock for `dir`; null when another process holds it. */
async function takeLock(dir: string): Promise<{ release(): void } | null> {
  const lockFile = lockFileFor(dir);
  if (process.platform === "linux") {
    const name = `\0fantasy-serie-a-pglite-${createHash("sha1").update(path.resolve(dir)).digest("hex")}`;
    const server = net.createServer();
    const bound = await new Promise<boolean>((resolve, reject) => {
      server.once("error", (e: NodeJS.ErrnoException) => (e.code === "EADDRINUSE" ? resolve(false) : reject(e)));
      server.listen(name, () => resolve(true));
    });
    return bound ? { release: () => server.close() } : null;
  }
  // Elsewhere: an exclusive pid file; a dead owner's file is taken over.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, port: 0 }), { flag: "wx" });
      return { release: () => fs.rmSync(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readLock(lockFile);
      if (holder && isAlive(holder.pid)) return null;
      fs.rmSync(lockFile, { force: true });
    }
  }
  return null;
}

/** The owner's address, waiting briefly for an owner that is still starting. */
async function findOwner(dir: string, timeoutMs = 20_000): Promise<LockInfo | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = readLock(lockFileFor(dir));
    if (info && info.port > 0 && isAlive(info.pid)) return info;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The part of pglite-socket's query queue we wrap (a private member of its server). */
interface QueryQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>;
  clearQueueForHandler(handlerId: number): void;
}

/** Extended-protocol messages answered only at the next Sync: Parse, Bind, Describe, Execute, Close. */
const UNTIL_SYNC = new Set(["P", "B", "D", "E", "C"].map((c) => c.charCodeAt(0)));

/**
 * pglite-socket queues each protocol message on its own, so outside a transaction one client's
 * Bind can land after another client's Parse on the single PGlite session ("portal does not
 * exist", "bind message supplies 2 parameters, but prepared statement requires 3"). Holding each
 * client's messages until its Sync (or a simple Query, Flush, Terminate) and queueing them as one
 * runs every cycle whole.
 */
function keepProtocolCyclesTogether(queue: QueryQueue) {
  const held = new Map<number, Uint8Array[]>();
  const enqueue = queue.enqueue.bind(queue);
  const clear = queue.clearQueueForHandler.bind(queue);
  queue.enqueue = (handlerId, message, onData) => {
    const pending = held.get(handlerId) ?? [];
    if (UNTIL_SYNC.has(message[0]!)) {
      pending.push(message);
      held.set(handlerId, pending);
      return Promise.resolve(0);
    }
    held.delete(handlerId);
    return enqueue(handlerId, pending.length ? Buffer.concat([...pending, message]) : message, onData);
  };
  queue.clearQueueForHandler = (handlerId) => {
    held.delete(handlerId);
    clear(handlerId);
  };
}

export interface OpenEmbeddedOptions {
  dir: string;
  role: EmbeddedRole;
  /** Shown to a refused process: what holds the database. */
  command?: string;
  /** Apply pending migrations when this process becomes the owner (default true). */
  migrate?: boolean;
  /** Port to serve on (default: any free port). */
  port?: number;
  /**
   * Start from this tarball of a data directory (`dumpDataDir`) instead of an empty database.
   * For a directory with no database yet (PGlite refuses it otherwise), normally memory://. The
   * integration tests load a migrated database this way instead of migrating each file's own.
   */
  loadDataDir?: Blob;
}

export async function openEmbedded(options: OpenEmbeddedOptions): Promise<EmbeddedHandle> {
  const { dir, role } = options;
  const memory = isMemory(dir);
  const lock = memory ? { release() {} } : await takeLock(dir);
  if (!lock) {
    const holder = await findOwner(dir, role === "owner" ? 0 : 20_000);
    if (role === "owner" || !holder) throw new EmbeddedDatabaseBusyError(dir, holder ?? readLock(lockFileFor(dir)));
    return { url: connectionUrl(holder.port), owner: false, close: async () => {} };
  }

  try {
    if (!memory) fs.mkdirSync(dir, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const { PGLiteSocketServer } = await import("@electric-sql/pglite-socket");
    const dataDir = memory ? undefined : dir;
    const pglite = options.loadDataDir
      ? await PGlite.create({ dataDir, loadDataDir: options.loadDataDir })
      : await PGlite.create(dataDir);
    const server = new PGLiteSocketServer({
      db: pglite,
      host: "127.0.0.1",
      port: options.port ?? 0,
      maxConnections: 64,
    });
    keepProtocolCyclesTogether((server as unknown as { queryQueue: QueryQueue }).queryQueue);
    await server.start();
    const port = Number(server.getServerConn().split(":").pop());
    const url = connectionUrl(port);

    const lockFile = lockFileFor(dir);
    if (!memory) {
      const info: LockInfo = {
        pid: process.pid,
        port,
        command: options.command ?? process.argv.slice(1).join(" "),
        startedAt: new Date().toISOString(),
      };
      fs.writeFileSync(`${lockFile}.tmp`, JSON.stringify(info));
      fs.renameSync(`${lockFile}.tmp`, lockFile);
    }

    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await server.stop();
      await pglite.close();
      if (!memory && readLock(lockFile)?.pid === process.pid) fs.rmSync(lockFile, { force: true });
      lock.release();
    };
    if (options.migrate ?? true) {
      const { applyMigrations } = await import("./migrate");
      await applyMigrations(url);
    }
    const dumpDataDir = async () => {
      // Data files written out, so a loaded copy starts without replaying WAL.
      await pglite.exec("CHECKPOINT");
      return pglite.dumpDataDir("none");
    };
    return { url, owner: true, close, dumpDataDir };
  } catch (error) {
    lock.release();
    throw error;
  }
}
