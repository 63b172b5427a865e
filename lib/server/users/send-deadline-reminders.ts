// Deadline reminder e-mails (docs/design.md section 7: opt-in, per language, before each round's deadline): the job
// worker queues them each of the settings' lead times ahead of each deadline (lib/game/season-clock.ts), or an
// operator with `npm run ops -- round remind <number>`. Every manager who asked for reminders (profile:
// deadline_reminders), whose e-mail is verified and who has a team in the round's season gets one mail in his
// language for each lead time: one statement queues them all in the outbox (../mail/outbox.ts), keyed
// deadline:<round>:<lead hours>:<user>, so a run again (or the worker after an operator) queues nobody twice, and the
// relay sends them (../mail/deliver-mail.ts: the worker's every few seconds, the operator's command at once).
import "server-only";
import type { Db } from "@/lib/db";
import { askingIn, reminderKey, roundAhead } from "./reminder-recipients";

export interface ReminderRun {
  round: number;
  leadHours: number;
  /** Mails queued by this run. */
  queued: number;
  /** Managers whose reminder for this round and lead was queued by an earlier run. */
  alreadyQueued: number;
}

/** Queues the round's reminders for `leadHours` not queued yet (see the file's head). */
export async function sendDeadlineReminders(
  db: Db,
  options: { roundId: number; leadHours: number; now: Date },
): Promise<ReminderRun> {
  const round = await roundAhead(db, options.roundId, options.now);
  const [counts] = await db.$queryRaw<[{ asking: number; queued: number }]>`
    WITH asking AS (
      SELECT u.id, u.email, u.first_name, u.locale, t.name AS team ${askingIn(round.seasonId)}
    ), queued AS (
      INSERT INTO mail_outbox (key, kind, locale, to_address, payload, created_at, next_attempt_at)
      SELECT ${reminderKey(round.id, options.leadHours)} || a.id, 'deadline',
             CASE WHEN a.locale = 'it' THEN 'it' ELSE 'en' END, a.email,
             jsonb_build_object('firstName', a.first_name, 'team', a.team, 'round', ${round.number}::int,
                                'deadline', ${round.deadline.toISOString()}::text),
             ${options.now}, ${options.now}
      FROM asking a
      ON CONFLICT (key) DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM asking)::int AS asking, (SELECT count(*) FROM queued)::int AS queued`;
  return {
    round: round.number,
    leadHours: options.leadHours,
    queued: counts.queued,
    alreadyQueued: counts.asking - counts.queued,
  };
}
