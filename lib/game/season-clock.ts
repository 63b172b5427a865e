// What a season does by itself, and when (docs/design.md section 4, "The season's clock"): a round is locked at its
// deadline, its managers are reminded set times before it, and it is closed a set time after its last result is in.
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
  /** Hours before the deadline a reminder goes out, one for each; none: never by themselves. */
  reminderLeadHours: number[];
  /** Minutes after the round's last result it closes; null: never by itself. */
  autoCloseAfterMinutes: number | null;
}

export interface DueWork {
  work: ClockWork;
  roundId: number;
  /** A reminder's lead time, in hours before the deadline (its work is "remind"). */
  leadHours?: number;
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
    // Reminders only while the deadline is ahead: one planned for a time passed goes at once, never after it, and
    // of those whose time has passed only the nearest the deadline (a worker back 3 hours before it sends the 24-hour
    // reminder, not that one and then the 2-hour one a few seconds apart).
    if (now < round.deadline) {
      const leads = [...new Set(settings.reminderLeadHours.filter((h) => h > 0))].sort((a, b) => a - b);
      const passed = leads.find((h) => round.deadline.getTime() - h * HOUR_MS <= now.getTime());
      for (const leadHours of leads.filter((h) => passed === undefined || h <= passed)) {
        const at = new Date(round.deadline.getTime() - leadHours * HOUR_MS);
        due.push({ work: "remind", roundId: round.id, leadHours, at });
      }
    }
    due.push({ work: "lock", roundId: round.id, at: round.deadline });
  }
  const close = closeTime(round, settings);
  if (close) due.push({ work: "close", roundId: round.id, at: close });
  return due;
}

/**
 * Whether `work` (a reminder: at `leadHours`) is due for the round now: what a job checks when its time comes, before it
 * does anything.
 */
export const isDue = (round: RoundClock, settings: ClockSettings, work: ClockWork, now: Date, leadHours?: number) =>
  roundWork(round, settings, now).some(
    (d) => d.work === work && d.leadHours === leadHours && d.at.getTime() <= now.getTime(),
  );

/**
 * The lead time a reminder sent by hand (`ops round remind`) counts as: the longest set, the worker's first, so the
 * worker does not send it again at that lead; 0 when none is set (reminders only by hand).
 */
export const handLeadHours = (settings: Pick<ClockSettings, "reminderLeadHours">) =>
  Math.max(0, ...settings.reminderLeadHours);
