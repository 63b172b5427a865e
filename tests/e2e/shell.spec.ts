import { expect, test } from "@playwright/test";
import { MAINTENANCE_URL, open, openMobileMenu, signIn } from "./support";

test.describe("home", () => {
  test("is served in English at / and in Italian at /it/ @desktop-only", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Build your own 15-man team")).toBeVisible();
    await expect(page).toHaveTitle(/Fantasy Serie A/);

    await page.goto("/it/");
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByText("Crea la tua squadra di 15 giocatori")).toBeVisible();
  });

  test("negotiates the language of a first visit from Accept-Language @desktop-only", async ({ browser }) => {
    const context = await browser.newContext({
      locale: "it-IT",
      extraHTTPHeaders: { "Accept-Language": "it-IT,it;q=0.9" },
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/it\/$/);
    await context.close();
  });
});

test.describe("language switch", () => {
  test("reloads the same page in the other language, and back", async ({ page, isMobile }) => {
    await open(page, "/does-not-exist/?x=1");
    if (isMobile) await openMobileMenu(page);
    await page.getByRole("link", { name: /italiano/i }).click();
    await expect(page).toHaveURL(/\/it\/does-not-exist\/\?x=1$/);
    await page.locator("header[data-ready]").waitFor();
    await expect(page.getByText("Pagina non trovata")).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: "Apri il menu" }).click();
    await page.getByRole("link", { name: /english/i }).click();
    await expect(page).toHaveURL(/\/does-not-exist\/\?x=1$/);
    await expect(page.getByText("Page not found")).toBeVisible();
  });
});

test.describe("not found", () => {
  test("answers 404 with the spec's texts in both languages @desktop-only", async ({ page }) => {
    const response = await page.goto("/no/such/page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("OOPS... 404")).toBeVisible();
    await expect(page.getByText("Page not found")).toBeVisible();

    const italian = await page.goto("/it/no/such/page/");
    expect(italian?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
    await expect(page.getByText("Pagina non trovata")).toBeVisible();
  });
});

test.describe("protected pages", () => {
  test("send a signed-out visitor to / with the sign-in modal open @mobile-only", async ({ page }) => {
    await open(page, "/transfers/");
    await expect(page).toHaveURL(/\/\?sign_in=1$/);
    await expect(page.getByRole("dialog")).toBeVisible();
  });
});

test.describe("the landing page signed in", () => {
  test("sends a fan with a verified e-mail to /main/ in his language @desktop-only", async ({ page }) => {
    await signIn(page, "/");
    await expect(page).toHaveURL(/\/main\/$/);
    await open(page, "/it/");
    await expect(page).toHaveURL(/\/it\/main\/$/);
    // Where a page sends a session that has ended, the landing page stays (no loop between / and /main/).
    await open(page, "/?sign_in=1");
    await expect(page).toHaveURL(/\/\?sign_in=1$/);
  });
});

test.describe("maintenance mode", () => {
  test("redirects every page to /maintenance/ in its language @desktop-only", async ({ page }) => {
    await page.goto(`${MAINTENANCE_URL}/news/`);
    await expect(page).toHaveURL(`${MAINTENANCE_URL}/maintenance/`);
    await expect(page.getByText("Down for maintenance. Stay with us...")).toBeVisible();

    await page.goto(`${MAINTENANCE_URL}/it/`);
    await expect(page).toHaveURL(`${MAINTENANCE_URL}/it/maintenance/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "it");
  });

  test("redirects API calls to a maintenance URL answering 503 @desktop-only", async ({ request }) => {
    const response = await request.get(`${MAINTENANCE_URL}/api/v0/settings/`);
    expect(response.status()).toBe(503);
    expect(response.url()).toContain("maintenance");
  });
});

test.describe("footer", () => {
  test("links to the privacy policy, terms of use and cookies policy in both languages", async ({ page }) => {
    await open(page, "/");
    const legal = page.getByRole("contentinfo").getByRole("navigation");
    await legal.getByRole("link", { name: "Privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(page.getByText(/Last updated .* \(version 1\)/)).toBeVisible();

    await open(page, "/it/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Termini di utilizzo" }).click();
    await expect(page).toHaveURL(/\/it\/terms-of-use\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Termini di utilizzo" })).toBeVisible();
    expect((await page.goto("/it/cookies-policy/"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Informativa sui cookie" })).toBeVisible();
  });
});
