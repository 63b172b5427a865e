// Sign-up while it is open (docs/product.md "Accounts"), on the sign-up-open instance (tests/e2e/open/setup.ts: SIGN_UP_OPEN=1, its
// own small database with a live season whose round 1 is ahead): a new fan picks a random team and names it, meets
// every message of the registration form (docs/product.md sections 5 and 8), registers, lands on confirm-email, asks for the
// link again (and meets the limit on that), follows the link in the mail the test mail server received
// (tests/e2e/mail/smtp-sink.ts), sees the activation page and starts playing; English at 1280 px, Italian at 375 px.
// Then step 1's team going wrong at step 2 (?incomplete_team, ?broken_team), a signed-in fan on the sign-up steps, and
// the sign-in limits' messages. Last, a line-up change after the deadline: the server's refusal shown, the
// change kept. Not seen here: the Terms of Use message (submit stays disabled until they are accepted,
// docs/product.md section 4) and the country code's length (a select); the error parser's generic texts (section 8) are unit
// tests (tests/unit/api-errors.test.ts).
//
// ONE FILE, RUN IN ORDER (serial), in the Playwright project "open" of its own (playwright.config.ts): tests that
// change the instance's season go at the END of this file, after the sign-ups, e.g.
//   test("...", async ({ page }) => { openOps("round", "set-deadline", "1", new Date(Date.now() - 60_000).toISOString()); ... });
// (`import { openOps } from "./open/instance"`: operator commands and scripts against this instance's database). Each describe
// sets its own width (test.use); the project's baseURL is this instance. Screenshots with OPEN_SCREENSHOTS=docs/screenshots.
import { expect, test, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mail/inbox";
import { openOps, openScript } from "./open/instance";
import { expectAxeClean, fullPageShot, open } from "./support";

test.describe.configure({ mode: "serial" });

// Registrations count against a limit per address (10 an hour): from zero, however often the suite ran on a reused
// instance.
test.beforeAll(() => {
  openScript("tests/e2e/account/forget-limit.ts", "registration");
});

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Screenshots with OPEN_SCREENSHOTS=docs/screenshots: `<name>-<width>.png`. */
async function shot(page: Page, name: string) {
  const dir = process.env.OPEN_SCREENSHOTS;
  if (dir) await fullPageShot(page, `${dir}/${name}-${page.viewportSize()!.width}.png`);
}

const axe = (page: Page) => expectAxeClean(page);

const address = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The addresses registered so far in this run (the Italian sign-up tries the English one: already taken). */
const registered: string[] = [];

const TEXTS = {
  en: {
    prefix: "",
    title: "Sign Up",
    step: (n: number) => `Step ${n} of 3`,
    random: "Random Team",
    teamName: "Team name",
    saveTeam: "Save Team",
    first: "First Name",
    last: "Last Name",
    email: "Email",
    country: "Country",
    countryName: "Italy",
    password: "Password",
    confirm: "Confirm Password",
    register: "Sign Up",
    required: (field: string) => `${field} is required`,
    latin: "First Name should contain only latin letters",
    tooLong: "Last Name can't be longer than 30 characters",
    emailFormat: "Please, use correct email address",
    emailLong: "Email can't be longer than 50 characters",
    offensive: ["Fuck", "First Name should not contain inappropriate/offensive words"],
    policy: "Password should contain at least 8 characters, 1 number, 1 lower and 1 uppercase letter",
    mismatch: "Password mismatch",
    taken: "A user with this email already exists.",
    confirmTitle: "Confirm your email",
    sentTo: (email: string) => `We sent a link to ${email}.`,
    notReceived: "Havent received email ?",
    resend: "Send again",
    resending: "Sending...",
    resent: "We sent a new link: check your inbox.",
    throttled: /^Too many requests\. Try again in \d+ minutes?\.$/,
    verified: "Your email has been verified",
    start: "Start Fantasy",
  },
  it: {
    prefix: "/it",
    title: "Registrati",
    step: (n: number) => `Passo ${n} di 3`,
    random: "Squadra casuale",
    teamName: "Nome della squadra",
    saveTeam: "Salva squadra",
    first: "Nome",
    last: "Cognome",
    email: "Email",
    country: "Paese",
    countryName: "Italia",
    password: "Password",
    confirm: "Conferma password",
    register: "Registrati",
    required: (field: string) => `${field} è obbligatorio`,
    latin: "Nome deve contenere solo lettere latine",
    tooLong: "Cognome non può superare i 30 caratteri",
    emailFormat: "Per favore, usa un indirizzo email corretto",
    emailLong: "Email non può superare i 50 caratteri",
    offensive: ["Merda", "Nome non deve contenere parole inappropriate/offensive"],
    policy: "La password deve contenere almeno 8 caratteri, 1 numero, 1 lettera minuscola e 1 maiuscola",
    mismatch: "Le password non coincidono",
    taken: "Esiste già un utente con questa email.",
    confirmTitle: "Conferma la tua email",
    sentTo: (email: string) => `Abbiamo inviato un link a ${email}.`,
    notReceived: "Non hai ricevuto l'email?",
    resend: "Invia di nuovo",
    resending: "Invio in corso...",
    resent: "Ti abbiamo inviato un nuovo link: controlla la posta.",
    throttled: /^Troppe richieste\. Riprova tra \d+ secondi\.$/,
    verified: "La tua email è stata verificata",
    start: "Inizia Fantasy",
  },
};

type Texts = (typeof TEXTS)["en"];

/** Step 1: a random team, named; Save Team goes to step 2. */
async function selectTeam(page: Page, t: Texts, teamName: string) {
  // The sign-up root leads to step 1 while sign-up is open.
  await open(page, `${t.prefix}/auth/sign-up/`);
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/auth/sign-up/select-team/$`));
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole("list", { name: t.step(1) })).toBeVisible();
  await axe(page);
  await page.getByRole("button", { name: t.random }).click();
  await expect(page.locator("[data-slot]:not([data-player])")).toHaveCount(0);
  await page.getByLabel(t.teamName).fill(teamName);
  await shot(page, "sign-up-open-random-team");
  await page.getByRole("button", { name: t.saveTeam }).click();
  await expect(page).toHaveURL(new RegExp(`${t.prefix}/auth/sign-up/personal-details/$`));
}

/** Step 2: every message of the registration form, then a valid registration as `email`. */
async function personalDetails(page: Page, t: Texts, email: string, taken?: string) {
  await expect(page.getByRole("list", { name: t.step(2) })).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  const register = page.getByRole("button", { name: t.register, exact: true }).last();
  const form = page.locator("form", { has: page.locator("#register-email") });
  const sees = (message: string) => expect(form.getByText(message, { exact: true })).toBeVisible();
  // Submit waits for the Terms of Use (docs/product.md section 4 "Other").
  await expect(register).toBeDisabled();
  await form.getByRole("checkbox").check();
  await axe(page);

  // Blank or whitespace counts as missing.
  await field(t.first).fill("   ");
  await register.click();
  for (const label of [t.first, t.last, t.email, t.country, t.password, t.confirm]) await sees(t.required(label));

  await field(t.first).fill("Mario7");
  await field(t.last).fill("R".repeat(31));
  await field(t.email).fill("mario@");
  await field(t.country).selectOption({ label: t.countryName });
  await field(t.password).fill("short");
  await field(t.confirm).fill("short");
  await register.click();
  for (const message of [t.latin, t.tooLong, t.emailFormat, t.policy]) await sees(message);
  await shot(page, "sign-up-open-details-errors");

  await field(t.first).fill(t.offensive[0]!);
  await field(t.last).fill("Rossi");
  await field(t.email).fill(`${"m".repeat(40)}@example.com`);
  await field(t.password).fill("Sign-up-pass-1");
  await register.click();
  for (const message of [t.offensive[1]!, t.emailLong]) await sees(message);

  await field(t.first).fill("Mario");
  await field(t.email).fill(taken ?? email);
  await field(t.confirm).fill("Sign-up-pass-2");
  await register.click();
  await sees(t.mismatch);
  await field(t.confirm).fill("Sign-up-pass-1");
  await axe(page);
  if (taken) {
    // The server's answer for an address that has an account, under the field.
    await register.click();
    await sees(t.taken);
    await field(t.email).fill(email);
  }
  await register.click();
}

for (const [locale, use] of [
  ["en", DESKTOP],
  ["it", PHONE],
] as const) {
  test.describe(`sign-up at ${use.viewport.width} px in ${locale === "en" ? "English" : "Italian"}`, () => {
    test.use(use);

    test("random team, personal details with every message, confirm-email, resend, the mailed link, Start Fantasy", async ({
      page,
    }) => {
      test.slow();
      const t = TEXTS[locale];
      const email = address(`open-${locale}`);
      await selectTeam(page, t, `Open ${locale} ${use.viewport.width}`);
      await personalDetails(page, t, email, registered[0]);
      registered.push(email);

      // Step 3, signed in: the check-your-email message; the mail has arrived.
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/auth/sign-up/confirm-email/$`));
      await expect(page.getByRole("heading", { level: 1, name: t.confirmTitle })).toBeVisible();
      await expect(page.getByText(t.sentTo(email))).toBeVisible();
      await expect(page.getByRole("list", { name: t.step(3) })).toBeVisible();
      const first = await waitForMail(email);
      await axe(page);
      // Unverified, the sign-up steps send him back here (docs/product.md "Accounts").
      if (locale === "en") {
        await open(page, "/auth/sign-up/select-team/");
        await expect(page).toHaveURL(/\/auth\/sign-up\/confirm-email\/$/);
      }

      // Resend: a second mail; asked for too often (3 in 10 minutes from one address), the limit's message under the
      // button. The count starts from zero whatever ran before.
      openScript("tests/e2e/account/forget-limit.ts", "verification-email");
      await page.getByText(t.notReceived).click();
      const resend = page.getByRole("button", { name: t.resend });
      // While it sends, the button says so and cannot be pressed again (the answer is held back a moment to see it).
      await page.route(
        "**/api/v0/users/send-verification-email/",
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          await route.continue();
        },
        { times: 1 },
      );
      await resend.click();
      await expect(page.getByRole("button", { name: t.resending })).toBeDisabled();
      await expect(page.getByRole("status").filter({ hasText: t.resent })).toBeVisible();
      await waitForMail(email, 2);
      if (locale === "en") {
        for (const count of [3, 4]) {
          await resend.click();
          await waitForMail(email, count);
        }
        await resend.click();
        await expect(page.getByText(t.throttled)).toBeVisible();
        await axe(page);
        await shot(page, "sign-up-open-resend-throttled");
      } else await shot(page, "sign-up-open-resent");

      // The first mail's link still works (earlier links stay valid until they expire).
      const link = linkIn(first);
      expect(link.pathname).toBe(`${t.prefix}/auth/sign-up/success`);
      await open(page, `${link.pathname}${link.search}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.verified);
      await expect(page.getByRole("link", { name: t.start })).toHaveAttribute("href", `${t.prefix}/main/`);
      await axe(page);
      await shot(page, "sign-up-open-verified");
      await page.getByRole("link", { name: t.start }).click();
      await expect(page).toHaveURL(new RegExp(`${t.prefix}/main/$`));
      await expect(page.getByText(`Open ${locale} ${use.viewport.width}`).first()).toBeVisible();
      await axe(page);
      // Signed in with a team, the sign-up steps lead to the game's home (docs/product.md "Accounts").
      for (const step of ["select-team", "personal-details"]) {
        await open(page, `${t.prefix}/auth/sign-up/${step}/`);
        await expect(page).toHaveURL(new RegExp(`${t.prefix}/main/$`));
      }
    });
  });
}

/** Signs in through the sign-in modal on this instance; returns the modal. */
async function signInForm(page: Page, email: string, password: string) {
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  if (!(await dialog.isVisible())) await open(page, "/?sign_in=1");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials")),
    dialog.getByRole("button", { name: "Sign In" }).click(),
  ]);
  return dialog;
}

test.describe("step 1's team at step 2, signed in, and the sign-in limits", () => {
  test.use(DESKTOP);

  test("a stored team that is incomplete, or that the server refuses, goes back to step 1 with its message", async ({
    page,
  }) => {
    const t = TEXTS.en;
    const KEY = "fantasy.sign-up.team";
    const stored = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key)!), KEY);
    const store = (team: unknown) =>
      page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [KEY, JSON.stringify(team)]);
    await selectTeam(page, t, "Open broken");
    const team = await stored();
    await store({ ...team, bench_players: team.bench_players.slice(1) });
    await page.reload();
    await expect(page).toHaveURL(/\/auth\/sign-up\/select-team\/\?incomplete_team$/);
    await expect(
      page.getByText(
        "Unfortunately there was trouble validating your team. Create or finalize your team before proceeding",
      ),
    ).toBeVisible();

    // A captain who is not in the team (as a team made invalid since step 1): the personal details are fine, the
    // server refuses the team.
    await store({ ...team, captain: 1_000_000 });
    await open(page, "/auth/sign-up/personal-details/");
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(t.first).fill("Bruno");
    await field(t.last).fill("Broken");
    await field(t.email).fill(address("open-broken"));
    await field(t.country).selectOption({ label: t.countryName });
    await field(t.password).fill("Sign-up-pass-1");
    await field(t.confirm).fill("Sign-up-pass-1");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.register, exact: true }).last().click();
    await expect(page).toHaveURL(/\/auth\/sign-up\/select-team\/\?broken_team$/);
    await expect(page.getByText('Team should be validated using "Save Team" button before proceeding')).toBeVisible();
  });

  test("a signed-in fan without a team in the live season goes from select-team to /next-season-team/", async ({
    page,
  }) => {
    const fan = JSON.parse(
      openScript("tests/e2e/builder/manager.ts", address("open-no-team")).trim().split("\n").at(-1)!,
    );
    const dialog = await signInForm(page, fan.email, fan.password);
    await expect(dialog).toHaveCount(0);
    await open(page, "/auth/sign-up/select-team/");
    await expect(page).toHaveURL(/\/next-season-team\/$/);
  });

  test("the sign-in limits: an account's failures lock it, then the connection's attempts are throttled", async ({
    page,
  }) => {
    // This instance's counts, from zero: the per-address limit is 10 sign-ins a minute (lib/api/rate-limit.ts), the
    // account's backoff locks it after 5 failures (lib/server/users/sign-in-backoff.ts). A dedicated address, never signed up.
    openScript("tests/e2e/account/forget-limit.ts", "token");
    const email = address("open-limit");
    let dialog = await signInForm(page, email, "Wrong-pass-1");
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(dialog.getByText("Email or Password is invalid")).toBeVisible();
      dialog = await signInForm(page, email, "Wrong-pass-1");
    }
    await expect(
      dialog.getByText(
        /^Too many failed sign-ins for this account\. Try again in \d+ seconds, or reset your password to sign in now\.$/,
      ),
    ).toBeVisible();
    for (let attempt = 7; attempt <= 11; attempt++)
      dialog = await signInForm(page, address("open-limit"), "Wrong-pass-1");
    await expect(
      dialog.getByText(/^Too many sign-in attempts from your connection\. Try again in \d+ seconds\.$/),
    ).toBeVisible();
    await axe(page);
    await shot(page, "sign-in-throttled");
    // Later tests sign in again.
    openScript("tests/e2e/account/forget-limit.ts", "token");
  });
});

// Tests that change this instance's season (a deadline moved into the past, a round locked...) go below this line.

test.describe("a change after the deadline", () => {
  test.use(DESKTOP);

  test("is refused with the server's message, the line-up kept, and the page says so after a reload", async ({
    page,
  }) => {
    // A manager with a team for round 1 opens the next round page before the deadline and moves a substitute in.
    const fan = JSON.parse(
      openScript("tests/e2e/builder/manager.ts", address("open-deadline"), "--team").trim().split("\n").at(-1)!,
    );
    const dialog = await signInForm(page, fan.email, fan.password);
    await expect(dialog).toHaveCount(0);
    await open(page, "/next-round-team/");
    const confirm = page.getByRole("button", { name: "Confirm team" });
    await expect(confirm).toBeDisabled();
    const bench = page.locator("[data-slot='12']");
    const benchName = (await bench.getAttribute("data-player"))!;
    await bench.click();
    await page.getByRole("dialog").getByRole("button", { name: "Swap with a player on the pitch" }).click();
    await page.locator("[data-target]").first().click();
    await expect(page.locator("[data-slot='12']")).not.toHaveAttribute("data-player", benchName);
    await expect(confirm).toBeEnabled();

    // The deadline passes while the page is open: the server refuses, the page says why and keeps the change.
    openOps("round", "set-deadline", "1", new Date(Date.now() - 60_000).toISOString());
    try {
      await confirm.click();
      const errors = page.locator("[data-errors]");
      await expect(errors).toContainText("Round 1 is being locked: your changes will count for round 2.");
      await expect(page.getByText("Team is successfully changed")).toHaveCount(0);
      await expect(page.locator("[data-slot='12']")).not.toHaveAttribute("data-player", benchName);
      await expect(confirm).toBeEnabled();
      await axe(page);

      // Opened again, the page warns before anything is tried, and Confirm team waits for the lock.
      await page.reload();
      await expect(
        page.getByRole("alert").filter({ hasText: "changes will count for round 2 once it is" }),
      ).toBeVisible();
      await expect(confirm).toBeDisabled();
    } finally {
      // The season as it was (a reused instance runs this file again): round 1 a week ahead.
      openOps("round", "set-deadline", "1", new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
    }
  });
});
