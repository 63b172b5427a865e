// A demo database loaded days or weeks ago, brought forward to today by `npm run dev` (and `npm run db:seed`): the
// calendar columns move by whole days, as the seed's own dates do (calendar.ts).
import type { Db } from "../../lib/db";
import { Prisma } from "../../lib/generated/prisma/client";
import { DAY_MS } from "./calendar";

/**
 * The columns that hold the demo season's calendar, moved by `bringDemoForward`. Those of things that are due (a
 * deadline, a kick-off, a season's first and last days) move exactly; those of things that have happened move too but
 * never past the moment of the move. Every other date and time column is left as it is (DATE_COLUMNS_LEFT: accounts,
 * tokens, rate limits, the operators' logs, the job workers' heartbeats, the settings), and a test checks the two lists
 * cover the schema.
 */
export const CALENDAR_COLUMNS: Record<string, { due?: string[]; happened?: string[] }> = {
  season: { due: ["starts_on", "ends_on"] },
  round: { due: ["deadline"], happened: ["locked_at", "closed_at"] },
  game: { due: ["kickoff"], happened: ["results_at"] },
  player_price: { happened: ["changed_at"] },
  transfer: { happened: ["created_at"] },
  team_chip: { happened: ["played_at"] },
  league: { happened: ["last_update_at"] },
  league_member: { happened: ["joined_at"] },
  dream_team: { happened: ["created_at"] },
  news: { happened: ["created_at", "updated_at"] },
  player_stage: { happened: ["staged_at"] },
  club_stage: { happened: ["staged_at"] },
  season_forecast: { happened: ["computed_at"] },
};
export const DATE_COLUMNS_LEFT: Record<string, string[]> = {
  season: ["created_at"],
  club: ["created_at"],
  player: ["created_at", "updated_at"],
  game: ["created_at"],
  user: ["password_changed_at", "created_at", "updated_at"],
  email_verification: ["expires_at", "used_at", "created_at"],
  password_reset: ["expires_at", "used_at", "created_at"],
  refresh_token: ["expires_at", "rotated_at", "revoked_at", "created_at"],
  user_team: ["created_at", "updated_at"],
  plan: ["created_at", "updated_at"],
  league: ["created_at"],
  faq_item: ["created_at"],
  contact_message: ["created_at"],
  mail_outbox: ["created_at", "next_attempt_at", "sent_at", "gave_up_at"],
  terms_document: ["published_at"],
  settings: ["updated_at"],
  audit_log: ["at"],
  rate_limit_count: ["reset_at"],
  ops_run: ["started_at", "ended_at"],
  worker_heartbeat: ["started_at", "seen_at"],
  demo_calendar: ["today"],
};

/** Less than this before the next deadline, `npm run dev` moves an older demo forward. */
const NEXT_DEADLINE_AHEAD_MS = DAY_MS;

export type BringForward =
  | { moved: false; reason: "not the demo" | "no deadline ahead to keep" | "up to date" }
  | { moved: true; days: number; round: number; deadline: Date };

/** What `npm run dev` and `npm run db:seed` say of a demo they moved. */
export const movedLine = (moved: Extract<BringForward, { moved: true }>) =>
  `The demo season's calendar was behind today: moved ${moved.days} day(s) forward, round ${moved.round}'s deadline is now ${moved.deadline.toISOString()}.`;

/**
 * A demo database loaded days or weeks ago, brought to `now` (by `npm run dev`): when the live season's next deadline
 * (its first round not locked) has passed or is less than a day ahead, every calendar column moves forward by the
 * whole days that put `now` halfway between the last deadline passed and that next one, in one transaction. What the
 * fan changed since the seed moves with it. A database the demo seed did not write is never touched.
 */
export async function bringDemoForward(db: Db, now: Date): Promise<BringForward> {
  const calendar = await db.demoCalendar.findUnique({ where: { id: 1 } });
  if (!calendar) return { moved: false, reason: "not the demo" };
  const rounds = await db.round.findMany({
    where: { season: { status: "live" }, status: { in: ["scheduled", "live", "finished"] } },
    select: { number: true, deadline: true, lockedAt: true },
    orderBy: { deadline: "asc" },
  });
  const next = rounds.find((r) => !r.lockedAt);
  if (!next) return { moved: false, reason: "no deadline ahead to keep" };
  if (next.deadline.getTime() - now.getTime() >= NEXT_DEADLINE_AHEAD_MS) return { moved: false, reason: "up to date" };
  const last = rounds.filter((r) => r.lockedAt).at(-1)?.deadline ?? new Date(next.deadline.getTime() - 7 * DAY_MS);
  const gap = next.deadline.getTime() - last.getTime();
  const days = Math.ceil((now.getTime() + gap / 2 - next.deadline.getTime()) / DAY_MS);
  const by = Prisma.sql`make_interval(days => ${days}::int)`;
  await db.$transaction(async (tx) => {
    for (const [table, { due = [], happened = [] }] of Object.entries(CALENDAR_COLUMNS)) {
      const sets = [
        ...due.map((c) => Prisma.sql`${Prisma.raw(`"${c}"`)} = ${Prisma.raw(`"${c}"`)} + ${by}`),
        ...happened.map(
          (c) => Prisma.sql`${Prisma.raw(`"${c}"`)} = LEAST(${Prisma.raw(`"${c}"`)} + ${by}, ${now}::timestamp)`,
        ),
      ];
      await tx.$executeRaw`UPDATE ${Prisma.raw(`"${table}"`)} SET ${Prisma.join(sets)}`;
    }
    await tx.demoCalendar.update({
      where: { id: 1 },
      data: { today: new Date(calendar.today.getTime() + days * DAY_MS), shiftDays: { increment: days } },
    });
  });
  return { moved: true, days, round: next.number, deadline: new Date(next.deadline.getTime() + days * DAY_MS) };
}
