// The browser the end-to-end tests run in (docs/security.md, the test set-up): a Chromium already on the machine (Debian's
// /usr/bin/chromium, CHROME_PATH), else Playwright's own when it has been downloaded. Shared by
// playwright.config.ts and tests/e2e/check-browser.mjs, which `npm test` runs first.
import fs from "node:fs";
import { chromium } from "@playwright/test";

/** System browsers, in order of preference. */
export const SYSTEM_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The browser to launch: `{ executablePath }` for a system Chromium (undefined path: Playwright's own), or null when
 * there is none. `exists` and `playwrightPath` are for tests.
 */
export function findBrowser({
  env = process.env,
  exists = fs.existsSync,
  playwrightPath = () => chromium.executablePath(),
} = {}) {
  const candidates = [env.CHROME_PATH, ...SYSTEM_BROWSERS].filter(Boolean);
  const system = candidates.find((path) => exists(path));
  if (system) return { executablePath: system, source: "system" };
  const own = playwrightPath();
  if (own && exists(own)) return { executablePath: undefined, source: "playwright" };
  return null;
}

/** The one line `npm test` prints when there is no browser and none could be downloaded. */
export const NO_BROWSER =
  "npm test: no browser for the end-to-end tests. Install one with `sudo apt-get install -y chromium` " +
  "(Debian/Ubuntu; the only way where only the distribution's archive is reachable) or " +
  "`npx playwright install --with-deps chromium`, then run npm test again.";
