// Registration step 1, /auth/sign-up/select-team/ (docs/product.md section 2): the served instance has sign-up closed, so
// the page itself (it reads the run-time setting as well as SIGN_UP_OPEN) sends the visitor to the sign-up closed
// notice, in both languages, as does the sign-up root; other paths containing select-team inside sign-up are sent there by the proxy.
// The open flow (steps 1 to 3) runs on the sign-up-open instance: tests/e2e/open-sign-up.spec.ts.
import { expect, test } from "@playwright/test";
import { open } from "./support";

test.describe("sign-up while closed", () => {
  test("select-team goes to the closed notice in English @desktop-only", async ({ page }) => {
    await open(page, "/auth/sign-up/select-team/");
    await expect(page).toHaveURL(/\/auth\/sign-up\/closed\/$/);
    await expect(page.getByRole("heading", { name: "Sign-up is closed" })).toBeVisible();
  });

  test("select-team goes to the closed notice in Italian @mobile-only", async ({ page }) => {
    await open(page, "/it/auth/sign-up/select-team/?no_team");
    await expect(page).toHaveURL(/\/it\/auth\/sign-up\/closed\/$/);
    await expect(page.getByRole("heading", { name: "Le registrazioni sono chiuse" })).toBeVisible();
  });

  test("the sign-up root goes to the closed notice in both languages @desktop-only", async ({ page }) => {
    await open(page, "/auth/sign-up/");
    await expect(page).toHaveURL(/\/auth\/sign-up\/closed\/$/);
    await open(page, "/it/auth/sign-up/");
    await expect(page).toHaveURL(/\/it\/auth\/sign-up\/closed\/$/);
    await expect(page.getByRole("heading", { name: "Le registrazioni sono chiuse" })).toBeVisible();
  });

  test("a path containing select-team inside sign-up goes to the closed notice @desktop-only", async ({ page }) => {
    await open(page, "/auth/sign-up/select-team/extra/");
    await expect(page).toHaveURL(/\/auth\/sign-up\/closed\/$/);
  });

  test("the personal details step goes to the closed notice @desktop-only", async ({ page }) => {
    await open(page, "/auth/sign-up/personal-details/");
    await expect(page).toHaveURL(/\/auth\/sign-up\/closed\/$/);
  });

  test("confirm-email sends a signed-out visitor home with the sign-in modal @desktop-only", async ({ page }) => {
    await open(page, "/auth/sign-up/confirm-email/");
    await expect(page).toHaveURL(/\/\?sign_in=1$/);
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  });

  test("/personal-details/ signed out shows the closed notice instead of the registration form @mobile-only", async ({
    page,
  }) => {
    await open(page, "/it/personal-details/");
    await expect(page.getByRole("heading", { name: "Le registrazioni sono chiuse" })).toBeVisible();
    await expect(page.locator("#register-email")).toHaveCount(0);
  });
});
