// The end-to-end tests' browser (tests/e2e/browser.mjs): a Chromium on the machine first,
// then Playwright's own if downloaded, else none, which makes `npm test` stop with one line.
import { describe, expect, it } from "vitest";
import { NO_BROWSER, findBrowser } from "@/tests/e2e/browser.mjs";

const machine = (...files: string[]) => ({
  env: {},
  exists: (path: string) => files.includes(path),
  playwrightPath: () => "/home/u/.cache/ms-playwright/chromium-1/chrome",
});

describe("finding a browser", () => {
  it("prefers a Chromium on the machine, CHROME_PATH first", () => {
    expect(findBrowser(machine("/usr/bin/chromium"))).toEqual({
      executablePath: "/usr/bin/chromium",
      source: "system",
    });
    expect(findBrowser(machine("/usr/bin/chromium-browser", "/home/u/.cache/ms-playwright/chromium-1/chrome"))).toEqual(
      { executablePath: "/usr/bin/chromium-browser", source: "system" },
    );
    expect(
      findBrowser({ ...machine("/opt/chrome", "/usr/bin/chromium"), env: { CHROME_PATH: "/opt/chrome" } }),
    ).toEqual({ executablePath: "/opt/chrome", source: "system" });
  });

  it("falls back to Playwright's own browser when it is there, and finds none on a bare machine", () => {
    expect(findBrowser(machine("/home/u/.cache/ms-playwright/chromium-1/chrome"))).toEqual({
      executablePath: undefined,
      source: "playwright",
    });
    expect(findBrowser(machine())).toBeNull();
  });

  it("says in one line how to install one", () => {
    expect(NO_BROWSER).not.toContain("\n");
    expect(NO_BROWSER).toContain("apt-get install -y chromium");
    expect(NO_BROWSER).toContain("npx playwright install");
  });
});
