// Numbers as the spec shows them (section 9 "Price display"). Money arrives as integer tenths of a
// million euro (55 = €5.5M), as the database stores it; popularity in hundredths of a percent.
import type { Locale } from "@/i18n/routing";

/** Thousands are separated by a (no-break) space in both languages. */
const THOUSANDS = "\u00a0";
const decimalMark = (locale: Locale) => (locale === "it" ? "," : ".");

/** `value` with `digits` decimals, the language's decimal mark and space-separated thousands. */
export function formatDecimal(value: number, digits: number, locale: Locale): string {
  const [whole, fraction] = Math.abs(value).toFixed(digits).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS);
  return `${value < 0 && Number(value.toFixed(digits)) !== 0 ? "-" : ""}${grouped}${fraction ? decimalMark(locale) + fraction : ""}`;
}

/** A whole number with space-separated thousands: 1234567 → "1 234 567". */
export const groupThousands = (value: number) => formatDecimal(Math.round(value), 0, "en");

/**
 * Rounds a count up for an approximate display: to the next 10 up to 1,000, to the next 100 up to
 * 100,000, to the next 1,000 beyond (241 → 250, 12 345 → 12 400, 1 234 567 → 1 235 000).
 */
export function roundUpApprox(value: number): number {
  const step = value <= 1_000 ? 10 : value <= 100_000 ? 100 : 1_000;
  return Math.ceil(value / step) * step;
}

/** A count shown approximately: rounded up, thousands separated ("12 400"). */
export const formatApproxCount = (value: number) => groupThousands(roundUpApprox(value));

const millions = (tenths: number) => tenths / 10;

/** A player's price, one decimal with the euro sign: 55 → "€5.5M" ("€5,5M" in Italian). */
export const formatPrice = (tenths: number, locale: Locale) => `€${formatDecimal(millions(tenths), 1, locale)}M`;

/** A team's value, two decimals: 995 → "€99.50M". */
export const formatTeamValue = (tenths: number, locale: Locale) => `€${formatDecimal(millions(tenths), 2, locale)}M`;

/** A transfer balance, one decimal and signed: 3 → "+€0.3M", -12 → "-€1.2M", 0 → "€0.0M". */
export function formatTransferBalance(tenths: number, locale: Locale): string {
  const sign = tenths > 0 ? "+" : tenths < 0 ? "-" : "";
  return `${sign}${formatPrice(Math.abs(tenths), locale)}`;
}

/** A percentage with one decimal: 12.34 → "12.3%". */
export const formatPercent = (percent: number, locale: Locale) => `${formatDecimal(percent, 1, locale)}%`;

/** "Selected by", stored in hundredths of a percent: 1234 → "12.3%". */
export const formatPopularity = (basisPoints: number, locale: Locale) => formatPercent(basisPoints / 100, locale);

/** The placement percentage of a rank among members: floor(100 × rank / members). */
export const placementPercent = (rank: number, members: number) =>
  members > 0 ? Math.floor((100 * rank) / members) : 0;
