// `jobs`: what the job worker (worker/) has planned, is running, has done and has given up on, and `jobs retry` for a
// job that failed for good (ops/README.md, "What runs by itself").
import { getDatabaseUrl } from "../../lib/db";
import { type JobState, listJobs } from "../../lib/server/jobs/list-jobs";
import { AppError } from "../../lib/server/errors";
import { openQueue } from "../../worker/queue";
import { UsageError } from "../args";
import type { Command } from "../cli";
import { DRY_RUN, JSON_FLAG, flagValue, limitFlag, listedTime, printJson } from "./common";

const STATES: Record<string, JobState[]> = {
  scheduled: ["created", "retry"],
  running: ["active"],
  failed: ["failed"],
  done: ["completed"],
};

export const jobs: Command = {
  name: "jobs",
  usage: "jobs [--state scheduled|running|failed|done] [--limit <n>] [--json]",
  summary: "The job worker's jobs: scheduled, running, failed and done",
  help: "Lists the jobs of the job worker (the deadlines' locks, the reminders, the closes), newest first: each with its queue, state, round, when it is due, when it ran and, for a failed one, why. A failed job was tried again with a growing delay and given up on: `jobs retry <id>` tries it once more. --limit the last n (default 30); --json prints them as one JSON document.",
  args: 0,
  flags: { state: "string", limit: "string", ...JSON_FLAG },
  async run(ctx) {
    const state = flagValue(ctx, "state");
    if (state !== undefined && !STATES[state])
      throw new UsageError("--state takes scheduled, running, failed or done.");
    const list = await listJobs(ctx.db, { states: state ? STATES[state] : undefined, limit: limitFlag(ctx, 30) });
    if (ctx.flags.json) return printJson(ctx, { jobs: list ?? [] });
    if (list === null) return ctx.print("No job worker has run on this database yet (npm run worker).");
    if (!list.length) return ctx.print("No jobs.");
    for (const j of list)
      ctx.print(
        `${j.id}  ${j.queue.padEnd(12)}  ${j.state.padEnd(9)}  round ${j.roundId ?? "-"}  due ${listedTime(j.startAfter)}  ran ${listedTime(j.startedOn)}  done ${listedTime(j.completedOn)}${j.retries ? `  ${j.retries} retries` : ""}${j.error ? `  — ${j.error}` : ""}`,
      );
  },
};

export const retry: Command = {
  name: "jobs retry",
  usage: "jobs retry <id> [--dry-run]",
  summary: "Try a failed job again",
  help: "Puts a job that failed for good back in its queue (its id from `jobs --state failed`): the next worker free runs it at once, and it checks first that its work is still due.",
  args: 1,
  flags: DRY_RUN,
  async run(ctx) {
    const id = ctx.args[0]!;
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
      throw new UsageError("Give the job's id (npm run ops -- jobs --state failed).");
    const [job] = (await listJobs(ctx.db, { states: ["failed"], id, limit: 1 })) ?? [];
    if (!job) throw new AppError("not_found", `No failed job ${id} (npm run ops -- jobs --state failed).`);
    const what = `job ${id} (${job.queue}, round ${job.roundId})`;
    if (ctx.dryRun) return ctx.record("job", id, `Would queue ${what} again.`);
    const boss = await openQueue(await getDatabaseUrl(), { work: false });
    try {
      await boss.retry(job.queue, id);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    await ctx.record("job", id, `Queued ${what} again.`);
  },
};
