// docs/product.md section 9 formatting: prices, team values, counts, percentages, abbreviations, dates.
import { describe, expect, it } from "vitest";
import {
  dayKey,
  formatApproxCount,
  formatDeadline,
  formatDeadlineWithoutYear,
  formatDecimal,
  formatGameDay,
  formatLeagueUpdate,
  formatNewsDate,
  formatPercent,
  formatPopularity,
  formatPrice,
  formatTeamValue,
  formatTime,
  formatTransferBalance,
  groupThousands,
  pitchNames,
  placementPercent,
  roundUpApprox,
  shortAbbreviation,
} from "@/lib/format";

const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

describe("money", () => {
  it("shows a player's price with one decimal and the euro sign, in the page's decimal mark", () => {
    expect(formatPrice(55, "en")).toBe("€5.5M");
    expect(formatPrice(55, "it")).toBe("€5,5M");
    expect(formatPrice(40, "en")).toBe("€4.0M");
    expect(formatPrice(140, "en")).toBe("€14.0M");
  });

  it("shows a team value with two decimals and a transfer balance signed with one", () => {
    expect(formatTeamValue(995, "en")).toBe("€99.50M");
    expect(formatTeamValue(1000, "it")).toBe("€100,00M");
    expect(formatTransferBalance(3, "en")).toBe("+€0.3M");
    expect(formatTransferBalance(-12, "it")).toBe("-€1,2M");
    expect(formatTransferBalance(0, "en")).toBe("€0.0M");
  });
});

describe("counts and percentages", () => {
  it("separates thousands with a space", () => {
    expect(groupThousands(0)).toBe("0");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(1000)).toBe(nbsp("1 000"));
    expect(groupThousands(1234567)).toBe(nbsp("1 234 567"));
    expect(formatDecimal(12345.67, 1, "it")).toBe(nbsp("12 345,7"));
    expect(formatDecimal(-1234.5, 1, "en")).toBe(nbsp("-1 234.5"));
    expect(formatDecimal(-0.04, 1, "en")).toBe("0.0");
  });

  it("rounds up to the next 10 up to 1,000, to 100 up to 100,000 and to 1,000 beyond", () => {
    expect([0, 1, 10, 241, 995, 1000].map(roundUpApprox)).toEqual([0, 10, 10, 250, 1000, 1000]);
    expect([1001, 12345, 99_950, 100_000].map(roundUpApprox)).toEqual([1100, 12400, 100_000, 100_000]);
    expect([100_001, 1_234_567].map(roundUpApprox)).toEqual([101_000, 1_235_000]);
    expect(formatApproxCount(1_234_567)).toBe(nbsp("1 235 000"));
    expect(formatApproxCount(241)).toBe("250");
  });

  it("shows popularity with one decimal and the placement as floor(100 × rank / members)", () => {
    expect(formatPopularity(1234, "en")).toBe("12.3%");
    expect(formatPopularity(1250, "it")).toBe("12,5%");
    expect(formatPercent(0, "en")).toBe("0.0%");
    expect(placementPercent(1, 3)).toBe(33);
    expect(placementPercent(3, 3)).toBe(100);
    expect(placementPercent(1, 1_000_000)).toBe(0);
    expect(placementPercent(5, 0)).toBe(0);
  });

  it("shortens club abbreviations to their first 3 characters", () => {
    expect(shortAbbreviation("JUVE")).toBe("JUV");
    expect(shortAbbreviation("IN")).toBe("IN");
  });

  it("names players on the pitch by surname, with the initial where two share it", () => {
    const names = pitchNames([
      { id: 1, firstName: "Marco", lastName: "Petrovic" },
      { id: 2, firstName: "Luka", lastName: "Petrovic" },
      { id: 3, firstName: "Andrea", lastName: "Marchetti" },
      { id: 4, firstName: "Pelé", lastName: "" },
      { id: 5, firstName: "Mario", lastName: "Kovac" },
      { id: 6, firstName: "Marco", lastName: "Kovac" },
    ]);
    expect([...names.values()]).toEqual([
      "M. Petrovic",
      "L. Petrovic",
      "Marchetti",
      "Pelé",
      "Mario Kovac",
      "Marco Kovac",
    ]);
  });
});

describe("dates, on Italian time", () => {
  // 17:45 UTC is 19:45 in Rome in summer time (UTC+2) and 18:45 in winter time (UTC+1).
  const summer = new Date("2026-09-20T17:45:00Z");
  const winter = new Date("2026-11-21T17:45:00Z");

  it("formats news dates as 'DD MMM YYYY'", () => {
    expect(formatNewsDate(summer, "en")).toBe("20 Sep 2026");
    expect(formatNewsDate(summer, "it")).toBe("20 set 2026");
    expect(formatNewsDate(new Date("2026-01-05T10:00:00Z"), "en")).toBe("05 Jan 2026");
  });

  it("formats deadlines as 'DD MMM YYYY | HH:mm' in Italian time", () => {
    expect(formatDeadline(summer, "en")).toBe("20 Sep 2026 | 19:45");
    expect(formatDeadline(winter, "it")).toBe("21 nov 2026 | 18:45");
    expect(formatTime(new Date("2026-11-21T23:05:00Z"), "en")).toBe("00:05");
  });

  it("spells every month alike in every 'DD MMM' format, in both languages", () => {
    const months = {
      en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
      it: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
    } as const;
    for (const locale of ["en", "it"] as const) {
      months[locale].forEach((month, i) => {
        // 10:30 UTC on the 11th is 11:30 or 12:30 in Rome, the same day whatever the offset.
        const date = new Date(Date.UTC(2027, i, 11, 10, 30));
        const hour = i >= 3 && i <= 9 ? "12" : "11"; // summer time from late March to late October
        expect(formatNewsDate(date, locale)).toBe(`11 ${month} 2027`);
        expect(formatDeadline(date, locale)).toBe(`11 ${month} 2027 | ${hour}:30`);
        expect(formatDeadlineWithoutYear(date, locale)).toBe(`11 ${month} | ${hour}:30`);
        expect(formatGameDay(date, locale)).toMatch(new RegExp(`^11 ${month} 2027 \\| \\p{L}+$`, "u"));
      });
    }
  });

  it("formats game days as 'DD MMM YYYY | dddd' with the weekday in the page's language", () => {
    expect(formatGameDay(winter, "en")).toBe("21 Nov 2026 | Saturday");
    expect(formatGameDay(winter, "it")).toBe("21 nov 2026 | sabato");
  });

  it("formats league updates as 'DD.MM.YY @ HH:mm'", () => {
    expect(formatLeagueUpdate(winter, "en")).toBe("21.11.26 @ 18:45");
    expect(formatLeagueUpdate("2027-03-02T08:05:00Z", "it")).toBe("02.03.27 @ 09:05");
  });

  it("keys a game to its Italian calendar day", () => {
    expect(dayKey(new Date("2026-11-21T22:59:00Z"))).toBe("2026-11-21");
    expect(dayKey(new Date("2026-11-21T23:00:00Z"))).toBe("2026-11-22");
    expect(dayKey(new Date("2026-07-31T22:00:00Z"))).toBe("2026-08-01");
  });
});
