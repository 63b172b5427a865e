export const MAINTENANCE_URL = `http://localhost:${process.env.E2E_MAINTENANCE_PORT ?? 3101}`;
/** The season-opening instance (tests/e2e/opening/setup.ts): season 2027/28, nothing played, round 1 called off. */
export const OPENING_URL = `http://localhost:${process.env.E2E_OPENING_PORT ?? 3102}`;

import type { Page } from "@playwright/test";

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
