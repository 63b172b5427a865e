// One piece of a round's clock, when its job's time comes (lib/game/season-clock.ts): checked again first, then done
// with the use cases an operator's command uses (the lock, the reminders, the close), so a job and a command can never
// differ on a rule. A job for work no longer due (a deadline moved later, a round an operator already closed) does
// nothing and says why.
import "server-only";
import { getDb } from "@/lib/db";
import { type ClockWork, isDue } from "@/lib/game/season-clock";
import type { Mail } from "@/lib/mail";
import { closeRound } from "../rounds/close";
import { lockRound } from "../rounds/lock-round";
import { sendDeadlineReminders } from "../users/send-deadline-reminders";
import { listRoundClocks } from "./list-round-clocks";

export interface ClockWorkResult {
  /** False when the work was no longer due and nothing was done. */
  done: boolean;
  roundNumber: number | null;
  /** What it did, in an operator's words (the audit trail's line). */
  text: string;
}

export async function runClockWork(options: {
  work: ClockWork;
  roundId: number;
  now: Date;
  /** Sends one mail (lib/mail's sendMail). */
  send: (mail: Mail) => Promise<unknown>;
}): Promise<ClockWorkResult> {
  const { settings, rounds } = await listRoundClocks({ roundId: options.roundId });
  const round = rounds[0];
  if (!round) return { done: false, roundNumber: null, text: `Round ${options.roundId} no longer exists.` };
  const roundNumber = round.number;
  if (!isDue(round, settings, options.work, options.now))
    return { done: false, roundNumber, text: `Round ${roundNumber}: no ${options.work} due now (${round.status}).` };
  switch (options.work) {
    case "lock": {
      const r = await lockRound({ roundId: round.id, now: options.now });
      return { done: true, roundNumber, text: `Round ${roundNumber} locked at its deadline: ${r.teams} teams.` };
    }
    case "remind": {
      const r = await sendDeadlineReminders(await getDb(), { roundId: round.id, now: options.now, send: options.send });
      // Mails the server refused stay claimed and unsent: failing makes the queue try again later.
      if (r.failed) throw new Error(`Round ${roundNumber}: ${r.failed} deadline reminders refused by the mail server.`);
      return {
        done: true,
        roundNumber,
        text: `Round ${roundNumber}: ${r.sent} deadline reminders sent (${r.alreadySent} managers had theirs already).`,
      };
    }
    case "close": {
      const r = await closeRound({ roundId: round.id, now: options.now });
      return { done: true, roundNumber, text: `Round ${roundNumber} closed by itself: ${r.steps} steps.` };
    }
  }
}
