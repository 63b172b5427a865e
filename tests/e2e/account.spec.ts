// The account screens (docs/product.md "Accounts"): the forgot-password and set-new-password modals, the language switch keeping the
// query string, /personal-details/ signed in (profile, change password, delete account). English on the desktop,
// Italian on the phone; flows that change a password or delete an account use fresh users of their own
// (tests/e2e/builder/manager.ts), never the demo user. The reset link comes in the mail the test mail server received
// (tests/e2e/mail/smtp-sink.ts). Screenshots with ACCOUNT_SCREENSHOTS=docs/screenshots.
import { expect, test, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mail/inbox";
import { expectAxeClean, fullPageShot, open, runTsx, servedDb, signIn as signInDemo, signInWith } from "./support";

const SCREENSHOTS = process.env.ACCOUNT_SCREENSHOTS;

function tsx(script: string, ...args: string[]) {
  const out = runTsx(script, args, servedDb());
  return out.trim() ? (JSON.parse(out.trim().split("\n").at(-1)!) as Record<string, string>) : {};
}

/** A fresh verified user with a live-season team, and his password. */
function freshUser(tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  return tsx("tests/e2e/builder/manager.ts", email, "--team") as { email: string; password: string };
}

const axe = (page: Page) => expectAxeClean(page);

async function shot(page: Page, name: string, width: number, fullPage = false) {
  if (!SCREENSHOTS) return;
  const path = `${SCREENSHOTS}/${name}-${width}.png`;
  await (fullPage ? fullPageShot(page, path) : page.screenshot({ path }));
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

  test("the mailed reset link opens set new password; the new password signs in", async ({
    page,
    isMobile,
    viewport,
  }) => {
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

    // The real thing: forgot password for his address, the mail the test mail server received, its link followed.
    // The reset limit (5 in 15 minutes from one address) is shared with the other tests: its count starts from zero.
    tsx("tests/e2e/account/forget-limit.ts", "password-reset");
    await open(page, `${t.prefix}/?sign_in=1`);
    await page.getByRole("dialog", { name: t.signIn }).getByRole("button", { name: t.forgot }).click();
    const forgot = page.getByRole("dialog", { name: t.forgotTitle });
    await forgot.getByLabel(t.email).fill(user.email);
    await forgot.getByRole("button", { name: t.sendLink }).click();
    await expect(forgot.getByRole("status")).toContainText(t.checkEmail);
    const link = linkIn(await waitForMail(user.email));
    expect(link.pathname).toBe(`${t.prefix}/auth/new-password/`);
    await open(page, `${link.pathname}${link.search}`);
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

const details = (isMobile: boolean) =>
  isMobile
    ? {
        title: "Dati personali",
        firstName: "Nome",
        lastName: "Cognome",
        teamName: "Nome della squadra",
        country: "Paese",
        note: "Sarai iscritto alla lega del paese selezionato. Il paese non può essere cambiato durante la stagione",
        required: "Nome è obbligatorio",
        latin: "Nome deve contenere solo lettere latine",
        tooLong: "Cognome non può superare i 30 caratteri",
        offensive: "Nome non deve contenere parole inappropriate/offensive",
        teamLatin: "Il nome della squadra deve contenere solo lettere latine o cifre",
        save: "Salva modifiche",
        saved: "Modificato con successo: Nome, Nome della squadra, Promemoria delle scadenze",
        reminders: "Inviami un'email prima della scadenza di ogni giornata",
        changePassword: "Cambia password",
        oldPassword: "Vecchia password",
        newPassword: "Nuova password",
        confirm: "Conferma password",
        wrongOld: "La vecchia password non è corretta.",
        mismatch: "Le password non coincidono",
        changed: "La password è stata cambiata con successo",
        deleteAccount: "Elimina account",
        deleteTitle: "Eliminare il tuo account?",
        deleteConfirm: "Sì, elimina il mio account",
        signIn: "Accedi",
        invalid: "Email o password non validi",
      }
    : {
        title: "Personal Details",
        firstName: "First Name",
        lastName: "Last Name",
        teamName: "Team Name",
        country: "Country",
        note: "You will be enrolled to the league of selected country. Country cant be changed during season",
        required: "First Name is required",
        latin: "First Name should contain only latin letters",
        tooLong: "Last Name can't be longer than 30 characters",
        offensive: "First Name should not contain inappropriate/offensive words",
        teamLatin: "Team Name should contain only latin letters or digits",
        save: "Save changes",
        saved: "Successfully changed: First Name, Team Name, Deadline Reminders",
        reminders: "E-mail me before each round's deadline",
        changePassword: "Change password",
        oldPassword: "Old Password",
        newPassword: "New Password",
        confirm: "Confirm Password",
        wrongOld: "Your old password was entered incorrectly.",
        mismatch: "Password mismatch",
        changed: "Password has been successfully changed",
        deleteAccount: "Delete account",
        deleteTitle: "Delete your account?",
        deleteConfirm: "Yes, delete my account",
        signIn: "Sign In",
        invalid: "Email or Password is invalid",
      };

test.describe("personal details", () => {
  test("the profile form checks the names and the team name and lists what changed", async ({
    page,
    isMobile,
    viewport,
  }) => {
    const t = { ...texts(isMobile), ...details(isMobile) };
    const user = freshUser("profile");
    // Signed in without the form (tested in header.spec.ts and, in both languages, by the reset above).
    await signInWith(page, user, `${t.prefix}/personal-details/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
    // A fan with a live-season team cannot change the country.
    await expect(page.getByLabel(t.country)).toBeDisabled();
    await expect(page.getByText(t.note)).toBeVisible();
    await expect(page.getByText(user.email)).toBeVisible();
    await axe(page);
    await shot(page, "account-personal-details", viewport!.width, true);

    const first = page.getByLabel(t.firstName, { exact: true });
    const save = page.getByRole("button", { name: t.save });
    for (const [value, message] of [
      ["   ", t.required],
      ["Bruno7", t.latin],
      ["Fuck", t.offensive],
    ]) {
      await first.fill(value!);
      await save.click();
      await expect(page.getByText(message!)).toBeVisible();
    }
    await first.fill("Bruno");
    await page.getByLabel(t.lastName, { exact: true }).fill("B".repeat(31));
    await page.getByLabel(t.teamName, { exact: true }).fill("Team @ home");
    await save.click();
    await expect(page.getByText(t.tooLong)).toBeVisible();
    await expect(page.getByText(t.teamLatin)).toBeVisible();

    await page.getByLabel(t.lastName, { exact: true }).fill("Builder");
    await first.fill("  Brunella ");
    await page.getByLabel(t.teamName, { exact: true }).fill("Brunella United");
    await expect(page.getByLabel(t.reminders)).not.toBeChecked();
    await page.getByLabel(t.reminders).check();
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue("Brunella");
    await expect(page.getByLabel(t.teamName, { exact: true })).toHaveValue("Brunella United");
    await expect(page.getByLabel(t.reminders)).toBeChecked();
  });

  test("change password, then delete the account and be signed out", async ({ page, isMobile, viewport }) => {
    const t = { ...texts(isMobile), ...details(isMobile) };
    const user = freshUser("delete");
    // Every text the dialogs show is in the page's messages (the close button's label was once missing).
    const missing: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("MISSING_MESSAGE")) missing.push(m.text());
    });
    // Signed in without the form (tested in header.spec.ts and, in both languages, by the reset above).
    await signInWith(page, user, `${t.prefix}/personal-details/`);

    await page.getByRole("button", { name: t.changePassword }).click();
    const modal = page.getByRole("dialog", { name: t.changePassword });
    await modal.getByLabel(t.oldPassword).fill("Wrong-pass-1");
    await modal.getByLabel(t.newPassword).fill("Other-pass-2");
    await modal.getByLabel(t.confirm).fill("Other-pass-3");
    await modal.getByRole("button", { name: t.changePassword }).click();
    await expect(modal.getByText(t.mismatch)).toBeVisible();
    await modal.getByLabel(t.confirm).fill("Other-pass-2");
    await modal.getByRole("button", { name: t.changePassword }).click();
    await expect(modal.getByText(t.wrongOld)).toBeVisible();
    await axe(page);
    await shot(page, "account-change-password", viewport!.width);
    await modal.getByLabel(t.oldPassword).fill(user.password);
    await modal.getByRole("button", { name: t.changePassword }).click();
    await expect(modal).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: t.changed })).toBeVisible();

    await page.getByRole("button", { name: t.deleteAccount }).click();
    const confirm = page.getByRole("dialog", { name: t.deleteTitle });
    await shot(page, "account-delete", viewport!.width);
    await confirm.getByRole("button", { name: t.deleteConfirm }).click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/\\?no_modal=1$`));
    await page.locator("header[data-ready]").waitFor();
    await expect(page.getByRole("button", { name: t.signIn }).first()).toBeVisible();
    // The account is gone: its password no longer signs in.
    await page.getByRole("button", { name: t.signIn }).first().click();
    const signIn = page.getByRole("dialog", { name: t.signIn });
    await signIn.getByLabel("Email").fill(user.email);
    await signIn.getByLabel("Password").fill("Other-pass-2");
    await signIn.getByRole("button", { name: t.signIn }).click();
    await expect(signIn.getByText(t.invalid)).toBeVisible();
    expect(missing).toEqual([]);
  });
});

test("the activation link: verified with the sign_up event, already verified, expired, failed, no hash", async ({
  page,
  isMobile,
  viewport,
}) => {
  const prefix = isMobile ? "/it" : "";
  const t = isMobile
    ? {
        verified: "La tua email è stata verificata",
        already: "L'email è già stata verificata",
        expired: "Questo link di verifica è scaduto",
        failed: "Verifica dell'email non riuscita",
        start: "Inizia Fantasy",
      }
    : {
        verified: "Your email has been verified",
        already: "Email has already been verified",
        expired: "This email verification link has expired",
        failed: "Email verification failed",
        start: "Start Fantasy",
      };
  const email = `verify-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const link = tsx("tests/e2e/account/verification-link.ts", email);
  await open(page, `${prefix}/auth/sign-up/success?hash=${link.hash}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.verified);
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"sign_up"');
  // Signed out, Start Fantasy leads to the landing page with the sign-in modal.
  await expect(page.getByRole("link", { name: t.start })).toHaveAttribute("href", `${prefix}/?sign_in=1`);
  await axe(page);
  await shot(page, "account-activation-success", viewport!.width);

  await open(page, `${prefix}/auth/sign-up/success?hash=${link.hash}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.already);
  await expect(page.getByRole("link", { name: t.start })).toBeVisible();

  const old = tsx("tests/e2e/account/verification-link.ts", `old-${email}`, "--expired");
  await open(page, `${prefix}/auth/sign-up/success?hash=${old.hash}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.expired);
  await expect(page.getByRole("link", { name: t.start })).toHaveCount(0);
  await shot(page, "account-activation-expired", viewport!.width);

  await open(page, `${prefix}/auth/sign-up/success?hash=not-a-real-activation-hash`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.failed);
  await expect(page.getByRole("link", { name: t.start })).toHaveCount(0);

  const response = await open(page, `${prefix}/auth/sign-up/success`);
  expect(response?.status()).toBe(404);
});
