// The demo season's calendar in the end-to-end tests. The demo instance's database was seeded on the day of the run,
// its dates moved from the base calendar prisma/seed is written on (prisma/seed/calendar.ts): a test names a moment
// of the base calendar and reads it as the page shows it, `gameDay("2026-11-20T18:45:00Z", "en")`. Read from the
// served database once per worker.
import type { Locale } from "../../i18n/routing";
import { dayKey, formatDeadline, formatGameDay, formatNewsDate } from "../../lib/format/dates";
import { DemoCalendar } from "../../prisma/seed/calendar";
import { runTsx, servedDb } from "./support";

let calendar: DemoCalendar | undefined;
function demo(): DemoCalendar {
  if (calendar) return calendar;
  const out = runTsx("tests/e2e/demo-shift.ts", [], servedDb()).trim();
  if (!/^-?\d+$/.test(out))
    throw new Error(`tests/e2e/demo-shift.ts printed ${JSON.stringify(out)}, not a number of days`);
  return (calendar = new DemoCalendar(Number(out)));
}

/** A game day's heading: "20 Nov 2026 | Friday" on the base calendar. */
export const gameDay = (base: string, locale: Locale) => formatGameDay(demo().at(base), locale);
/** A round's deadline: "27 Nov 2026 | 18:45" on the base calendar. */
export const deadline = (base: string, locale: Locale) => formatDeadline(demo().at(base), locale);
/** A news date: "21 Nov 2026" on the base calendar. */
export const newsDate = (base: string, locale: Locale) => formatNewsDate(demo().at(base), locale);
/** The YYYY-MM-DD day (in Italian time) of a base-calendar moment, as the schedule's day anchors name it. */
export const dayKeyOf = (base: string) => dayKey(demo().at(base));
