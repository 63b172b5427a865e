// The leagues screens as a fan uses them (docs/product.md "Leagues"): /main/, /leagues/, the rankings and the private league modals,
// in both languages and at both widths, axe on every page. The demo season's round 13 is live. Flows that change the
// demo's leagues run on the desktop project only (the two projects share one database); each creates its own league.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, fullPageShot, open, signIn as signInAsDemo } from "./support";

const SCREENSHOTS = process.env.LEAGUES_SCREENSHOTS;

/** Signed in as the demo user (one sign-in per worker: tests/e2e/support.ts). */
const signIn = (page: Page, path = "/leagues/") => signInAsDemo(page, path);

const axe = (page: Page) => expectAxeClean(page);

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/${name}-${width < 768 ? "mobile" : "desktop"}.png`);
}

/** Creates a private league through the modal; lands on its ranking. */
async function createLeague(page: Page, name: string) {
  await open(page, "/leagues/");
  await page.getByRole("button", { name: "Create new league" }).click();
  const dialog = page.getByRole("dialog", { name: "Join or create a league" });
  await dialog.getByLabel("League name").fill(name);
  await dialog.getByRole("button", { name: "Create league" }).click();
  await expect(page).toHaveURL(/\/leagues-ranking\/private\/\?league_id=\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

const settings = (page: Page, name = "League settings") => page.getByRole("button", { name });

test.describe("leagues", () => {
  test("home, leagues and every ranking render with the fan's places, axe clean", async ({ page, viewport }) => {
    // Six pages, each checked by axe and photographed.
    test.slow();
    const width = viewport!.width;
    await signIn(page, "/main/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Demo Manager");
    await expect(page.getByRole("heading", { name: /Round 13 live/ })).toContainText("Provisional");
    await expect(page.getByRole("link", { name: /See the highest-scoring team of round 12/ })).toBeVisible();
    await axe(page);
    await shot(page, "main", width);

    await open(page, "/leagues/");
    await expect(page.getByRole("button", { name: "Create new league" })).toBeVisible();
    const common = page.getByRole("region", { name: "Common leagues" });
    for (const name of ["Season", "Round 13", "Italy"]) await expect(common.getByRole("link", { name })).toBeVisible();
    await expect(common.getByText(/Top \d+%/).first()).toBeVisible();
    const list = page.getByTestId("private-leagues-list");
    if ((await list.getByRole("listitem").count()) > 4) {
      expect((await list.boundingBox())!.height).toBe(220);
      await expect(list).toHaveCSS("overflow-y", "auto");
    }
    await axe(page);
    await shot(page, "leagues", width);

    // Each ranking says which standings it shows and when they were computed: the live round's round and quad tables
    // are live (provisional, the quad's too, with its members), the others are those after the last finished round.
    const update = /Last update \d\d\.\d\d\.\d\d @ \d\d:\d\d/;
    for (const kind of ["season", "country", "round", "quad"]) {
      await open(page, `/leagues-ranking/${kind}/`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/^~[1-9][\d ]* members$/)).toBeVisible();
      const live = kind === "round" || kind === "quad";
      const basis = page.getByText(live ? "Live standings of round 13" : "Standings after round 12");
      await expect(basis).toContainText(update);
      await expect(page.getByText("Provisional", { exact: true })).toHaveCount(live ? 1 : 0);
      await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
      await axe(page);
      await shot(page, `leagues-ranking-${kind}`, width);
    }
    await open(page, "/leagues/");
    await page
      .getByTestId("private-leagues-list")
      .getByRole("link", { name: /Demo Friends League/ })
      .click();
    await expect(page.getByText("Standings after round 12")).toContainText(update);
  });

  test("pages the season ranking and jumps to the own page", async ({ page }) => {
    await signIn(page, "/leagues-ranking/season/");
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(21);
    await page.getByRole("navigation", { name: "Members pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('nav a[aria-current="page"]:visible')).toHaveText("2");
    await page.getByRole("link", { name: "Go to my team" }).click();
    const own = table.locator('tr[aria-current="true"]');
    await expect(own).toBeVisible();
    await expect(own.getByRole("link")).toHaveAttribute("href", /\/live-previous-rounds-team\/$/);
    await expect(page.getByRole("link", { name: "Go to my team" })).toHaveCount(0);
  });

  test("remembers the chosen round on the device", async ({ page }) => {
    await signIn(page, "/leagues-ranking/round/");
    await page.locator("select").selectOption("12");
    await expect(page).toHaveURL(/round=12/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Round 12");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("selectedRoundLeagues")))!)).toMatchObject({
      round: 12,
    });
    await open(page, "/leagues-ranking/round/");
    await expect(page).toHaveURL(/round=12/);

    // The next round page's boards follow the same choice, and their selector changes it (keeping the draft).
    await open(page, "/next-round-team/");
    await expect(page).toHaveURL(/next-round-team\/\?round=12/);
    const common = page.getByRole("region", { name: "Common leagues" });
    await expect(common.getByRole("link", { name: /Round 12/ })).toBeVisible();
    await expect(common).not.toContainText("Provisional");
    const formation = page.getByRole("combobox", { name: "Formation", exact: true });
    const saved = await formation.inputValue();
    const chosen = (await formation.locator("option").allTextContents()).find((name) => name !== saved)!;
    await formation.selectOption(chosen);
    await expect(page.getByRole("button", { name: "Confirm team" })).toBeEnabled();
    await page.getByLabel("Leagues of round").selectOption("13");
    await expect(page).toHaveURL(/round=13/);
    await expect(formation).toHaveValue(chosen);
    await expect(page.getByRole("button", { name: "Confirm team" })).toBeEnabled();
    // One note for the card says which rows are live; no row carries a badge of its own.
    await expect(common.getByText("Provisional", { exact: true })).toHaveCount(1);
    await expect(common).toContainText("Round 13 is live: its round and quad standings change");
    await expect(common.getByRole("link", { name: /Round 13/ })).not.toContainText("Provisional");
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("selectedRoundLeagues")))!)).toMatchObject({
      round: 13,
    });
  });

  test("create with the name rules, copy the code, rename as text, close entries, refuse joining, delete @desktop-only", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // A browser without the Web Share API (most desktop ones): sharing copies the invitation.
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await signIn(page);
    await page.getByRole("button", { name: "Create new league" }).click();
    const dialog = page.getByRole("dialog", { name: "Join or create a league" });
    await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeVisible();
    await dialog.getByRole("button", { name: "Create league" }).click();
    await expect(dialog.getByText("League name is required")).toBeVisible();
    await dialog.getByLabel("League name").fill("x".repeat(31));
    await dialog.getByRole("button", { name: "Create league" }).click();
    await expect(dialog.getByText("league name can't be longer than 30 characters")).toBeVisible();
    await dialog.getByRole("tab", { name: "Join" }).click();
    await dialog.getByRole("button", { name: "Join league" }).click();
    await expect(dialog.getByText("League Code is required")).toBeVisible();
    await dialog.getByLabel("League code").fill("NOPE2345");
    await dialog.getByRole("button", { name: "Join league" }).click();
    await expect(dialog.getByText("No league has this code.")).toBeVisible();
    await axe(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    const name = `<b>E2E</b> ${Date.now() % 100000}`;
    await createLeague(page, name);
    // The creator is listed at once (after the table, 0 points) until the next close writes the table.
    await expect(page.locator('tr[aria-current="true"]')).toContainText("Demo Manager");
    const code = (await page.locator("code").first().textContent())!;
    await page.getByRole("button", { name: "Copy the league code" }).click();
    await expect(page.getByText("League Code copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(page.getByText("League Code copied to clipboard")).toHaveCount(0, { timeout: 4000 });
    // No share sheet in this browser: the invitation (code and the leagues page) is copied instead.
    await page.getByRole("button", { name: "Share the league code" }).click();
    await expect(page.getByText("Invitation with the league code copied to clipboard")).toBeVisible();
    const invitation = await page.evaluate(() => navigator.clipboard.readText());
    expect(invitation).toContain(code);
    expect(invitation).toMatch(/\/leagues\/$/);
    await shot(page, "leagues-ranking-private", 1280);

    await settings(page).click();
    const edit = page.getByRole("dialog", { name: "Edit league" });
    await expect(edit.getByText(code)).toBeVisible();
    await expect(edit.getByRole("button", { name: "Close", exact: true })).toBeVisible();
    await axe(page);
    await shot(page, "league-settings-owner", 1280);
    const renamed = `<i>Renamed</i> ${Date.now() % 1000}`;
    await edit.getByLabel("League name").fill(renamed);
    await edit.getByLabel(/Close entries/).check();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);

    await open(page, "/leagues/");
    await expect(page.getByRole("link", { name: new RegExp(renamed.replace(/[<>/]/g, ".")) })).toBeVisible();
    await page.getByRole("button", { name: "Join league" }).click();
    const join = page.getByRole("dialog", { name: "Join or create a league" });
    await join.getByLabel("League code").fill(code);
    await join.getByRole("button", { name: "Join league" }).click();
    await expect(join.getByText("This league does not accept new teams.")).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: new RegExp(renamed.replace(/[<>/]/g, ".")) }).click();
    await settings(page).click();
    await page.getByRole("dialog", { name: "Edit league" }).getByRole("button", { name: "Delete league" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete private league" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page).toHaveURL(/\/leagues\/$/);
    await expect(page.getByRole("link", { name: new RegExp(renamed.replace(/[<>/]/g, ".")) })).toHaveCount(0);
  });

  test("leave a league and join it again by its code; the owner removes a team @desktop-only", async ({ page }) => {
    await signIn(page);
    const member = page
      .getByTestId("private-leagues-list")
      .getByRole("link")
      .filter({ hasNot: page.getByLabel("Owner") })
      .filter({ hasNot: page.getByLabel("Entries closed") })
      .first();
    const leagueName = (await member.locator("span.truncate").textContent())!;
    await member.click();
    const code = (await page.locator("code").first().textContent())!;
    await settings(page).click();
    const dialog = page.getByRole("dialog", { name: "League settings" });
    await axe(page);
    await dialog.getByRole("button", { name: "Leave league" }).click();
    await page.getByRole("dialog", { name: "Leave league" }).getByRole("button", { name: "Yes, leave" }).click();
    await expect(page).toHaveURL(/\/leagues\/$/);
    await expect(page.getByTestId("private-leagues-list").getByText(leagueName, { exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: "Join league" }).click();
    const join = page.getByRole("dialog", { name: "Join or create a league" });
    await join.getByLabel("League code").fill(code.toLowerCase());
    await join.getByRole("button", { name: "Join league" }).click();
    await expect(page).toHaveURL(/\/leagues-ranking\/private\/\?league_id=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(leagueName);

    // The owner's league with the most members: search a team, pick it, remove it.
    await open(page, "/leagues/");
    await page
      .getByTestId("private-leagues-list")
      .getByRole("link")
      .filter({ has: page.getByLabel("Owner") })
      .filter({ hasText: "Demo" })
      .first()
      .click();
    await settings(page).click();
    const edit = page.getByRole("dialog", { name: "Edit league" });
    const search = edit.getByLabel("Team name");
    await search.fill("zzzz-none");
    await expect(edit.getByText("No teams found")).toBeVisible();
    await search.fill("a");
    const first = edit.locator("#remove-team-options").getByRole("button").first();
    const teamName = (await first.textContent())!;
    await first.click();
    await expect(search).toHaveValue(teamName);
    await edit.getByRole("button", { name: "Remove team" }).click();
    await expect(page.getByText("Team successfully removed from this private league")).toBeVisible();
    await search.fill(teamName);
    await expect(edit.locator("#remove-team-options").getByRole("list")).toBeVisible();
    await expect(edit.locator("#remove-team-options").getByRole("button", { name: teamName, exact: true })).toHaveCount(
      0,
    );
  });

  test("Italian pages, a league name shown as typed @mobile-only", async ({ page, viewport }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
    });
    await signIn(page, "/it/leagues/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leghe");
    await expect(page.getByRole("button", { name: "Crea una nuova lega" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Leghe comuni" })).toBeVisible();
    await axe(page);
    await open(page, "/it/leagues-ranking/season/");
    await expect(page.getByRole("columnheader", { name: "Punti" })).toBeVisible();
    await expect(page.getByText("Classifica dopo la giornata 12")).toContainText("Ultimo aggiornamento");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
    await axe(page);
    await shot(page, "it-leagues-ranking-season", viewport!.width);

    await open(page, "/it/leagues/");
    await page.getByRole("button", { name: "Crea una nuova lega" }).click();
    const dialog = page.getByRole("dialog", { name: "Unisciti o crea una lega" });
    await dialog.getByRole("button", { name: "Crea lega" }).click();
    await expect(dialog.getByText("Il nome della lega è obbligatorio")).toBeVisible();
    const name = `<script>x</script>${Date.now() % 10000}`;
    await dialog.getByLabel("Nome della lega").fill(name);
    await dialog.getByRole("button", { name: "Crea lega" }).click();
    await expect(page).toHaveURL(/\/it\/leagues-ranking\/private\/\?league_id=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    // A name without spaces wraps in the heading: a page wider than the phone would zoom out, and the bottom sheets,
    // fixed to the widened page, would reach below the screen (their last button, delete, out of reach).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
    await page.getByRole("button", { name: "Copia il codice della lega" }).click();
    await expect(page.getByText("Codice lega copiato negli appunti")).toBeVisible();
    const code = (await page.locator("code").first().textContent())!;
    await page.getByRole("button", { name: "Condividi il codice della lega" }).click();
    // The system share sheet (stubbed before the page loaded) gets the invitation with the code and the leagues page.
    const shared = (await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))[0]!;
    expect(shared.text).toContain(code);
    expect(shared.text).toContain(name);
    expect(shared.url).toMatch(/\/it\/leagues\/$/);
    await shot(page, "it-leagues-ranking-private", viewport!.width);

    // The owner's bottom sheet at 375 px: its last button, delete, is reachable and confirmed.
    await settings(page, "Impostazioni della lega").click();
    const edit = page.getByRole("dialog", { name: "Modifica lega" });
    await expect(edit.getByText(code)).toBeVisible();
    await expect(edit.getByRole("button", { name: "Chiudi", exact: true })).toBeVisible();
    await shot(page, "it-league-settings-owner", viewport!.width);
    await edit.getByRole("button", { name: "Elimina lega" }).click();
    const confirm = page.getByRole("dialog", { name: "Elimina lega privata" });
    await expect(confirm.getByRole("button", { name: "Annulla" })).toBeFocused();
    await axe(page);
    await shot(page, "it-league-delete-confirm", viewport!.width);
    await confirm.getByRole("button", { name: "Sì, elimina" }).click();
    await expect(page).toHaveURL(/\/it\/leagues\/$/);
    await expect(page.getByTestId("private-leagues-list").getByText(name, { exact: true })).toHaveCount(0);
  });
});
