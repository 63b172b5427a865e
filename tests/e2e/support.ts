export const MAINTENANCE_URL = `http://localhost:${process.env.E2E_MAINTENANCE_PORT ?? 3101}`;
/** The season-opening instance (tests/e2e/opening/setup.ts): season 2027/28, nothing played, round 1 called off. */
export const OPENING_URL = `http://localhost:${process.env.E2E_OPENING_PORT ?? 3102}`;

import type { Cookie, Page } from "@playwright/test";

/**
 * Axe's WCAG 2.1 A and AA rules find nothing on the page (with `serious`, nothing serious or critical). An open dialog
 * makes the page behind it inert a moment after its own paint (components/ui/dialog.tsx): axe runs once it has, as a
 * user meets the page.
 */
export async function expectAxeClean(page: Page, { serious = false } = {}) {
  const { expect } = await import("@playwright/test");
  const { default: AxeBuilder } = await import("@axe-core/playwright");
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("dialog[popover]")).every((d) => d.hasAttribute("data-page-inert")),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const found = serious
    ? results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    : results.violations;
  expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
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
    const { expect } = await import("@playwright/test");
    const { csrfToken } = (await (await page.request.get("/api/auth/csrf/")).json()) as { csrfToken: string };
    const response = await page.request.post("/api/auth/callback/credentials/", {
      form: { csrfToken, email: "demo@example.com", password: "Demo-pass-1", json: "true" },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(200);
    demoSession = await context.cookies();
    expect(demoSession.map((c) => c.name).join(" ")).toContain("session-token");
  }
  return open(page, path);
}
