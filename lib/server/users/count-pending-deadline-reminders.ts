// How many deadline reminders a run would queue now (send-deadline-reminders.ts): what `round remind --dry-run` counts.
import "server-only";
import type { Db } from "@/lib/db";
import { askingIn, reminderKey, roundAhead } from "./reminder-recipients";

/** How many managers a run for `leadHours` would mail now (a dry run): those whose reminder is not queued yet. */
export async function countPendingDeadlineReminders(
  db: Db,
  options: { roundId: number; leadHours: number; now: Date },
): Promise<number> {
  const round = await roundAhead(db, options.roundId, options.now);
  const [{ n }] = await db.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n ${askingIn(round.seasonId)}
      AND NOT EXISTS (
        SELECT 1 FROM mail_outbox m WHERE m.key = ${reminderKey(round.id, options.leadHours)} || u.id
      )`;
  return n;
}
