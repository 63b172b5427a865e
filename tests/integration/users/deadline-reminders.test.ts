// Deadline reminder e-mails (lib/server/users/send-deadline-reminders.ts, `npm run ops -- round remind`): only managers
// who asked for them, with a verified e-mail and a team in the season, each in his language, once per round; a mail the
// server refused is sent by the next run; nothing once the deadline has passed.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { Mail } from "@/lib/mail";
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

/** Runs the reminders, collecting the mails instead of sending them; `refuse` makes the mail server refuse some. */
async function remind(refuse: (mail: Mail) => boolean = () => false) {
  const mails: Mail[] = [];
  const run = await sendDeadlineReminders(await getDb(), {
    roundId: round.id,
    now,
    send: async (mail) => {
      if (refuse(mail)) throw new Error("550 mailbox unavailable");
      mails.push(mail);
    },
  });
  return { run, mails };
}

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
    expect(await (await getDb()).deadlineReminder.count()).toBe(0);
  });

  it("mails each manager who asked, in his language, with the deadline and his team's link", async () => {
    // Due from 48 hours before the deadline, until sent.
    const due = `npm run ops -- round remind ${round.number} (2 managers asked for a deadline reminder)`;
    expect((await ops(["status"], new Date(round.deadline.getTime() - 49 * 3600_000))).out).not.toContain(due);
    expect((await ops(["status"], now)).out).toContain(due);
    const { run, mails } = await remind();
    expect((await ops(["status"], now)).out).not.toContain("round remind");
    expect(run).toEqual({ round: round.number, sent: 2, alreadySent: 0, failed: 0 });
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
  });

  it("never mails a manager twice for a round; one who asks later gets his on the next run", async () => {
    expect(await remind()).toEqual({ run: { round: round.number, sent: 0, alreadySent: 2, failed: 0 }, mails: [] });
    const later = managers[4]!;
    await (
      await getDb()
    ).user.update({
      where: { id: later.id },
      data: { deadlineReminders: true, isEmailVerified: true },
    });
    const { run, mails } = await remind();
    expect(run).toEqual({ round: round.number, sent: 1, alreadySent: 2, failed: 0 });
    expect(mails.map((m) => m.to)).toEqual([later.email]);
  });

  it("sends a mail the server refused on the next run", async () => {
    const db = await getDb();
    const notAsking = managers[3]!;
    await db.user.update({ where: { id: notAsking.id }, data: { deadlineReminders: true } });
    const refused = await remind((mail) => mail.to === notAsking.email);
    expect(refused.run).toEqual({ round: round.number, sent: 0, alreadySent: 3, failed: 1 });
    const retried = await remind();
    expect(retried.run).toEqual({ round: round.number, sent: 1, alreadySent: 3, failed: 0 });
    expect(retried.mails.map((m) => m.to)).toEqual([notAsking.email]);
  });

  it("is refused once the deadline has passed, changing nothing", async () => {
    const before = await (await getDb()).deadlineReminder.count();
    const { code, out } = await ops(["round", "remind", String(round.number)], round.deadline);
    expect(code).toBe(1);
    expect(out).toBe(`Round ${round.number}'s deadline has passed: no reminder is sent for it.`);
    expect(await (await getDb()).deadlineReminder.count()).toBe(before);
  });
});
