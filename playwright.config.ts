import { defineConfig } from "@playwright/test";
import { findBrowser } from "./tests/e2e/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
const maintenancePort = Number(process.env.E2E_MAINTENANCE_PORT ?? 3101);
const openingPort = Number(process.env.E2E_OPENING_PORT ?? 3102);
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
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@mobile-only/ },
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: "tsx --conditions=react-server prisma/scripts/with-db.ts --demo -- sh tests/e2e/serve.sh",
    url: `http://localhost:${port}/`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      E2E_PORT: String(port),
      E2E_MAINTENANCE_PORT: String(maintenancePort),
      E2E_OPENING_PORT: String(openingPort),
      // Its own embedded database, beside (not inside) a developer's .data/pglite.
      PGLITE_DIR: process.env.PGLITE_DIR ?? ".data/e2e-pglite",
      // The season-opening instance's database (tests/e2e/opening/setup.ts), rebuilt each run.
      E2E_OPENING_PGLITE_DIR: process.env.E2E_OPENING_PGLITE_DIR ?? ".data/e2e-opening-pglite",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  },
});
