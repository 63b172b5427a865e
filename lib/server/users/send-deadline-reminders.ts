// Deadline reminder e-mails (docs/design.md section 7: opt-in, per language, before each round's deadline): the job
// worker sends them a set time ahead of each deadline (lib/game/season-clock.ts), or an operator with
// `npm run ops -- round remind <number>`. Every manager who
// asked for reminders (profile: deadline_reminders), whose e-mail is verified and who has a team in the round's season
// gets one mail in his language, once per round: the recipients are claimed in one statement (deadline_reminder, one
// row per round and manager), and each claim is marked sent once its mail has gone, so a run stopped half-way (or a
// mail server that refused some) is finished by the next run without sending anyone a second mail.
import "server-only";
import type { Db } from "@/lib/db";
import type { Locale } from "@/i18n/routing";
import { deadlineMail } from "@/lib/mail/templates";
import type { Mail } from "@/lib/mail";
import { askingIn, roundAhead } from "./reminder-recipients";

/** Recipients read and marked sent this many at a time. */
const BATCH = 500;

export interface ReminderRun {
  round: number;
  /** Mails sent by this run. */
  sent: number;
  /** Managers who had their reminder for this round from an earlier run. */
  alreadySent: number;
  /** Mails the mail server refused: their claims stay unsent, for the next run. */
  failed: number;
}

/** Sends the round's reminders not sent yet (see the file's head); `send` is lib/mail's sendMail. */
export async function sendDeadlineReminders(
  db: Db,
  options: { roundId: number; now: Date; send: (mail: Mail) => Promise<unknown> },
): Promise<ReminderRun> {
  const round = await roundAhead(db, options.roundId, options.now);
  await db.$executeRaw`
    INSERT INTO deadline_reminder (round_id, user_id)
    SELECT ${round.id}, u.id ${askingIn(round.seasonId)}
    ON CONFLICT DO NOTHING`;
  const [{ n: alreadySent }] = await db.$queryRaw<[{ n: number }]>`
    SELECT count(*)::int AS n FROM deadline_reminder WHERE round_id = ${round.id} AND sent_at IS NOT NULL`;
  const run: ReminderRun = { round: round.number, sent: 0, alreadySent, failed: 0 };
  let after = 0;
  for (;;) {
    // Still asking for reminders now (one may have turned them off since the claim), in user order.
    const batch = await db.$queryRaw<
      { user_id: number; email: string; first_name: string; locale: string; team: string }[]
    >`
      SELECT u.id AS user_id, u.email, u.first_name, u.locale, t.name AS team
      FROM deadline_reminder r
      JOIN "user" u ON u.id = r.user_id
      JOIN user_team t ON t.user_id = u.id AND t.season_id = ${round.seasonId}
      WHERE r.round_id = ${round.id} AND r.sent_at IS NULL AND r.user_id > ${after}
        AND u.deadline_reminders AND u.is_active
      ORDER BY u.id
      LIMIT ${BATCH}`;
    if (!batch.length) break;
    after = batch.at(-1)!.user_id;
    const sent: number[] = [];
    for (const manager of batch) {
      const locale: Locale = manager.locale === "it" ? "it" : "en";
      const mail = deadlineMail(locale, {
        to: manager.email,
        firstName: manager.first_name,
        team: manager.team,
        round: round.number,
        deadline: round.deadline,
      });
      try {
        await options.send(mail);
        sent.push(manager.user_id);
      } catch {
        run.failed++;
      }
    }
    if (sent.length)
      await db.$executeRaw`
        UPDATE deadline_reminder SET sent_at = ${options.now}
        WHERE round_id = ${round.id} AND user_id = ANY(${sent}::int[])`;
    run.sent += sent.length;
  }
  return run;
}
