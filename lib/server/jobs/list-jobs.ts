// The job worker's jobs as an operator reads them (`ops jobs`): pg-boss's own table (its `pgboss` schema, which the
// first worker creates), newest first, with the round each acts on.
import "server-only";
import type { Db } from "@/lib/db";

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export interface JobEntry {
  id: string;
  queue: string;
  state: JobState;
  roundId: number | null;
  /** When it is (or was) due. */
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  retries: number;
  /** What a failed job said. */
  error: string | null;
}

/**
 * The last `limit` jobs (in `states`, or the one with `id`, when given); null while no worker has ever run on this
 * database.
 */
export async function listJobs(
  db: Db,
  options: { states?: JobState[]; id?: string; limit: number },
): Promise<JobEntry[] | null> {
  const [{ ready }] = await db.$queryRaw<[{ ready: boolean }]>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ready`;
  if (!ready) return null;
  const rows = await db.$queryRaw<
    {
      id: string;
      name: string;
      state: JobState;
      round_id: number | null;
      start_after: Date;
      started_on: Date | null;
      completed_on: Date | null;
      retry_count: number;
      output: { message?: string } | null;
    }[]
  >`
    SELECT id::text, name, state::text AS state, (data->>'roundId')::int AS round_id, start_after, started_on,
      completed_on, retry_count, output
    FROM pgboss.job
    WHERE (${options.states ?? null}::text[] IS NULL OR state::text = ANY(${options.states ?? null}::text[]))
      AND (${options.id ?? null}::uuid IS NULL OR id = ${options.id ?? null}::uuid)
    ORDER BY created_on DESC
    LIMIT ${options.limit}`;
  return rows.map((r) => ({
    id: r.id,
    queue: r.name,
    state: r.state,
    roundId: r.round_id,
    startAfter: r.start_after,
    startedOn: r.started_on,
    completedOn: r.completed_on,
    retries: r.retry_count,
    error: r.state === "failed" || r.state === "retry" ? (r.output?.message ?? null) : null,
  }));
}
