// Run by `npm test` before anything else: finds the end-to-end tests' browser (tests/e2e/browser.mjs).
// Without one, it tries Playwright's own download (its documented way); where that is impossible
// (no network, or only the distribution's package archive reachable) it stops with one line saying
// how to install one, instead of every browser test failing with "Executable doesn't exist".
import { spawnSync } from "node:child_process";
import { NO_BROWSER, findBrowser } from "./browser.mjs";

if (!findBrowser()) {
  if (!process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) {
    console.log("No Chromium found: trying Playwright's download (npx playwright install chromium)...");
    spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "ignore", timeout: 10 * 60 * 1000 });
  }
  if (!findBrowser()) {
    console.error(NO_BROWSER);
    process.exit(1);
  }
}
