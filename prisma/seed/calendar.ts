// The demo season's calendar follows the day it is loaded (README.md, "Quick start"). The seed is written on a base
// calendar whose "today" is Sunday 22 November 2026, 15:00 UTC: rounds 1–12 finished, round 13 live since its
// deadline on Friday 20 November, round 14's deadline on Friday 27 November. Every date the seed writes goes through
// `DemoCalendar.at`, which moves it by whole days so that the demo's today falls within the day before the moment of
// loading: round 13's deadline is then 1–3 days past and round 14's 4–6 days ahead, on any date.
//
// Whole days, not whole weeks: a kick-off keeps its time of day but not its weekday. Moving by weeks would keep
// Friday-to-Monday rounds, but for one weekday in seven either round 13's deadline would still be ahead or round 14's
// already past (a week's move cannot put a fixed weekday within a day of any date).

export const DAY_MS = 86_400_000;

/** The demo's today on the base calendar. */
export const BASE_TODAY = new Date("2026-11-22T15:00:00Z");

/** Whole days that put the base calendar's today within the day before `now`. */
export const shiftDaysFor = (now: Date) => Math.floor((now.getTime() - BASE_TODAY.getTime()) / DAY_MS);

/** The first and last days of the demo's season and of the one before it, on the base calendar. */
const SEASON_DAYS = { starts: "2026-08-21", ends: "2027-05-30" };
const PREVIOUS_SEASON_DAYS = { starts: "2025-08-22", ends: "2026-05-24" };

export class DemoCalendar {
  readonly today: Date;
  constructor(readonly shiftDays: number) {
    this.today = this.at(BASE_TODAY);
  }

  static loadedAt(now: Date): DemoCalendar {
    return new DemoCalendar(shiftDaysFor(now));
  }

  /** A moment of the base calendar (a Date, or an ISO string: a bare date is midnight UTC) on this one. */
  at(base: Date | string): Date {
    return new Date(new Date(base).getTime() + this.shiftDays * DAY_MS);
  }

  /** The demo's live season on this calendar. */
  get season() {
    return this.seasonOf(SEASON_DAYS);
  }

  /** The finished season before it. */
  get previousSeason() {
    return this.seasonOf(PREVIOUS_SEASON_DAYS);
  }

  private seasonOf(days: { starts: string; ends: string }) {
    return { name: this.seasonName(days.starts), startsOn: this.at(days.starts), endsOn: this.at(days.ends) };
  }

  /** "2026/27" for a season that starts in 2026 on this calendar: the names move with the dates. */
  seasonName(baseStart: string): string {
    const year = this.at(baseStart).getUTCFullYear();
    return `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
  }
}
