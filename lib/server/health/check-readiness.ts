// Whether this app can serve and its season runs (docs/architecture.md "The job worker"): the readiness a load
// balancer or an orchestrator asks before it sends traffic, beside the liveness route that touches nothing.
import "server-only";
import { getDb } from "@/lib/db";
import { migrationNames } from "@/lib/db/migrate";

/** The build's migrations: read from disk once, they do not change while the process runs. */
let buildMigrations: string[] | undefined;

/** A job worker seen this recently counts as running (each writes its row every five seconds). */
const WORKER_SEEN_MS = 60_000;

export interface Readiness {
  ready: boolean;
  database: "ok" | "unreachable";
  /** Migrations this build carries that the database has not applied. */
  pendingMigrations: string[];
  /** Job workers seen in the last minute. */
  workers: number;
}

export async function checkReadiness(options: { now?: Date } = {}): Promise<Readiness> {
  const now = options.now ?? new Date();
  let applied: { migration_name: string }[];
  let workers: number;
  try {
    const db = await getDb();
    [applied, workers] = await Promise.all([
      db.$queryRaw<{ migration_name: string }[]>`
        SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
      db.workerHeartbeat.count({ where: { seenAt: { gte: new Date(now.getTime() - WORKER_SEEN_MS) } } }),
    ]);
  } catch {
    return { ready: false, database: "unreachable", pendingMigrations: [], workers: 0 };
  }
  const done = new Set(applied.map((m) => m.migration_name));
  buildMigrations ??= migrationNames();
  const pendingMigrations = buildMigrations.filter((name) => !done.has(name));
  return { ready: pendingMigrations.length === 0 && workers > 0, database: "ok", pendingMigrations, workers };
}
