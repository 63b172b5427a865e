// One piece of a round's clock, when its job's time comes (lib/game/season-clock.ts): checked again first, then done
// with the use cases an operator's command uses (the lock, the reminders, the close), so a job and a command can never
// differ on a rule. A job for work no longer due (a deadline moved later, a round an operator already closed) does
// nothing and says why.
import "server-only";
import { getDb } from "@/lib/db";
import { type ClockWork, isDue } from "@/lib/game/season-clock";
import { closeRound } from "../rounds/close";
import { refreshForecastAfterClose } from "../forecast/refresh-forecast";
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
  /** A reminder's lead time, in hours. */
  leadHours?: number;
}): Promise<ClockWorkResult> {
  const { settings, rounds } = await listRoundClocks({ roundId: options.roundId });
  const round = rounds[0];
  if (!round) return { done: false, roundNumber: null, text: `Round ${options.roundId} no longer exists.` };
  const roundNumber = round.number;
  if (!isDue(round, settings, options.work, options.now, options.leadHours))
    return { done: false, roundNumber, text: `Round ${roundNumber}: no ${options.work} due now (${round.status}).` };
  switch (options.work) {
    case "lock": {
      const r = await lockRound({ roundId: round.id, now: options.now });
      return { done: true, roundNumber, text: `Round ${roundNumber} locked at its deadline: ${r.teams} teams.` };
    }
    case "remind": {
      const leadHours = options.leadHours ?? 0;
      const r = await sendDeadlineReminders(await getDb(), { roundId: round.id, leadHours, now: options.now });
      return {
        done: true,
        roundNumber,
        text: `Round ${roundNumber}: ${r.queued} deadline reminders queued ${leadHours} h ahead (${r.alreadyQueued} managers had theirs already).`,
      };
    }
    case "close": {
      const r = await closeRound({ roundId: round.id, now: options.now });
      const f = await refreshForecastAfterClose({ roundId: round.id, now: options.now });
      return {
        done: true,
        roundNumber,
        text: `Round ${roundNumber} closed by itself: ${r.steps} steps; ${f.text}.`,
      };
    }
  }
}
