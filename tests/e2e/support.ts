export const MAINTENANCE_URL = `http://localhost:${process.env.E2E_MAINTENANCE_PORT ?? 3101}`;
/** The season-opening instance (tests/e2e/opening/setup.ts): a season live, nothing played, round 1 called off. */
export const OPENING_URL = `http://localhost:${process.env.E2E_OPENING_PORT ?? 3102}`;

import { execFileSync } from "node:child_process";
import type { Cookie, Page } from "@playwright/test";

/**
 * Runs a TypeScript script of the repository (as `npx tsx --conditions=react-server <script> <args>` would, without
 * npx's own start-up, ~0.5 s of CPU a call on two busy cores) and returns its output; throws when it exits non-zero.
 */
export function runTsx(script: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(process.execPath, ["--import", "tsx", "--conditions=react-server", script, ...args], {
    // Playwright sets FORCE_COLOR for its workers, which makes a script's console.log(9) print "\x1b[33m9\x1b[39m".
    env: { ...env, FORCE_COLOR: "0" },
    encoding: "utf8",
  });
}

/** The environment of a script that runs beside the served demo database (DATABASE_URL, else its PGlite). */
export const servedDb = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PGLITE_DIR: process.env.PGLITE_DIR ?? ".data/e2e-pglite",
});

/**
 * Axe's WCAG 2.1 A and AA rules find nothing on the page (with `serious`, nothing serious or critical). An open dialog
 * makes the page behind it inert a moment after its own paint (components/ui/dialog.tsx): axe runs once it has, as a
 * user meets the page. `soft`: a violation fails the test but lets it go on (several pages checked in one test).
 */
export async function expectAxeClean(page: Page, { serious = false, soft = false } = {}) {
  const { expect } = await import("@playwright/test");
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("dialog[popover]")).every((d) => d.hasAttribute("data-page-inert")),
  );
  // Colours are checked once they settle: a button just enabled fades in from its disabled opacity (a 150 ms
  // transition), and axe caught it half-way as too little contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running"),
  );
  // Only the violations are worked out in full (axe's resultTypes): the passes and the inapplicable rules, which
  // nothing here reads, are not given a selector for every node they matched (a fifth to a third of axe's time).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  const found = serious
    ? results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    : results.violations;
  (soft ? expect.soft : expect)(
    found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Opens a page and waits until its header is interactive (hydrated). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("header[data-ready]").waitFor();
  return response;
}

/** Opens the burger menu (under 768 px). */
export async function openMobileMenu(page: Page) {
  const { expect } = await import("@playwright/test");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
}

/**
 * Signs `who` in through next-auth's credentials callback, what the sign-in form posts (the form itself is tested in
 * header.spec.ts and account.spec.ts): the session's cookies land in the page's context. Then opens `path`, if given.
 * Each call counts against the sign-in limit of 10 a minute per address (lib/api/rate-limit.ts LIMITS.token).
 */
export async function signInWith(page: Page, who: { email: string; password: string }, path?: string) {
  const { expect } = await import("@playwright/test");
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf/")).json()) as { csrfToken: string };
  // Each sign-in from a client address of its own (the server trusts one proxy hop here): the specs sign in dozens of
  // managers a minute, and the sign-in limit per address (10 a minute) is not what they test.
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const response = await page.request.post("/api/auth/callback/credentials/", {
    form: { csrfToken, email: who.email, password: who.password, json: "true" },
    headers: { "X-Forwarded-For": address },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(200);
  expect((await page.context().cookies()).map((c) => c.name).join(" ")).toContain("session-token");
  return path === undefined ? undefined : open(page, path);
}

/** The demo user's session cookies, once this worker has signed in. */
let demoSession: Cookie[] | undefined;

/**
 * Opens `path` signed in as the demo user. The first call in a worker signs in through next-auth's
 * credentials callback (what the sign-in form posts; the form itself is tested in header.spec.ts)
 * and later calls reuse the session's cookies: sign-ins count against the per-address limit of 10
 * a minute (lib/api/rate-limit.ts LIMITS.token), which a suite signing in for every test would hit.
 * Tests that sign out, or change the demo user's password, should sign in on their own.
 */
export async function signIn(page: Page, path: string) {
  const context = page.context();
  if (demoSession) {
    await context.addCookies(demoSession);
  } else {
    await signInWith(page, { email: "demo@example.com", password: "Demo-pass-1" });
    demoSession = await context.cookies();
  }
  return open(page, path);
}

/**
 * A whole-page screenshot for docs/screenshots/, in a window as tall as the page: a full-page capture keeps the
 * window's height, so a sticky header or the phone's sticky save bar would be drawn where the window's top or bottom
 * was, half-way down the picture, over the page.
 */
export async function fullPageShot(page: Page, path: string) {
  const size = page.viewportSize()!;
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.screenshot({ path });
  await page.setViewportSize(size);
}
