// A demo database loaded weeks ago, brought forward by `npm run dev` (prisma/seed/bring-forward.ts): the calendar
// moves by whole days so that the live round's deadline is past and the next one ahead, nothing that has happened
// lands in the future, the fan's changes move with it, and a database the demo seed did not make is never moved.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { updateTeam } from "@/lib/server/teams/update-team";
import { getTeam } from "@/lib/server/teams/get-team";
import { seed } from "@/prisma/seed";
import { CALENDAR_COLUMNS, DATE_COLUMNS_LEFT, bringDemoForward } from "@/prisma/seed/bring-forward";
import { DAY_MS } from "@/prisma/seed/calendar";
import { demo } from "@/tests/support/demo-calendar";

let userId: number;
const rounds = async () =>
  (await getDb()).round.findMany({
    where: { season: { status: "live" } },
    orderBy: { number: "asc" },
    select: { number: true, deadline: true, lockedAt: true, status: true },
  });

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  userId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).id;
}, 300_000);

describe("the demo brought forward", () => {
  it("names every date and time column of the schema as moved or left", async () => {
    const columns = await (
      await getDb()
    ).$queryRaw<{ table: string; column: string }[]>`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> '_prisma_migrations' AND (data_type LIKE 'timestamp%' OR data_type = 'date')`;
    const named = new Set([
      ...Object.entries(CALENDAR_COLUMNS).flatMap(([t, c]) =>
        [...(c.due ?? []), ...(c.happened ?? [])].map((n) => `${t}.${n}`),
      ),
      ...Object.entries(DATE_COLUMNS_LEFT).flatMap(([t, c]) => c.map((n) => `${t}.${n}`)),
    ]);
    expect(columns.map((c) => `${c.table}.${c.column}`).filter((c) => !named.has(c))).toEqual([]);
    expect(named.size).toBe(columns.length);
  });

  it("was loaded today, on the clock the tests run by (TEST_CLOCK_AHEAD_DAYS moves both)", async () => {
    const { today } = await (await getDb()).demoCalendar.findUniqueOrThrow({ where: { id: 1 } });
    expect(today).toEqual(demo.today);
    expect(Date.now() - today.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.now() - today.getTime()).toBeLessThan(2 * DAY_MS);
  });

  it("leaves a demo whose next deadline is more than a day ahead as it is", async () => {
    expect(await bringDemoForward(await getDb(), new Date())).toEqual({ moved: false, reason: "up to date" });
  });

  it("moves a demo left for five weeks to the middle of its live round, with the fan's own changes", async () => {
    const db = await getDb();
    const before = await rounds();
    const live = before.find((r) => r.status === "live")!;
    const next = before.find((r) => !r.lockedAt)!;
    // The fan swaps his captain and vice-captain before the next deadline, then leaves for five weeks.
    const team = await getTeam({ userId });
    const lineUp = (captainId: number | null, viceCaptainId: number | null) => ({
      formationId: team.formation.id,
      players: team.players.map((p) => ({ playerId: p.player.id, slot: p.slot })),
      captainId,
      viceCaptainId,
    });
    await updateTeam({ userId, squad: lineUp(team.viceCaptainId, team.captainId) });
    const later = new Date(Date.now() + 35 * DAY_MS);

    const moved = await bringDemoForward(db, later);
    expect(moved).toMatchObject({ moved: true, round: next.number });
    const after = await rounds();
    const days = moved.moved ? moved.days : 0;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(
      after.map((r) => r.deadline.getTime() - before.find((b) => b.number === r.number)!.deadline.getTime()),
    ).toEqual(before.map(() => days * DAY_MS));
    const liveDeadline = after.find((r) => r.number === live.number)!.deadline.getTime();
    const nextDeadline = after.find((r) => r.number === next.number)!.deadline.getTime();
    expect(liveDeadline).toBeLessThan(later.getTime() - DAY_MS);
    expect(nextDeadline).toBeGreaterThan(later.getTime() + DAY_MS);
    // What has happened stays in the past: the last results, closes and price changes.
    const [happened] = await db.$queryRaw<{ last: Date }[]>`
      SELECT greatest((SELECT max(results_at) FROM game), (SELECT max(closed_at) FROM round),
                      (SELECT max(changed_at) FROM player_price), (SELECT max(created_at) FROM transfer)) AS last`;
    expect(happened!.last.getTime()).toBeLessThanOrEqual(later.getTime());
    // The fan's swap is still there, and he can change his team again before the moved deadline.
    expect((await getTeam({ userId })).captainId).toBe(team.viceCaptainId);
    await expect(
      updateTeam({ userId, now: later, squad: lineUp(team.captainId, team.viceCaptainId) }),
    ).resolves.toMatchObject({
      captainId: team.captainId,
    });
    expect((await db.demoCalendar.findUniqueOrThrow({ where: { id: 1 } })).shiftDays).toBeGreaterThanOrEqual(days);
  });

  it("never moves a database the demo seed did not make", async () => {
    const db = await getDb();
    await db.demoCalendar.deleteMany();
    const before = await rounds();
    expect(await bringDemoForward(db, new Date(Date.now() + 400 * DAY_MS))).toEqual({
      moved: false,
      reason: "not the demo",
    });
    expect(await rounds()).toEqual(before);
  });
});
