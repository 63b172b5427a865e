// The close of a live round (docs/design.md section 4): live → finished, in resumable steps. Everything over all teams
// is set-based SQL.
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "../errors";
import { headToHeadCloseJob } from "../leagues/head-to-head-sql";
import { LONG, bulkWork, roundOrThrow } from "./bulk-work";
import { movePrices } from "./prices";
import { writeRoundStatistics } from "./round-statistics";
import { withRoundWriter } from "./round-writer";
import { scoreRoundForClose } from "./score-round";
import { closeTableJobs, type TableJob } from "../leagues/write-standings";

/**
 * A close's transactions commit without waiting for their write-ahead log to reach the disk (a fraction of a second
 * each): a database crash can then lose only the last commits, in order, and the close resumes from the last step
 * its log kept (a step is recorded after its jobs' commits).
 */
const closeWork = async (tx: Tx) => {
  await bulkWork(tx);
  await tx.$executeRaw`SET LOCAL synchronous_commit = off`;
};

export const CLOSE_STEPS = ["score", "standings", "dream teams and statistics", "prices", "finish"] as const;

/** Connections a close's independent jobs use at once (the benchmark machine has two cores). */
const CLOSE_CONCURRENCY = 2;

/**
 * Closes a live round in steps, each in its own transaction and recorded in round.close_step, so a
 * close killed half-way resumes where it stopped and a closed round closes again to the same
 * result (idempotent). The standings step's independent jobs (lib/server/leagues/write-standings.ts) run
 * on two connections, each job in its own transaction, and the step is recorded once they have
 * all committed. Readers keep the previous tables until each transaction commits. The round's lock
 * (round-writer.ts) is held throughout: a second close, or any other writer of the round, is refused.
 */
export function closeRound(options: CloseOptions): Promise<{ steps: number }> {
  return withRoundWriter(options.roundId, "round close", () => closeRoundLocked(options));
}

interface CloseOptions {
  roundId: number;
  now?: Date;
  force?: boolean;
  onStep?: (step: (typeof CLOSE_STEPS)[number], index: number) => void;
  /** Tests: stop (as if killed) after this many steps. */
  stopAfterStep?: number;
  /** Drills and tests: wait this long after each step's work, before it commits (a kill then loses it). */
  pauseBeforeCommitMs?: number;
  /** Benchmarks: timings per job of the standings step. */
  onTiming?: (kind: string, ms: number) => void;
}

async function closeRoundLocked(options: CloseOptions): Promise<{ steps: number }> {
  const db = await getDb();
  const pause = () =>
    options.pauseBeforeCommitMs && new Promise((resolve) => setTimeout(resolve, options.pauseBeforeCommitMs));
  const inTransaction = (work: (tx: Tx) => Promise<unknown>) =>
    db.$transaction(async (tx) => {
      await closeWork(tx);
      await work(tx);
      await pause();
    }, LONG);
  return runCloseSteps(db, { ...options, now: options.now ?? new Date() }, async (jobs, step) => {
    if (jobs.length === 1) {
      await inTransaction(async (tx) => {
        await jobs[0]!.run(tx);
        await recordStep(tx, options.roundId, step);
      });
      return;
    }
    // Largest first, each connection taking the next job; after a failure no new job starts.
    const queue = [...jobs];
    let failed = false;
    await Promise.all(
      Array.from({ length: CLOSE_CONCURRENCY }, async () => {
        for (let job = queue.shift(); job && !failed; job = queue.shift()) {
          await inTransaction(job.run).catch((error: unknown) => {
            failed = true;
            throw error;
          });
        }
      }),
    );
    await recordStep(db, options.roundId, step);
  });
}

/**
 * Every close step of a live round inside the caller's transaction (the demo seed closes its
 * rounds this way, the ops CLI's dry run rolls it back); `closeRound` is the resumable form. Same
 * checks and steps as closeRound, through the same runner.
 */
export async function closeRoundIn(tx: Tx, options: { roundId: number; now: Date; force?: boolean }) {
  await bulkWork(tx);
  return runCloseSteps(tx, options, async (jobs, step) => {
    for (const job of jobs) await job.run(tx);
    await recordStep(tx, options.roundId, step);
  });
}

/**
 * The one loop of a close, for both forms: the checks, then each step from where the close resumes, its jobs read
 * (on `db`) once the previous step is done. `runStep` runs a step's jobs and records the step, in its own
 * transactions (closeRound) or the caller's (closeRoundIn).
 */
async function runCloseSteps(
  db: Tx,
  options: Omit<CloseOptions, "pauseBeforeCommitMs"> & { now: Date },
  runStep: (jobs: TableJob[], step: number) => Promise<void>,
): Promise<{ steps: number }> {
  const start = await closableRound(db, options.roundId, options.force);
  let done = 0;
  for (let step = await resumeStep(db, start); step < CLOSE_STEPS.length; step++) {
    if (options.stopAfterStep !== undefined && done >= options.stopAfterStep)
      throw new Error(`Close stopped after ${done} step(s) (test).`);
    options.onStep?.(CLOSE_STEPS[step]!, step);
    await runStep(await closeStepJobs(db, options.roundId, step, options.now, options.onTiming), step);
    done++;
  }
  return { steps: done };
}

/** A step is done: a close stopped after it resumes at the next one. */
const recordStep = (tx: Tx, roundId: number, step: number) =>
  tx.round.update({ where: { id: roundId }, data: { closeStep: step + 1 } });

/**
 * The round, if it may close: live (or finished, to close again), with no scheduled or live game
 * left unless forced, and no later round closed since (closing again rewrites the season's
 * current tables, totals and prices from it).
 */
async function closableRound(tx: Tx, roundId: number, force?: boolean) {
  const round = await tx.round.findUnique({ where: { id: roundId }, include: { games: { select: { status: true } } } });
  if (!round) throw new AppError("not_found", `Round ${roundId} does not exist.`);
  if (round.status === "scheduled" || round.status === "cancelled")
    throw new AppError("conflict", `Round ${round.number} is ${round.status}: only a live round can be closed.`);
  const open = round.games.filter((g) => g.status === "scheduled" || g.status === "live").length;
  if (open && !force && round.status !== "finished") {
    throw new AppError(
      "conflict",
      `Round ${round.number} still has ${open} scheduled or live game(s): enter their results, postpone them, or use --force.`,
    );
  }
  const later = await tx.round.findFirst({
    where: {
      seasonId: round.seasonId,
      number: { gt: round.number },
      OR: [{ status: "finished" }, { closeStep: { gt: 0 } }],
    },
    select: { number: true },
  });
  if (later)
    throw new AppError(
      "conflict",
      `Round ${later.number} has been closed after round ${round.number}: round ${round.number} can no longer be closed again.`,
    );
  return round;
}

/**
 * Where a close starts: from the beginning for a finished round (closing again), else at the first
 * step not recorded; scoring again if the standings step is next and the working set it reads is
 * gone (an unlogged table is emptied by a database crash).
 */
async function resumeStep(tx: Tx, round: { id: number; status: string; closeStep: number }) {
  if (round.status === "finished") return 0;
  if (CLOSE_STEPS[round.closeStep] !== "standings") return round.closeStep;
  const [work] = await tx.$queryRaw<{ scored: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM round_score WHERE round_id = ${round.id}) OR NOT EXISTS (SELECT 1 FROM team_round WHERE round_id = ${round.id}) AS scored`;
  return work?.scored ? round.closeStep : 0;
}

/** A close step's work as jobs, read after the previous step committed (prices use its statistics). */
async function closeStepJobs(
  tx: Tx,
  roundId: number,
  step: number,
  now: Date,
  onTiming?: (kind: string, ms: number) => void,
): Promise<TableJob[]> {
  const round = await roundOrThrow(tx, roundId);
  const one = (run: (tx: Tx) => Promise<unknown>): TableJob[] => [
    { name: CLOSE_STEPS[step]!, run: async (tx) => void (await run(tx)) },
  ];
  switch (CLOSE_STEPS[step]) {
    case "score":
      return one((tx) => scoreRoundForClose(tx, roundId));
    case "standings": {
      // The score step leaves round.scored_inputs only when it took the last live refresh's points as they were; a
      // later round locked since may have refreshed the quad's table with its own points.
      const laterLocked = await tx.round.count({
        where: { seasonId: round.seasonId, number: { gt: round.number }, lockedAt: { not: null } },
      });
      const tables = {
        seasonId: round.seasonId,
        roundId,
        roundNumber: round.number,
        now,
        liveTablesFinal: round.status === "live" && round.scoredInputs !== null && laterLocked === 0,
      };
      return [...closeTableJobs(tables), headToHeadCloseJob(tables)].map((job) => ({
        name: job.name,
        run: async (tx) => {
          const started = performance.now();
          await job.run(tx);
          onTiming?.(job.name, performance.now() - started);
        },
      }));
    }
    case "dream teams and statistics":
      return one((tx) => writeRoundStatistics(tx, round));
    case "prices":
      return one((tx) => movePrices(tx, round, now));
    default:
      // "finish": every table and total is written; the working set is no longer needed.
      return one(async (tx) => {
        await tx.$executeRaw`DELETE FROM round_score WHERE round_id = ${round.id}`;
        await tx.round.update({
          where: { id: round.id },
          data: { status: "finished", closedAt: round.closedAt ?? now, scoredInputs: null },
        });
        // The season totals the later rounds' live points were added to may have changed (a close again).
        await tx.round.updateMany({
          where: { seasonId: round.seasonId, number: { gt: round.number } },
          data: { scoredInputs: null },
        });
      });
  }
}
