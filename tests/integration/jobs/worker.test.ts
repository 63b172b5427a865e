// The season runs itself (worker/worker.ts): on the demo season, with nobody calling an operator's command, the worker
// closes a round once its last result is in and the delay has passed, locks a round at its deadline, locks at once a
// round whose deadline passed while no worker ran, and two workers side by side lock once and send each reminder once
// (queued once, relayed from the mail outbox by one of them).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabaseUrl, getDb } from "@/lib/db";
import type { Mail } from "@/lib/mail";
import { checkReadiness } from "@/lib/server/health/check-readiness";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";
import { QUEUES, clockJobId, openQueue } from "@/worker/queue";
import { type RunningWorker, startWorker } from "@/worker/worker";

let seasonId: number;
const running: RunningWorker[] = [];
const mails: Mail[] = [];

const round = async (number: number) =>
  (await getDb()).round.findFirstOrThrow({ where: { seasonId, number }, include: { games: true } });

async function worker() {
  const started = await startWorker({
    url: await getDatabaseUrl(),
    planEveryMs: 300,
    pollSeconds: 0.5,
    mailEveryMs: 200,
    // A mail server taking a moment a mail: both workers' relays are at work on the outbox at once.
    send: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      mails.push(mail);
    },
    log: () => {},
  });
  running.push(started);
  return started;
}

async function stopAll() {
  await Promise.all(running.splice(0).map((w) => w.stop()));
}

/** Waits (up to `ms`) until `check` holds. */
async function until(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function ops(argv: string[]) {
  const out: string[] = [];
  const code = await main(argv, COMMANDS, getDb, { print: (l) => out.push(l), printError: (l) => out.push(l) });
  return { code, out: out.join("\n") };
}

const jobRows = async (command: string) =>
  (await getDb()).auditLog.findMany({ where: { command }, orderBy: { id: "asc" } });

/** The job's audit row, once the job has recorded it (after its work committed). */
async function recorded(command: string) {
  await until(async () => (await jobRows(command)).length > 0);
  return jobRows(command);
}

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  // Reminders a day ahead (the default), closes right after the last result: the test's own timing.
  await db.settings.update({ where: { id: 1 }, data: { autoCloseAfterMinutes: 0, reminderLeadHours: [24] } });
}, 300_000);
afterAll(stopAll);

describe("the job worker", () => {
  it("closes a live round by itself once its last result is in, and publishes its tables", async () => {
    const db = await getDb();
    const live = await round(13);
    expect(live.status).toBe("live");
    // Keep every later deadline out of the way, then let the worker run: round 13 still has games to play.
    await db.round.updateMany({
      where: { seasonId, number: { gt: 13 } },
      data: { deadline: new Date(Date.now() + 30 * 24 * 3600_000) },
    });
    expect((await checkReadiness()).workers).toBe(0);
    await worker();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await round(13)).status).toBe("live");
    // A running worker makes the app ready (its heartbeat); one stopped takes its row with it (below).
    expect(await checkReadiness()).toEqual({ ready: true, database: "ok", pendingMigrations: [], workers: 1 });
    expect((await ops(["status"])).out).toContain("Job worker: 1 running");
    // Its open games are postponed: nothing is left to play, and the results of the others are in.
    await db.game.updateMany({
      where: { roundId: live.id, status: { in: ["scheduled", "live"] } },
      data: { status: "postponed" },
    });
    await until(async () => (await round(13)).status === "finished", 60_000);
    const [closed] = await recorded(`job close ${live.id}`);
    expect(closed!.details).toMatchObject({ result: expect.stringContaining("Round 13 closed by itself") });
    // And the forecast is refitted from its results.
    expect(closed!.details).toMatchObject({ result: expect.stringContaining("forecast refitted through round 13") });
    // Its round league's table is published.
    const table = await db.league.findFirstOrThrow({ where: { kind: "round", roundId: live.id } });
    expect(await db.standing.count({ where: { leagueId: table.id } })).toBeGreaterThan(0);
    await stopAll();
    expect((await checkReadiness()).workers).toBe(0);
  });

  it("locks a round at its deadline with nobody calling round lock", async () => {
    const db = await getDb();
    const next = await round(14);
    const deadline = new Date(Date.now() + 3000);
    await db.round.update({ where: { id: next.id }, data: { deadline } });
    await worker();
    await until(async () => (await round(14)).status === "live");
    const locked = await round(14);
    expect(locked.lockedAt!.getTime() - deadline.getTime()).toBeLessThan(10_000);
    expect(await db.teamRound.count({ where: { roundId: next.id } })).toBeGreaterThan(0);
    expect(await recorded(`job lock ${next.id}`)).toHaveLength(1);
    await stopAll();
  });

  it("locks at once a round whose deadline passed while no worker ran", async () => {
    const db = await getDb();
    const missed = await round(15);
    await db.round.update({ where: { id: missed.id }, data: { deadline: new Date(Date.now() - 60_000) } });
    const back = Date.now();
    await worker();
    await until(async () => (await round(15)).status === "live");
    expect(Date.now() - back).toBeLessThan(10_000);
    await stopAll();
  });

  it("runs each job once with two workers: one lock, one reminder for each manager", async () => {
    const db = await getDb();
    const ahead = await round(16);
    // The reminders are due (the deadline is within the lead time), and the lock is due seconds later.
    await db.round.update({ where: { id: ahead.id }, data: { deadline: new Date(Date.now() + 4000) } });
    await db.user.updateMany({
      where: { isActive: true, isEmailVerified: true, teams: { some: { seasonId } } },
      data: { deadlineReminders: true },
    });
    await Promise.all([worker(), worker()]);
    await until(async () => (await round(16)).status === "live");
    await recorded(`job lock ${ahead.id}`);
    const asking = await db.user.count({
      where: { deadlineReminders: true, isActive: true, isEmailVerified: true, teams: { some: { seasonId } } },
    });
    expect(asking).toBeGreaterThan(0);
    const remindedOf16 = () => mails.filter((m) => m.subject.includes("16"));
    await until(async () => remindedOf16().length >= asking);
    // Long enough for a second worker's copy of either job, or a second relay's copy of a mail, to have run.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const reminded = remindedOf16();
    expect(reminded).toHaveLength(asking);
    expect(new Set(reminded.map((m) => m.to)).size).toBe(asking);
    expect(await jobRows(`job lock ${ahead.id}`)).toHaveLength(1);
    expect(await jobRows(`job remind ${ahead.id}`)).toHaveLength(1);
    await stopAll();
  });

  it("lists its jobs for an operator, and runs a job given up on again with ops jobs retry", async () => {
    const db = await getDb();
    const done = await ops(["jobs", "--state", "done"]);
    expect(done.out).toMatch(/round-lock +completed +round \d+/);
    // A lock that failed for good (as one does after its retries), while no worker runs.
    const stuck = await round(17);
    const deadline = new Date(Date.now() - 1000);
    await db.round.update({ where: { id: stuck.id }, data: { deadline } });
    // The very job a worker would plan for this deadline: a worker's planning finds it there and adds none.
    const job = { roundId: stuck.id, at: deadline.toISOString() };
    const boss = await openQueue(await getDatabaseUrl(), { work: false });
    const id = clockJobId("lock", job);
    await boss.send(QUEUES.lock, job, { id, retryLimit: 0 });
    await boss.fail(QUEUES.lock, id, { message: "the mail server was down" });
    await boss.stop({ graceful: false, wait: true });
    expect((await ops(["jobs", "--state", "failed"])).out).toContain(`${id}  round-lock    failed`);
    expect((await ops(["jobs", "retry", "not-an-id"])).code).not.toBe(0);
    expect((await ops(["jobs", "retry", id, "--dry-run"])).out).toContain("[dry run, nothing saved] Would queue job");
    expect((await ops(["jobs", "--state", "failed"])).out).toContain(id);
    expect((await ops(["jobs", "retry", id])).code).toBe(0);
    expect((await jobRows(`ops jobs retry ${id}`)).map((r) => r.dryRun)).toEqual([true, false]);
    // The next worker runs it at once: the lock is still due.
    await worker();
    await until(async () => (await round(17)).status === "live");
    expect(await recorded(`job lock ${stuck.id}`)).toHaveLength(1);
    await until(async () => (await ops(["jobs", "--state", "done"])).out.includes(id));
    await stopAll();
  });
});
