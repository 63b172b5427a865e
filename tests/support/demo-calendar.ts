// The demo season's calendar in the integration tests: the seed snapshot of the run (tests/support/seed-snapshot.ts)
// was dated from the day it was taken, so a test names a moment of the base calendar (the one prisma/seed is written
// on, its today Sunday 2026-11-22) and `demo.at` gives that moment in the demo it runs against:
// `demo.at("2026-11-22T16:00:00Z")` is an hour after the demo's today, whatever the date.
import { inject } from "vitest";
import { DemoCalendar } from "../../prisma/seed/calendar";

export const demo = new DemoCalendar(inject("demoShiftDays"));
