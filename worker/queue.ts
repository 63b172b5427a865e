// The job queue: pg-boss on the game's own database (docs/architecture.md "The job worker"). pg-boss keeps its jobs in
// the `pgboss` schema, takes each with FOR UPDATE SKIP LOCKED so that any number of workers on any number of machines
// run each job once, retries a failed one with a growing delay, and runs on the embedded PGlite database as on
// PostgreSQL (no LISTEN/NOTIFY needed: it polls).
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import { log } from "../lib/log";
import type { ClockWork } from "../lib/game/season-clock";

/** One queue per kind of clock work: a slow close never holds back a deadline's lock. */
export const QUEUES: Record<ClockWork, string> = { lock: "round-lock", remind: "round-remind", close: "round-close" };

export interface ClockJob {
  roundId: number;
  /** When it was due, as planned (ISO). */
  at: string;
  /** A reminder's lead time, in hours. */
  leadHours?: number;
}

/** Retries of a failed job: 10 s, then about twice as long each time, for about an hour and a half. */
const RETRIES = { retryLimit: 9, retryDelay: 10, retryBackoff: true } as const;

/**
 * pg-boss on `url`. The embedded database's URL carries a parameter for lib/db.ts only (lib/db/embedded.ts
 * `connectionUrl`), not for the server.
 */
export async function openQueue(url: string, options: { work: boolean }): Promise<PgBoss> {
  const connection = new URL(url);
  connection.searchParams.delete("embedded");
  const boss = new PgBoss({
    connectionString: connection.toString(),
    max: 4,
    application_name: options.work ? "fantasy worker" : "fantasy ops",
    // Only workers look after the queue's maintenance and its cron; an operator's command only reads and retries.
    supervise: options.work,
    schedule: options.work,
    archiveCompletedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 90,
  });
  boss.on("error", (error) => log.error({ err: error, service: "worker" }, "job queue"));
  await boss.start();
  if (options.work) {
    for (const name of Object.values(QUEUES))
      // A lock or a close of a million teams takes minutes: a job is given up (and retried) only after an hour.
      await boss.createQueue(name, { name, ...RETRIES, expireInSeconds: 3600 });
  }
  return boss;
}

/**
 * A job's id from what it does (its kind, round and planned time): planning the same work twice, from two workers or
 * twice in a minute, inserts it once (pg-boss sends a job whose id exists as nothing).
 */
export function clockJobId(work: ClockWork, job: ClockJob): string {
  const hex = createHash("sha256").update(`${work}:${job.roundId}:${job.at}`).digest("hex");
  // A version 4 layout, so PostgreSQL's uuid type and any tool reading it take it as a UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
