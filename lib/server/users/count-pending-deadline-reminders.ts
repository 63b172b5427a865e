// How many deadline reminders a run would send now (send-deadline-reminders.ts): what `round remind --dry-run` and the
// status report count.
import "server-only";
import type { Db } from "@/lib/db";
import { askingIn, roundAhead } from "./reminder-recipients";

/** How many managers a run would mail now (a dry run): claimed and unsent, and not yet claimed. */
export async function countPendingDeadlineReminders(db: Db, options: { roundId: number; now: Date }): Promise<number> {
  const round = await roundAhead(db, options.roundId, options.now);
  const [{ n }] = await db.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n ${askingIn(round.seasonId)}
      AND NOT EXISTS (
        SELECT 1 FROM deadline_reminder r
        WHERE r.round_id = ${round.id} AND r.user_id = u.id AND r.sent_at IS NOT NULL
      )`;
  return n;
}
