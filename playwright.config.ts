import { defineConfig } from "@playwright/test";
import { findBrowser } from "./tests/e2e/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const maintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? 3101);
const openingPort = Number(process.env.E2E_OPENING_PORT ?? 3102);
const openPort = Number(process.env.E2E_OPEN_PORT ?? 3103);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3104);
/** The spec of the sign-up-open instance: one file, run in order by a project of its own (see projects). */
const OPEN_SPEC = /open-sign-up\.spec\.ts$/;
/** The season-opening instance's states, and the head-to-head flow that changes its season after them (projects). */
const OPENING_SPEC = /public-season-opening\.spec\.ts$/;
const OPENING_H2H_SPEC = /opening-head-to-head\.spec\.ts$/;
const OPENING_CHIPS_SPEC = /opening-chips\.spec\.ts$/;
// A Chromium on the machine (Debian's, CHROME_PATH) where installed; Playwright's own elsewhere
// (tests/e2e/browser.mjs; `npm test` checks there is one first: tests/e2e/check-browser.mjs).
const systemChromium = findBrowser()?.executablePath;

export const maintenanceURL = `http://localhost:${maintenancePort}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Two cores serve three instances and two browsers; signed-in flows sign in first.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed test keeps its trace (DOM snapshots of every step) but no screencast: a pulsing Live
    // badge in view made the screencast encode a frame every 16 ms, which took the page's axe check
    // from ~2 s to ~55 s on two busy cores (docs/performance.md, "CI time").
    trace: { mode: "retain-on-failure", screenshots: false },
    // The site's animations (the Live badges' pulse) stop, as for visitors who ask for less motion
    // (motion-reduce:); they are decoration, and a still page is cheaper to render and check.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: systemChromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // The sign-up-open instance's flows, in one serial file that sets each part's width itself: its later tests
    // change the instance's season (a deadline moved into the past), which would break a sign-up running beside them.
    // First in the list, so one worker starts with it while the other takes the rest: scheduled last, its serial
    // minute or so ran with the other worker idle.
    { name: "open", testMatch: OPEN_SPEC, use: { baseURL: `http://localhost:${openPort}` } },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
      testIgnore: [OPEN_SPEC, OPENING_SPEC, OPENING_H2H_SPEC, OPENING_CHIPS_SPEC],
    },
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: /@desktop-only/,
      testIgnore: [OPEN_SPEC, OPENING_SPEC, OPENING_H2H_SPEC, OPENING_CHIPS_SPEC],
    },
    // The season-opening instance: its states at both widths, then (once they have all run) the head-to-head flow,
    // which locks, plays and closes its round 2.
    {
      name: "opening-desktop",
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
      testMatch: OPENING_SPEC,
    },
    {
      name: "opening-mobile",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: /@desktop-only/,
      testMatch: OPENING_SPEC,
    },
    {
      name: "opening-head-to-head",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: OPENING_H2H_SPEC,
      dependencies: ["opening-desktop", "opening-mobile"],
    },
    // Then the chips flow, which adds rounds 3 and 4 to the season the head-to-head flow left with round 2 finished.
    {
      name: "opening-chips",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: OPENING_CHIPS_SPEC,
      dependencies: ["opening-head-to-head"],
    },
  ],
  webServer: {
    // With E2E_PREBUILT_STATUS (.ci/run's build, made early beside the demo seed): nothing starts, not even the demo
    // database's check, until that build has ended (its exit code in the file), so the seed is never run twice at once.
    command:
      (process.env.E2E_PREBUILT_STATUS ? 'while [ ! -s "$E2E_PREBUILT_STATUS" ]; do sleep 1; done; ' : "") +
      "tsx --conditions=react-server prisma/scripts/with-db.ts --demo -- sh tests/e2e/serve.sh",
    url: `http://localhost:${port}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      E2E_PORT: String(port),
      E2E_MAINTENANCE_PORT: String(maintenancePort),
      E2E_OPENING_PORT: String(openingPort),
      E2E_OPEN_PORT: String(openPort),
      // The test mail server every instance sends to (tests/e2e/mail/smtp-sink.ts) and where it files the mails.
      E2E_SMTP_PORT: String(smtpPort),
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR ?? ".data/e2e-mail",
      // Its own embedded database, beside (not inside) a developer's .data/pglite.
      PGLITE_DIR: process.env.PGLITE_DIR ?? ".data/e2e-pglite",
      // The season-opening instance's database (tests/e2e/opening/setup.ts), rebuilt each run.
      E2E_OPENING_PGLITE_DIR: process.env.E2E_OPENING_PGLITE_DIR ?? ".data/e2e-opening-pglite",
      // The sign-up-open instance's database (tests/e2e/open/setup.ts), rebuilt each run.
      E2E_OPEN_PGLITE_DIR: process.env.E2E_OPEN_PGLITE_DIR ?? ".data/e2e-open-pglite",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      NEXT_TELEMETRY_DISABLED: "1",
      // The tests stand for a proxy in front of the app: a browser context that must not share the rate limits'
      // counts with the others names its own client in X-Forwarded-For (tests/e2e/public-contact-download.spec.ts).
      TRUSTED_PROXY_HOPS: "1",
    },
  },
});
