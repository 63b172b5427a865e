// Deadline reminder e-mails (lib/server/users/send-deadline-reminders.ts, `npm run ops -- round remind`): only managers
// who asked for them, with a verified e-mail and a team in the season, each in his language, once per round and lead
// time, queued in the mail outbox and sent by its relay (lib/server/mail/deliver-mail.ts); a mail the server refused is
// sent again after its backoff; nothing once the deadline has passed.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { Mail } from "@/lib/mail";
import { deliverMail } from "@/lib/server/mail/deliver-mail";
import { sendDeadlineReminders } from "@/lib/server/users/send-deadline-reminders";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";

let round: { id: number; number: number; deadline: Date };
let now: Date;
/** Managers with a team in the live season: [english, italian, unverified, not asking, later]. */
let managers: { id: number; email: string }[];

async function ops(argv: string[], at: Date) {
  const out: string[] = [];
  const code = await main(argv, COMMANDS, getDb, {
    print: (l) => out.push(l),
    printError: (l) => out.push(l),
    now: at,
  });
  return { code, out: out.join("\n") };
}

/**
 * Queues the round's 24-hour reminders, then relays the outbox at `relayAt` (default: now), collecting the mails
 * instead of sending them; `refuse` makes the mail server refuse some.
 */
async function remind(refuse: (mail: Mail) => boolean = () => false, relayAt = now) {
  const mails: Mail[] = [];
  const run = await sendDeadlineReminders(await getDb(), { roundId: round.id, leadHours: 24, now });
  const delivery = await deliverMail({
    now: () => relayAt,
    send: async (mail) => {
      if (refuse(mail)) throw new Error("550 mailbox unavailable");
      mails.push(mail);
    },
  });
  return { run, delivery, mails };
}

const outboxCount = async () => (await getDb()).mailOutbox.count({ where: { kind: "deadline" } });

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
  round = await db.round.findFirstOrThrow({
    where: { seasonId: season.id, status: "scheduled" },
    orderBy: { number: "asc" },
  });
  now = new Date(round.deadline.getTime() - 24 * 3600_000);
  const teams = await db.userTeam.findMany({
    where: { seasonId: season.id },
    orderBy: { userId: "asc" },
    take: 5,
    select: { user: { select: { id: true, email: true } } },
  });
  managers = teams.map((t) => t.user);
  const [english, italian, unverified, notAsking] = managers;
  await db.user.updateMany({ data: { deadlineReminders: false } });
  await db.user.update({
    where: { id: english!.id },
    data: { deadlineReminders: true, isEmailVerified: true, locale: "en" },
  });
  await db.user.update({
    where: { id: italian!.id },
    data: { deadlineReminders: true, isEmailVerified: true, locale: "it" },
  });
  await db.user.update({ where: { id: unverified!.id }, data: { deadlineReminders: true, isEmailVerified: false } });
  await db.user.update({ where: { id: notAsking!.id }, data: { deadlineReminders: false, isEmailVerified: true } });
}, 300_000);

describe("deadline reminders", () => {
  it("counts who would get one in a dry run, sending nothing", async () => {
    const { code, out } = await ops(["round", "remind", String(round.number), "--dry-run"], now);
    expect(code).toBe(0);
    expect(out).toBe(`[dry run, nothing saved] Round ${round.number}: 2 managers would get a deadline reminder.`);
    expect(await outboxCount()).toBe(0);
  });

  it("mails each manager who asked, in his language, with the deadline and his team's link", async () => {
    // Due from 48 hours before the deadline, until sent.
    const due = `npm run ops -- round remind ${round.number} (2 managers asked for a deadline reminder)`;
    expect((await ops(["status"], new Date(round.deadline.getTime() - 49 * 3600_000))).out).not.toContain(due);
    expect((await ops(["status"], now)).out).toContain(due);
    const { run, delivery, mails } = await remind();
    expect((await ops(["status"], now)).out).not.toContain("round remind");
    expect(run).toEqual({ round: round.number, leadHours: 24, queued: 2, alreadyQueued: 0 });
    expect(delivery).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    const [english, italian] = managers;
    expect(mails.map((m) => m.to).sort()).toEqual([english!.email, italian!.email].sort());
    const en = mails.find((m) => m.to === english!.email)!;
    const it = mails.find((m) => m.to === italian!.email)!;
    expect(en.subject).toMatch(
      new RegExp(`^Round ${round.number}: the deadline is \\d{2} \\w{3} \\d{4} \\| \\d{2}:\\d{2}$`),
    );
    expect(it.subject).toMatch(
      new RegExp(`^Giornata ${round.number}: la scadenza è il \\d{2} \\w{3} \\d{4} \\| \\d{2}:\\d{2}$`),
    );
    expect(en.text).toContain("/next-round-team/");
    expect(en.text).not.toContain("/it/");
    expect(it.text).toContain("/it/next-round-team/");
    expect(it.text).toContain("/it/personal-details/");
    expect(en.html).toContain("Pick your team");
    // Sent with a Message-ID from its outbox key, the payload gone with it.
    const row = await (
      await getDb()
    ).mailOutbox.findUniqueOrThrow({ where: { key: `deadline:${round.id}:24:${english!.id}` } });
    expect(row).toMatchObject({ kind: "deadline", locale: "en", attempts: 1, payload: null, lastError: null });
    expect(row.sentAt).not.toBeNull();
    expect(en.messageId).toMatch(/^<[0-9a-f]{32}@fantasy-serie-a\.local>$/);
  });

  it("never mails a manager twice for a round; one who asks later gets his on the next run", async () => {
    expect(await remind()).toEqual({
      run: { round: round.number, leadHours: 24, queued: 0, alreadyQueued: 2 },
      delivery: { sent: 0, failed: 0, gaveUp: 0 },
      mails: [],
    });
    const later = managers[4]!;
    await (
      await getDb()
    ).user.update({
      where: { id: later.id },
      data: { deadlineReminders: true, isEmailVerified: true },
    });
    const { run, mails } = await remind();
    expect(run).toEqual({ round: round.number, leadHours: 24, queued: 1, alreadyQueued: 2 });
    expect(mails.map((m) => m.to)).toEqual([later.email]);
  });

  it("sends a mail the server refused again once its backoff has passed", async () => {
    const db = await getDb();
    const notAsking = managers[3]!;
    await db.user.update({ where: { id: notAsking.id }, data: { deadlineReminders: true } });
    const refused = await remind((mail) => mail.to === notAsking.email);
    expect(refused.run).toMatchObject({ queued: 1, alreadyQueued: 3 });
    expect(refused.delivery).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const key = `deadline:${round.id}:24:${notAsking.id}`;
    const waiting = await db.mailOutbox.findUniqueOrThrow({ where: { key } });
    expect(waiting).toMatchObject({ attempts: 1, lastError: "550 mailbox unavailable", sentAt: null });
    expect(waiting.nextAttemptAt).toEqual(new Date(now.getTime() + 30_000));
    // Not before its time; then sent, once.
    expect((await remind(() => false, new Date(now.getTime() + 29_000))).mails).toEqual([]);
    const retried = await remind(() => false, new Date(now.getTime() + 30_000));
    expect(retried.delivery).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(retried.mails.map((m) => m.to)).toEqual([notAsking.email]);
  });

  it("queues a second lead time's reminder beside the first, and by hand at the longest lead set", async () => {
    const db = await getDb();
    await db.settings.update({ where: { id: 1 }, data: { reminderLeadHours: [24, 2] } });
    const { code, out } = await ops(["round", "remind", String(round.number), "--lead", "2"], now);
    expect(out).toBe(
      `Round ${round.number}: 4 deadline reminders queued 2 h ahead (0 managers had theirs already); mails sent: 4.`,
    );
    expect(code).toBe(0);
    // Without --lead: the longest set (24 hours), all queued already.
    expect((await ops(["round", "remind", String(round.number)], now)).out).toContain(
      "0 deadline reminders queued 24 h ahead (4 managers had theirs already)",
    );
    expect(await db.mailOutbox.count({ where: { kind: "deadline", sentAt: { not: null } } })).toBe(8);
    await db.settings.update({ where: { id: 1 }, data: { reminderLeadHours: [24] } });
  });

  it("is refused once the deadline has passed, changing nothing", async () => {
    const before = await outboxCount();
    const { code, out } = await ops(["round", "remind", String(round.number)], round.deadline);
    expect(code).toBe(1);
    expect(out).toBe(`Round ${round.number}'s deadline has passed: no reminder is sent for it.`);
    expect(await outboxCount()).toBe(before);
  });
});
