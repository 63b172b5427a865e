// The job worker (`npm run worker`; `npm run dev` and `npm start` run one beside the web servers): the season's clock
// with nobody at the keyboard. Every few seconds it asks lib/game/season-clock.ts what each round of the live season
// has to do (lock at the deadline, remind before it, close after the last result) and plans each piece as a job due at
// its time; the queue (./queue.ts) hands each job to one worker when it is due, and the job does its work through the
// same lib/server use cases as the operator's commands, recorded in the audit trail as a command is (`ops audit`).
// Planning is idempotent (a job's id is what it does), so any number of workers plan and work side by side, and a
// worker that was down at a deadline finds the job overdue and does it as soon as it is back. Every couple of seconds
// it also relays the mail outbox (lib/server/mail/deliver-mail.ts): the reminders it queued, and any mail a web process
// queued and could not send.
import os from "node:os";
import type PgBoss from "pg-boss";
import { getDb } from "../lib/db";
import { type ClockWork, roundWork } from "../lib/game/season-clock";
import { log } from "../lib/log";
import { closeMailTransport, type Mail } from "../lib/mail";
import { deliverMail } from "../lib/server/mail/deliver-mail";
import { listRoundClocks } from "../lib/server/jobs/list-round-clocks";
import { recordWorkerHeartbeat } from "../lib/server/jobs/record-worker-heartbeat";
import { runClockWork } from "../lib/server/jobs/run-clock-work";
import { recordChange, recordRun } from "../lib/server/ops-audit";
import { type ClockJob, QUEUES, clockJobId, openQueue } from "./queue";

export interface WorkerOptions {
  url: string;
  /** How often the rounds are read again to plan their jobs (default 5 s: a deadline set only seconds ahead is still locked within seconds of it). */
  planEveryMs?: number;
  /** How often a queue is asked for a due job (default 1 s: a deadline's lock within a few seconds of it). */
  pollSeconds?: number;
  /** How often the mail outbox is relayed (default 2 s). */
  mailEveryMs?: number;
  /** Sends a mail (default lib/mail's sendMail). */
  send?: (mail: Mail) => Promise<unknown>;
  log?: (entry: Record<string, unknown>) => void;
}

export interface RunningWorker {
  /** Plans what is due now, at once (it also runs on its own every planEveryMs). */
  plan(): Promise<number>;
  stop(): Promise<void>;
}

/** Work planned this far ahead: a job exists, due at its time, before the time comes. */
const HORIZON_MS = 10 * 60_000;

const workerLog = log.child({ service: "worker" });
/** A line of the worker's log: its level and message, and what it concerns (the job, its id, the round). */
const logLine = ({ level, msg, ...fields }: Record<string, unknown>) =>
  workerLog[level === "error" ? "error" : "info"](fields, String(msg));

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const say = options.log ?? logLine;
  const actor = `worker ${os.userInfo().username}@${os.hostname()} pid ${process.pid}`;
  const heartbeat = {
    id: `${os.hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`,
    startedAt: new Date(),
  };
  const boss = await openQueue(options.url, { work: true });

  async function plan(): Promise<number> {
    const now = new Date();
    const { settings, rounds } = await listRoundClocks();
    let planned = 0;
    for (const round of rounds) {
      for (const due of roundWork(round, settings, now)) {
        if (due.at.getTime() > now.getTime() + HORIZON_MS) continue;
        const job: ClockJob = { roundId: due.roundId, at: due.at.toISOString(), leadHours: due.leadHours };
        // Seconds from now, counted by the database's clock: an overdue job is due at once.
        const startAfter = Math.max(0, Math.ceil((due.at.getTime() - now.getTime()) / 1000));
        const id = await boss.send(QUEUES[due.work], job, { id: clockJobId(due.work, job), startAfter });
        if (id) {
          planned++;
          say({ level: "info", msg: "job planned", job: due.work, jobId: id, round: round.number, at: job.at });
        }
      }
    }
    return planned;
  }

  async function work(kind: ClockWork, job: PgBoss.Job<ClockJob>) {
    const command = `job ${kind} ${job.data.roundId}`;
    const started = Date.now();
    try {
      const result = await runClockWork({
        work: kind,
        roundId: job.data.roundId,
        leadHours: job.data.leadHours,
        now: new Date(),
      });
      const db = await getDb();
      if (result.done)
        await recordChange(db, {
          actor,
          command,
          entity: "round",
          entityId: String(job.data.roundId),
          dryRun: false,
          result: result.text,
        });
      say({ level: "info", msg: result.text, job: kind, jobId: job.id, done: result.done, ms: Date.now() - started });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      say({ level: "error", msg: message, job: kind, jobId: job.id, ms: Date.now() - started });
      // The queue tries again later; the audit trail shows each failure as a failed command.
      await recordRun(await getDb(), { actor, command, outcome: "failed", message }).catch(() => {});
      throw error;
    }
  }

  for (const kind of Object.keys(QUEUES) as ClockWork[]) {
    await boss.work<ClockJob>(QUEUES[kind], { pollingIntervalSeconds: options.pollSeconds ?? 1 }, async (jobs) => {
      for (const job of jobs) await work(kind, job);
    });
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await recordWorkerHeartbeat({ ...heartbeat, now: new Date() });
      await plan();
    } catch (error) {
      say({ level: "error", msg: `planning failed: ${error instanceof Error ? error.message : String(error)}` });
    }
    if (!stopped) timer = setTimeout(tick, options.planEveryMs ?? 5000);
  };
  await tick();

  let mailTimer: NodeJS.Timeout | undefined;
  let relaying: Promise<void> = Promise.resolve();
  const relay = () => {
    relaying = (async () => {
      try {
        const d = await deliverMail({ send: options.send });
        if (d.sent || d.failed || d.gaveUp) say({ level: "info", msg: "mail relayed", ...d });
      } catch (error) {
        say({ level: "error", msg: `mail relay failed: ${error instanceof Error ? error.message : String(error)}` });
      }
      if (!stopped) mailTimer = setTimeout(relay, options.mailEveryMs ?? 2000);
    })();
  };
  relay();
  say({ level: "info", msg: "worker started", actor });

  return {
    plan,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(mailTimer);
      await relaying;
      closeMailTransport();
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      await recordWorkerHeartbeat({ ...heartbeat, now: new Date(), stopping: true }).catch(() => {});
    },
  };
}
