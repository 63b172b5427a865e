// What a round does by itself and when (lib/game/season-clock.ts).
import { describe, expect, it } from "vitest";
import { type RoundClock, closeTime, isDue, roundWork } from "@/lib/game/season-clock";

const at = (iso: string) => new Date(`2027-01-10T${iso}:00Z`);
const settings = { reminderLeadHours: [24], autoCloseAfterMinutes: 60 };
const hoursBefore = (h: number) => new Date(at("18:00").getTime() - h * 3600_000);
const scheduled: RoundClock = { id: 7, status: "scheduled", deadline: at("18:00"), games: [] };
const live = (games: RoundClock["games"]): RoundClock => ({ id: 7, status: "live", deadline: at("18:00"), games });

describe("the season's clock", () => {
  it("reminds a set time before the deadline, late rather than never, and locks at the deadline", () => {
    expect(roundWork(scheduled, settings, at("09:00"))).toEqual([
      { work: "remind", roundId: 7, leadHours: 24, at: hoursBefore(24) },
      { work: "lock", roundId: 7, at: at("18:00") },
    ]);
    expect(isDue(scheduled, settings, "remind", at("09:00"), 24)).toBe(true);
    expect(isDue(scheduled, settings, "remind", at("09:00"), 2)).toBe(false);
    expect(isDue(scheduled, settings, "lock", at("17:59"))).toBe(false);
    expect(isDue(scheduled, settings, "lock", at("18:00"))).toBe(true);
    // After the deadline no reminder is due: only the lock, at once.
    expect(roundWork(scheduled, settings, at("18:30")).map((w) => w.work)).toEqual(["lock"]);
    expect(roundWork(scheduled, { ...settings, reminderLeadHours: [] }, at("09:00")).map((w) => w.work)).toEqual([
      "lock",
    ]);
  });

  it("reminds at each lead time, and of those passed only at the nearest the deadline", () => {
    const two = { ...settings, reminderLeadHours: [2, 24, 24, 0] };
    const reminders = (now: Date) =>
      roundWork(scheduled, two, now)
        .filter((w) => w.work === "remind")
        .map((w) => [w.leadHours, w.at]);
    // A day and a half ahead: both planned, each at its time.
    expect(reminders(hoursBefore(36))).toEqual([
      [2, hoursBefore(2)],
      [24, hoursBefore(24)],
    ]);
    // Between the two: the 24-hour one (due) and the 2-hour one (to come).
    expect(reminders(hoursBefore(5))).toEqual([
      [2, hoursBefore(2)],
      [24, hoursBefore(24)],
    ]);
    expect(isDue(scheduled, two, "remind", hoursBefore(5), 24)).toBe(true);
    expect(isDue(scheduled, two, "remind", hoursBefore(5), 2)).toBe(false);
    // A worker back an hour before the deadline: only the 2-hour one, not both a moment apart.
    expect(reminders(hoursBefore(1))).toEqual([[2, hoursBefore(2)]]);
    expect(isDue(scheduled, two, "remind", hoursBefore(1), 24)).toBe(false);
  });

  it("closes a set time after the last result, once nothing is left to play and every result is in", () => {
    const results = [
      { status: "finished" as const, resultsAt: at("20:00") },
      { status: "finished" as const, resultsAt: at("22:10") },
      { status: "postponed" as const, resultsAt: null },
    ];
    expect(closeTime(live(results), settings)).toEqual(at("23:10"));
    expect(isDue(live(results), settings, "close", at("23:09"))).toBe(false);
    expect(isDue(live(results), settings, "close", at("23:10"))).toBe(true);
    expect(closeTime(live([...results, { status: "live", resultsAt: null }]), settings)).toBeNull();
    expect(closeTime(live([...results, { status: "finished", resultsAt: null }]), settings)).toBeNull();
    expect(closeTime(live(results), { ...settings, autoCloseAfterMinutes: null })).toBeNull();
    expect(closeTime({ ...live(results), status: "finished" }, settings)).toBeNull();
    // No game played (all postponed): an hour after the deadline.
    expect(closeTime(live([{ status: "postponed", resultsAt: null }]), settings)).toEqual(at("19:00"));
  });
});
