// The spec's date formats (section 9), localised: month and weekday names in the page's language,
// times in the league's time zone (Serie A plays on Italian time), whatever the server's zone.
// The one date formatter of the pages and the API (lib/api/serializers), so both spell a month alike.
import type { Locale } from "@/i18n/routing";

export const TIME_ZONE = "Europe/Rome";

type Part = "day" | "month" | "year" | "hour" | "minute" | "weekday";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The named parts of `date` in the league's time zone; month short, weekday long. */
function parts(date: Date | string, locale: Locale, numericMonth = false): Record<Part, string> {
  const key = `${locale}:${numericMonth}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // en-US spells September "Sep" (en-GB says "Sept"); the day-month order is ours, not the locale's.
    formatter = new Intl.DateTimeFormat(locale === "it" ? "it-IT" : "en-US", {
      timeZone: TIME_ZONE,
      day: "2-digit",
      month: numericMonth ? "2-digit" : "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "long",
      hourCycle: "h23",
    });
    formatters.set(key, formatter);
  }
  const out = {} as Record<Part, string>;
  for (const part of formatter.formatToParts(typeof date === "string" ? new Date(date) : date)) {
    if (part.type in { day: 1, month: 1, year: 1, hour: 1, minute: 1, weekday: 1 })
      out[part.type as Part] = part.value.replace(/\.$/, "");
  }
  return out;
}

/** News dates: 'DD MMM YYYY' → "22 Nov 2026" ("22 nov 2026"). */
export function formatNewsDate(date: Date | string, locale: Locale): string {
  const p = parts(date, locale);
  return `${p.day} ${p.month} ${p.year}`;
}

/** Round deadlines: 'DD MMM YYYY | HH:mm' → "20 Nov 2026 | 18:45". */
export function formatDeadline(date: Date | string, locale: Locale): string {
  const p = parts(date, locale);
  return `${p.day} ${p.month} ${p.year} | ${p.hour}:${p.minute}`;
}

/** Round deadlines in the round list, without the year: 'DD MMM | HH:mm' → "11 Sep | 18:45" ("11 set | 18:45"). */
export function formatDeadlineWithoutYear(date: Date | string, locale: Locale): string {
  const p = parts(date, locale);
  return `${p.day} ${p.month} | ${p.hour}:${p.minute}`;
}

/** Game days: 'DD MMM YYYY | dddd' → "21 Nov 2026 | Saturday" ("21 nov 2026 | sabato"). */
export function formatGameDay(date: Date | string, locale: Locale): string {
  const p = parts(date, locale);
  return `${p.day} ${p.month} ${p.year} | ${p.weekday}`;
}

/** League update times: 'DD.MM.YY @ HH:mm' → "22.11.26 @ 16:00". */
export function formatLeagueUpdate(date: Date | string, locale: Locale): string {
  const p = parts(date, locale, true);
  return `${p.day}.${p.month}.${p.year.slice(-2)} @ ${p.hour}:${p.minute}`;
}

/** A kick-off time: 'HH:mm'. */
export function formatTime(date: Date | string, locale: Locale): string {
  const p = parts(date, locale);
  return `${p.hour}:${p.minute}`;
}

/** The calendar day of `date` in the league's time zone, as YYYY-MM-DD: the key games are grouped by. */
export function dayKey(date: Date | string): string {
  const p = parts(date, "en", true);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Noon of a YYYY-MM-DD day key, a Date that formats as that day in the league's time zone. */
export const dayFromKey = (key: string) => new Date(`${key}T12:00:00Z`);
