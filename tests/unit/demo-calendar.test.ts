// The demo season's calendar (prisma/seed/calendar.ts): loaded on any day, its live round's deadline has passed and
// the next one is days ahead.
import { describe, expect, it } from "vitest";
import { BASE_TODAY, DAY_MS, DemoCalendar } from "@/prisma/seed/calendar";
import { LIVE_ROUND, kickoffs, roundStartDays } from "@/prisma/seed/season";

/** Round `n`'s deadline on `calendar`: an hour before its first kick-off, as the seed writes it. */
const deadline = (calendar: DemoCalendar, n: number) => {
  const { start, midweek } = roundStartDays()[n - 1]!;
  return kickoffs(calendar.at(start), midweek)[0]!.getTime() - 3600_000;
};

describe("the demo calendar", () => {
  it("is the base calendar on the base calendar's today", () => {
    expect(DemoCalendar.loadedAt(BASE_TODAY).shiftDays).toBe(0);
    expect(DemoCalendar.loadedAt(new Date(BASE_TODAY.getTime() - 1)).shiftDays).toBe(-1);
  });

  it("has the live round's deadline 1–3 days past and the next one 4–6 days ahead, loaded at any hour of two years", () => {
    for (let now = Date.parse("2026-06-01T00:00:00Z"); now < Date.parse("2028-06-01T00:00:00Z"); now += 3600_000 * 7) {
      const calendar = DemoCalendar.loadedAt(new Date(now));
      expect(calendar.today.getTime()).toBeLessThanOrEqual(now);
      expect(now - calendar.today.getTime()).toBeLessThan(DAY_MS);
      const past = (now - deadline(calendar, LIVE_ROUND)) / DAY_MS;
      const ahead = (deadline(calendar, LIVE_ROUND + 1) - now) / DAY_MS;
      expect(past).toBeGreaterThan(1);
      expect(past).toBeLessThan(3);
      expect(ahead).toBeGreaterThan(4);
      expect(ahead).toBeLessThan(6);
    }
  });

  it("keeps each kick-off's time of day and names the seasons after their moved years", () => {
    const calendar = DemoCalendar.loadedAt(new Date("2027-09-10T08:00:00Z"));
    expect(calendar.at("2026-11-20T18:45:00Z").toISOString().slice(11)).toBe("18:45:00.000Z");
    expect(calendar.seasonName("2026-08-21")).toBe("2027/28");
    expect(calendar.seasonName("2025-08-22")).toBe("2026/27");
    expect(new DemoCalendar(0).seasonName("2099-08-21")).toBe("2099/00");
  });
});
