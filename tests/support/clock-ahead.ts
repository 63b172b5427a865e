// How far ahead of the machine's clock the tests run (TEST_CLOCK_AHEAD_DAYS, tests/support/clock.ts).
export const clockAheadMs = Number(process.env.TEST_CLOCK_AHEAD_DAYS ?? 0) * 86_400_000;
