// TEST_CLOCK_AHEAD_DAYS=n runs the integration tests as if today were n days later (.ci/run: 60): the seed snapshot is
// dated from that day (tests/support/seed-dump.ts) and every Date in the test process reads the moved clock, so a
// test that only passes before some fixed date fails there. The database's own now() is not moved: the app compares
// times it computed itself (deadlines, token expiries) with its own clock.
import { vi } from "vitest";
import { clockAheadMs } from "./clock-ahead";

if (clockAheadMs) {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(Date.now() + clockAheadMs);
}
