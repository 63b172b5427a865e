import { expect, test } from "@playwright/test";
import { open, openMobileMenu } from "./support";

test.describe("header", () => {
  test("becomes sticky after 50 px of scroll", async ({ page }) => {
    await open(page, "/");
    const header = page.locator("header");
    await expect(header).toHaveCSS("position", "relative");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveCSS("position", "fixed");
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS("position", "relative");
  });

  test("shows the public navigation and Sign In / Sign Up when signed out", async ({ page, isMobile }) => {
    await open(page, "/");
    if (isMobile) await openMobileMenu(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" }).last();
    for (const item of ["Home", "Schedule", "Fixtures", "News", "Prizes", "Rules & FAQ", "Contact Us"]) {
      await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: "Team" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign In" }).first()).toBeVisible();
  });

  test("closes the app announcement for good @mobile-only", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByText("Get the app")).toBeVisible();
    // One line on a phone, with tap targets of 32 px or more.
    const close = page.getByRole("button", { name: "Close the app announcement" });
    const targets = [close, page.getByRole("link", { name: "Download on the App Store" }).first()];
    targets.push(page.getByRole("link", { name: "Get it on Google Play" }).first());
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(Math.min(box.width, box.height), await target.innerText()).toBeGreaterThanOrEqual(32);
    }
    expect((await close.boundingBox())!.y).toBeLessThan(16);
    await close.click();
    await expect(page.getByText("Get the app")).toHaveCount(0);
    await page.reload();
    await page.locator("header[data-ready]").waitFor();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Get the app")).toHaveCount(0);
  });

  test("sends Sign Up to the sign-up closed notice while sign-up is closed @desktop-only", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("link", { name: "Sign Up" }).first().click();
    await expect(page).toHaveURL(/\/auth\/sign-up\/closed\/$/);
    await expect(page.getByRole("heading", { name: "Sign-up is closed" })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test("opens with the burger @mobile-only and closes with Escape", async ({ page }) => {
    await open(page, "/");
    const burger = page.getByRole("button", { name: "Open menu" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await burger.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
  });
});

test.describe("sign in", () => {
  test("validates the form, rejects a wrong password and signs the demo user in", async ({ page, isMobile }) => {
    await open(page, "/?sign_in=1");
    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByText("Password is required")).toBeVisible();

    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByLabel("Password").fill("x");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByText("Email should have correct format")).toBeVisible();

    await dialog.getByLabel("Email").fill("demo@example.com");
    await dialog.getByLabel("Password").fill("wrong-password-1");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog.getByText("Email or Password is invalid")).toBeVisible();

    await dialog.getByLabel("Password").fill("Demo-pass-1");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await expect(dialog).toHaveCount(0);
    if (isMobile) await openMobileMenu(page);
    const account = page.getByRole("button", { name: "Account menu" }).last();
    await expect(account).toBeVisible();
    await expect(account).toContainText("DM");
    await expect(page.getByRole("navigation", { name: "Main navigation" }).last().getByText("Leagues")).toBeVisible();
  });
});
