// The account screens (issue 16): the forgot-password and set-new-password modals, the language switch keeping the
// query string, /personal-details/ signed in (profile, change password, delete account). English on the desktop,
// Italian on the phone; flows that change a password or delete an account use fresh users of their own
// (tests/e2e/builder/manager.ts), never the demo user. Screenshots with ACCOUNT_SCREENSHOTS=docs/screenshots.
import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open, signIn as signInDemo } from "./support";

const SCREENSHOTS = process.env.ACCOUNT_SCREENSHOTS;
const servedDb = () => ({ ...process.env, PGLITE_DIR: process.env.PGLITE_DIR ?? ".data/e2e-pglite" });

function tsx(script: string, ...args: string[]) {
  const out = execFileSync("npx", ["tsx", "--conditions=react-server", script, ...args], {
    env: servedDb(),
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, string>;
}

/** A fresh verified user with a live-season team, and his password. */
function freshUser(tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  return tsx("tests/e2e/builder/manager.ts", email, "--team") as { email: string; password: string };
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
}

/** English on the desktop, Italian on the phone. */
const texts = (isMobile: boolean) =>
  isMobile
    ? {
        prefix: "/it",
        signIn: "Accedi",
        email: "Email",
        password: "Password",
        forgot: "Password dimenticata?",
        forgotTitle: "Password dimenticata",
        sendLink: "Invia link",
        emailRequired: "Email è obbligatorio",
        emailFormat: "per favore usa un indirizzo email corretto",
        checkEmail: "Controlla la tua email",
        newPasswordTitle: "Imposta nuova password",
        newPassword: "Nuova password",
        confirm: "Conferma password",
        save: "Salva password",
        policy: "La password deve contenere almeno 8 caratteri, 1 numero, 1 lettera minuscola e 1 maiuscola",
        mismatch: "Le password non coincidono",
        invalidLink: "Questo link per reimpostare la password non è valido o è scaduto.",
        done: "La tua password è stata cambiata.",
      }
    : {
        prefix: "",
        signIn: "Sign In",
        email: "Email",
        password: "Password",
        forgot: "Forgot password?",
        forgotTitle: "Forgot password",
        sendLink: "Send link",
        emailRequired: "Email is required",
        emailFormat: "please use correct email address",
        checkEmail: "Check your email",
        newPasswordTitle: "Set new password",
        newPassword: "New Password",
        confirm: "Confirm Password",
        save: "Save password",
        policy: "Password should contain at least 8 characters, 1 number, 1 lower and 1 uppercase letter",
        mismatch: "Password mismatch",
        invalidLink: "This password reset link is not valid or has expired.",
        done: "Your password has been changed.",
      };

test.describe("password reset", () => {
  test("forgot password opens from sign in, checks the address and answers with check-your-email", async ({
    page,
    isMobile,
    viewport,
  }) => {
    const t = texts(isMobile);
    await open(page, `${t.prefix}/?sign_in=1`);
    const signIn = page.getByRole("dialog", { name: t.signIn });
    await signIn.getByRole("button", { name: t.forgot }).click();
    await expect(signIn).toHaveCount(0);
    const forgot = page.getByRole("dialog", { name: t.forgotTitle });
    await expect(forgot.getByLabel(t.email)).toBeFocused();
    await forgot.getByRole("button", { name: t.sendLink }).click();
    await expect(forgot.getByText(t.emailRequired)).toBeVisible();
    await forgot.getByLabel(t.email).fill("not-an-address");
    await forgot.getByRole("button", { name: t.sendLink }).click();
    await expect(forgot.getByText(t.emailFormat)).toBeVisible();
    await axe(page);
    await shot(page, "account-forgot-password", viewport!.width);
    // An address without an account gets the same answer (no account enumeration).
    await forgot.getByLabel(t.email).fill(`nobody-${Date.now()}@example.com`);
    await forgot.getByRole("button", { name: t.sendLink }).click();
    await expect(forgot.getByRole("status")).toContainText(t.checkEmail);
    await expect(forgot.getByLabel(t.email)).toHaveCount(0);
    await shot(page, "account-forgot-password-sent", viewport!.width);
  });

  test("the reset link opens set new password; the new password signs in", async ({ page, isMobile, viewport }) => {
    const t = texts(isMobile);
    const user = freshUser("reset");
    // A link that is not valid is refused with the spec's message.
    await open(page, `${t.prefix}/auth/new-password/?uid=MQ&token=not-a-token`);
    let dialog = page.getByRole("dialog", { name: t.newPasswordTitle });
    await dialog.getByLabel(t.newPassword).fill("short");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByText(t.policy)).toBeVisible();
    await dialog.getByLabel(t.newPassword).fill("Fresh-pass-2");
    await dialog.getByLabel(t.confirm).fill("Fresh-pass-3");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByText(t.mismatch)).toBeVisible();
    await dialog.getByLabel(t.confirm).fill("Fresh-pass-2");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByRole("alert")).toHaveText(t.invalidLink);

    const link = tsx("tests/e2e/account/reset-link.ts", user.email);
    await open(page, `${t.prefix}/auth/new-password/?uid=${link.uid}&token=${link.token}`);
    dialog = page.getByRole("dialog", { name: t.newPasswordTitle });
    await expect(dialog.getByLabel(t.newPassword)).toBeFocused();
    await axe(page);
    await shot(page, "account-new-password", viewport!.width);
    await dialog.getByLabel(t.newPassword).fill("Fresh-pass-2");
    await dialog.getByLabel(t.confirm).fill("Fresh-pass-2");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByRole("status")).toContainText(t.done);
    // Its Sign In button opens the sign-in modal in its place.
    await dialog.getByRole("button", { name: t.signIn }).click();
    await expect(page.getByRole("dialog", { name: t.newPasswordTitle })).toHaveCount(0);
    const signIn = page.getByRole("dialog", { name: t.signIn });
    await signIn.getByLabel(t.email).fill(user.email);
    await signIn.getByLabel(t.password).fill("Fresh-pass-2");
    await signIn.getByRole("button", { name: t.signIn }).click();
    await expect(signIn).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^BB, / })).toBeVisible();
  });
});

test("the language switch keeps the page's query string @desktop-only", async ({ page }) => {
  await signInDemo(page, "/other-user-team/?user_id=7");
  await page.getByRole("link", { name: /^it/ }).first().click();
  await expect(page).toHaveURL(/\/it\/other-user-team\/\?user_id=7$/);
});
