// What a season does by itself, and when (docs/design.md section 4, "The season's clock"): a round is locked at its
// deadline, its managers are reminded a set time before it, and it is closed a set time after its last result is in.
// Pure: the job worker (worker/) asks it what is due for each round and runs what it says, and asks again when the
// job's time comes, so a job planned for a deadline that was moved since, or for a round closed by hand meanwhile,
// does nothing.

export type ClockWork = "lock" | "remind" | "close";

export interface RoundClock {
  id: number;
  status: "scheduled" | "live" | "finished" | "cancelled";
  deadline: Date;
  games: {
    status: "scheduled" | "live" | "finished" | "cancelled" | "technical" | "postponed";
    resultsAt: Date | null;
  }[];
}

export interface ClockSettings {
  /** Hours before the deadline the reminders go out; 0: never by themselves. */
  reminderLeadHours: number;
  /** Minutes after the round's last result it closes; null: never by itself. */
  autoCloseAfterMinutes: number | null;
}

export interface DueWork {
  work: ClockWork;
  roundId: number;
  /** When it is due: a time past means at once (a worker that was down does it as soon as it is back). */
  at: Date;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * When a live round may close by itself: no game is still to be played or being played, and every game played has its
 * results in (a finished game without them would score nothing). Null while it may not. The time is its last result's
 * (or its deadline's, when no game was played) plus the delay.
 */
export function closeTime(round: RoundClock, settings: ClockSettings): Date | null {
  if (round.status !== "live" || settings.autoCloseAfterMinutes === null) return null;
  if (round.games.some((g) => g.status === "scheduled" || g.status === "live")) return null;
  if (round.games.some((g) => g.status === "finished" && !g.resultsAt)) return null;
  const last = Math.max(round.deadline.getTime(), ...round.games.map((g) => g.resultsAt?.getTime() ?? 0));
  return new Date(last + settings.autoCloseAfterMinutes * MINUTE_MS);
}

/** Everything the round has to do by itself from now on, each with its time. */
export function roundWork(round: RoundClock, settings: ClockSettings, now: Date): DueWork[] {
  const due: DueWork[] = [];
  if (round.status === "scheduled") {
    // Reminders only while the deadline is ahead: one planned for a time passed goes at once, never after it.
    if (settings.reminderLeadHours > 0 && now < round.deadline) {
      const at = new Date(round.deadline.getTime() - settings.reminderLeadHours * HOUR_MS);
      due.push({ work: "remind", roundId: round.id, at });
    }
    due.push({ work: "lock", roundId: round.id, at: round.deadline });
  }
  const close = closeTime(round, settings);
  if (close) due.push({ work: "close", roundId: round.id, at: close });
  return due;
}

/** Whether `work` is due for the round now: what a job checks when its time comes, before it does anything. */
export const isDue = (round: RoundClock, settings: ClockSettings, work: ClockWork, now: Date) =>
  roundWork(round, settings, now).some((d) => d.work === work && d.at.getTime() <= now.getTime());
