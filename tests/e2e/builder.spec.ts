// The team builder's screens as a fan uses them (docs/product.md "Team screens"): a team built from an empty pitch on /next-season-team/
// (players list, Random Team, captaincy, the name), every team rule and team name message seen, transfers whose
// previewed deduction is what the server then charges, the Wildcard refused the second time, the Free Hit played
// through its dialog, the line-up changed on /next-round-team/ by keyboard drag, tap and the action sheet, a Bench
// Boost played and cancelled and a Triple Captain played there. Each flow
// runs as a manager of its own (tests/e2e/builder/manager.ts), never the demo user, so the two projects' runs and
// the other specs never meet. axe on each screen; screenshots with BUILDER_SCREENSHOTS=docs/screenshots.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, fullPageShot, open, runTsx, servedDb, signInWith } from "./support";

const SCREENSHOTS = process.env.BUILDER_SCREENSHOTS;

/** A fresh verified manager in the served database, optionally with a team. */
function manager(tag: string, options: { team?: boolean } = {}) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const out = runTsx("tests/e2e/builder/manager.ts", options.team ? [email, "--team"] : [email], servedDb());
  return JSON.parse(out.trim().split("\n").at(-1)!) as { email: string; password: string };
}

/** Signed in as `who` (the sign-in form itself is tested in header.spec.ts), on `path`. */
const signIn = (page: Page, who: { email: string; password: string }, path: string) => signInWith(page, who, path);

const axe = (page: Page) => expectAxeClean(page, { serious: true });

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/${name}-${width < 768 ? "phone" : "desktop"}.png`);
}

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The players list: the side column on desktop, the modal on a phone. */
async function playersList(page: Page, width: number) {
  if (width >= 1024) return page.getByRole("complementary", { name: "Players" });
  const dialog = page.getByRole("dialog", { name: "Players" });
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: "Players list" }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

const slots = (page: Page) => page.locator("[data-slot]");
const errors = (page: Page) => page.locator("[data-errors]");

test.describe("team builder", () => {
  test("a new team from an empty pitch: players list, Random Team, name, Save Team", async ({ page, viewport }) => {
    test.slow();
    const width = viewport!.width;
    await signIn(page, manager("builder-new"), "/next-season-team/");
    await expect(page.getByRole("heading", { level: 1, name: "Next season team" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Step 1 of 2" })).toBeVisible();
    await expect(slots(page).filter({ hasText: "GKP" })).toHaveCount(2);
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "next-season-team-empty", width);

    // An empty slot opens the list at its position; the first two goalkeepers go in, the third is refused.
    await page
      .getByRole("button", { name: /empty Goalkeeper place/ })
      .first()
      .click();
    const list = await playersList(page, width);
    await expect(list.getByRole("button", { name: "Goalkeeper", pressed: true })).toBeVisible();
    const adds = list.getByRole("button", { name: /^Add / });
    // The tapped row reads as chosen from the tap on, while the pitch follows in a transition: on a slow phone
    // (20× CPU) too, checked once without a retry (a second tap could not add him twice).
    const first = (await adds.first().getAttribute("aria-label"))!.slice("Add ".length);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
    await adds.first().click();
    expect(await list.getByRole("button", { name: `${first} cannot be added: Already in your team` }).count()).toBe(1);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await adds.first().click();
    await expect(list.getByRole("status").filter({ hasText: "Added to the pitch" })).toBeVisible();
    await expect(
      list.getByRole("button", { name: /cannot be added: No free place in this position/ }).first(),
    ).toBeVisible();
    if (width < 1024) await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /empty Goalkeeper place/ })).toHaveCount(0);

    // Random Team fills the other thirteen around the two picked by hand, captain and vice-captain included.
    await page.getByRole("button", { name: "Random Team" }).click();
    await expect(page.locator("[data-slot]:not([data-player])")).toHaveCount(0);
    await expect(page.getByText("Captain", { exact: true })).toBeAttached();
    await expect(page.getByText("Vice-captain", { exact: true })).toBeAttached();

    // The name is required and checked beside the field; a valid one saves the team.
    await page.getByRole("button", { name: "Save Team" }).click();
    await expect(page.getByText("Team Name is required")).toBeVisible();
    await page.getByLabel("Team name").fill(`Builders ${width}`);
    await shot(page, "next-season-team-full", width);
    await page.getByRole("button", { name: "Save Team" }).click();
    await expect(page).toHaveURL(/\/main\/$/);
    // The new team is the fan's team on the signed-in home.
    await expect(page.getByText(`Builders ${width}`).first()).toBeVisible();
    // Back on the page, both steps are done: the team exists.
    await open(page, "/next-season-team/");
    await expect(page.getByRole("heading", { name: /^You already have a team for / })).toBeVisible();
    await expect(page.getByRole("list", { name: "Both steps done" })).toBeVisible();
    await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
  });

  test("every team rule and team name message, in Italian @desktop-only", async ({ page }) => {
    test.slow();
    await signIn(page, manager("builder-rules"), "/it/next-season-team/");
    const save = page.getByRole("button", { name: "Salva squadra" });
    const list = page.getByRole("complementary", { name: "Giocatori" });

    // Empty: no captain, no vice-captain, not 15 players, no name.
    await save.click();
    await expect(page.getByText("Il nome della squadra è obbligatorio")).toBeVisible();
    for (const message of [
      "Devi scegliere un capitano",
      "Devi scegliere un vicecapitano",
      "La squadra deve avere 15 giocatori in tutti i ruoli",
    ])
      await expect(errors(page).getByText(message)).toBeVisible();
    await page.getByRole("button", { name: "Cancella tutto" }).click();
    await expect(errors(page)).toHaveCount(0);

    // The name's rules, beside the name.
    const name = page.getByLabel("Nome della squadra");
    for (const [value, message] of [
      ["Squadra!", "Il nome della squadra deve contenere solo lettere latine o cifre"],
      ["x".repeat(31), "Il nome della squadra non può superare i 30 caratteri"],
      ["merda", "Il nome della squadra non deve contenere parole inappropriate od offensive"],
    ]) {
      await name.fill(value);
      await save.click();
      await expect(page.getByText(message)).toBeVisible();
    }

    // Four players of one club: the club rule names the club.
    await list.getByLabel("Club").selectOption({ index: 1 });
    const club = await list.getByLabel("Club").locator("option:checked").textContent();
    await list.getByRole("button", { name: "Centrocampista", exact: true }).click();
    for (let i = 0; i < 4; i++)
      await list
        .getByRole("button", { name: /^Aggiungi / })
        .first()
        .click();
    await save.click();
    await expect(errors(page).getByText(`Puoi avere al massimo 3 giocatori dello stesso club: ${club}`)).toBeVisible();
    await page.getByRole("button", { name: "Azzera squadra" }).click();

    // The most expensive players first, until the budget says no.
    await list.getByLabel("Club").selectOption({ index: 0 });
    await list.getByLabel("Ordina per").selectOption("current_price");
    await list.getByRole("button", { name: "Tutti", exact: true }).click();
    const overBudget = list.getByRole("button", { name: /non può essere aggiunto: Hai raggiunto il budget massimo/ });
    for (let i = 0; i < 15 && (await overBudget.count()) === 0; i++)
      await list
        .getByRole("button", { name: /^Aggiungi / })
        .first()
        .click();
    await overBudget.first().click({ force: true });
    await expect(errors(page).getByText("Hai raggiunto il budget massimo")).toBeVisible();
    await axe(page);
  });

  test("transfers: the previewed deduction is what the server charges; the Wildcard only once @desktop-only", async ({
    page,
  }) => {
    test.slow();
    await signIn(page, manager("builder-transfers", { team: true }), "/transfers/");
    const counters = page.locator('dl[aria-label="Transfer counters"]').getByRole("definition");
    await expect(counters.nth(0)).toHaveText("0/1");
    await expect(
      page.getByText("1 free transfer this round: those you do not use are banked for the next one, up to 5."),
    ).toBeVisible();
    await expect(counters.nth(1)).toHaveText("0 pts");
    const confirm = page.getByRole("button", { name: "Confirm transfers" });
    await expect(confirm).toBeDisabled();
    await axe(page);

    // Two midfielders out, two in: one free transfer, one at the penalty.
    const list = page.getByRole("complementary", { name: "Players" });
    const outNames: string[] = [];
    for (let i = 0; i < 2; i++) {
      const midfielder = page.getByRole("button", { name: /, Midfielder$/ }).first();
      outNames.push((await midfielder.getAttribute("data-player"))!);
      await midfielder.click();
      await page.getByRole("dialog").getByRole("button", { name: "Transfer out" }).click();
    }
    await expect(page.getByRole("button", { name: /empty Midfielder place/ })).toHaveCount(2);
    // Each one's slot says who leaves, and the list shows the position he left.
    const leaving = page.locator("[data-slot]").filter({ has: page.locator('[data-move="out"]') });
    await expect(leaving).toHaveCount(2);
    for (const name of outNames) await expect(leaving.filter({ hasText: name.split(" ").at(-1)! })).toHaveCount(1);
    await expect(confirm).toBeDisabled();
    await expect(list.getByRole("button", { name: "Midfielder", exact: true })).toHaveAttribute("aria-pressed", "true");
    await list.getByLabel("Sort by").selectOption("current_price");
    // Sorted by price, a row shows its price once; the squad's own players are marked.
    await expect(list.locator("[data-player-row]").first()).not.toContainText("Price:");
    for (let i = 0; i < 2; i++) {
      // The cheapest first keeps the budget; sorted descending, so from the end of the first page.
      await list.getByRole("button", { name: /^Add / }).last().click();
    }
    await expect(counters.nth(0)).toHaveText("2/1");
    await expect(page.locator('[data-move="in"]')).toHaveCount(2);
    const preview = (await counters.nth(1).textContent())!;
    expect(preview).toBe("−4 pts");
    await shot(page, "transfers-pending", 1280);

    await confirm.click();
    const modal = page.getByRole("dialog", { name: "Confirm transfers" });
    for (const name of outNames) await expect(modal.getByRole("region", { name: "Out" })).toContainText(name);
    await expect(modal.getByRole("region", { name: "In" }).getByRole("listitem")).toHaveCount(2);
    await expect(modal).toContainText("These transfers cost 4 points.");
    await modal.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Transfers are successfully completed")).toBeVisible();
    // The server charged what the page previewed.
    await expect(counters.nth(0)).toHaveText("2/1");
    await expect(counters.nth(1)).toHaveText(preview);
    const teams = await page.request.get("/api/v0/userteams/user-teams/?season_status=live");
    expect((await teams.json())[0].penalty_points).toBe(4);

    // The Wildcard: confirmed once, then refused with its reason, in the page and by the API. Until the page has read
    // the team again after the transfers, the button is off (a dialog opened meanwhile would close with the old editor);
    // the click waits for it.
    await page.getByRole("button", { name: "Wildcard" }).click();
    const wildcard = page.getByRole("dialog", { name: "Play your Wildcard?" });
    await wildcard.getByRole("button", { name: "Play the Wildcard" }).click();
    await expect(wildcard).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Wildcard" })).toBeDisabled();
    // Played for this round, it is active until the deadline (not "already used").
    await expect(
      page.getByText("Wildcard active until the deadline: unlimited free transfers this round"),
    ).toBeVisible();
    await expect(counters.nth(0)).toHaveText("∞");
    const again = await page.request.patch("/api/v0/userteams/user-teams/use-wildcard-for-live-round/", {
      headers: { "Content-Type": "application/json", Origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(409);
    await shot(page, "transfers-wildcard", 1280);
  });

  test("transfers: the Free Hit played through its dialog, the Wildcard off for that round", async ({
    page,
    viewport,
  }) => {
    test.slow();
    const width = viewport!.width;
    await signIn(page, manager("builder-free-hit", { team: true }), "/transfers/");
    const chips = page.getByRole("list", { name: "Chips" });
    const freeHit = chips.getByRole("button", { name: /^Free Hit/ });
    const wildcard = chips.getByRole("button", { name: /^Wildcard/ });
    await expect(freeHit).toContainText("Available");
    await expect(wildcard).toContainText("Available");
    await expect(freeHit).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "transfers-chips", width);

    // The dialog says what it does, that it cannot be undone and that the squad comes back at the deadline; Back is
    // its first focus, and closes it with nothing played.
    await freeHit.click();
    const dialog = page.getByRole("dialog", { name: "Play your Free Hit?" });
    await expect(dialog).toContainText("free and unlimited, for that round only");
    await expect(dialog).toContainText("your squad comes back as it was before the Free Hit");
    await expect(dialog).toContainText("cannot be undone");
    await expect(dialog.getByRole("button", { name: "Back" })).toBeFocused();
    await axe(page);
    await shot(page, "transfers-free-hit-dialog", width);
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect(freeHit).toContainText("Available");

    await freeHit.click();
    await dialog.getByRole("button", { name: "Play the Free Hit" }).click();
    await expect(page.getByText("Free Hit played: your transfers are free until the deadline")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Active for the round: transfers unlimited, neither chip can be played again, the status strip names it.
    const counters = page.locator('dl[aria-label="Transfer counters"]').getByRole("definition");
    await expect(counters.nth(0)).toHaveText("∞");
    await expect(freeHit).toContainText("Active this round");
    await expect(freeHit).toBeDisabled();
    await expect(wildcard).toBeDisabled();
    await expect(page.getByText("Free Hit active until the deadline")).toBeVisible();
    await expect(page.locator('dl[aria-label="Round status"]')).toContainText("Free Hit");
    const origin = { Origin: new URL(page.url()).origin };
    const state = await (await page.request.get("/api/v0/userteams/user-teams/chips/")).json();
    expect(state.chips.filter((c: { status: string }) => c.status === "active")).toEqual([
      expect.objectContaining({ chip: "free_hit", half: 1 }),
    ]);
    // One chip a round: the Wildcard is refused by the API too, and a Free Hit cannot be cancelled.
    const refused = await page.request.post("/api/v0/userteams/user-teams/chips/", {
      headers: { "Content-Type": "application/json", ...origin },
      data: { chip: "wildcard" },
    });
    expect(refused.status()).toBe(409);
    const kept = await page.request.delete("/api/v0/userteams/user-teams/chips/free_hit/", { headers: origin });
    expect(kept.status()).toBe(409);
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "transfers-free-hit", width);
    if (SCREENSHOTS) {
      await open(page, "/it/transfers/");
      await expect(page.getByRole("list", { name: "Chip" }).getByRole("button", { name: /^Free Hit/ })).toContainText(
        "Attivo in questa giornata",
      );
      await shot(page, "transfers-free-hit-it", width);
    }
  });

  test("next round: swaps by keyboard drag, tap and the action sheet, captaincy, Confirm team", async ({
    page,
    viewport,
  }) => {
    test.slow();
    const width = viewport!.width;
    await signIn(page, manager("builder-lineup", { team: true }), "/next-round-team/");
    const confirm = page.getByRole("button", { name: "Confirm team" });
    await expect(confirm).toBeDisabled();
    await expect(page.getByText("Nothing has changed since your last save")).toBeVisible();
    // The status strip over the pitch: the round, its deadline, the budget and the free transfers.
    const status = page.getByRole("definition");
    await expect(status.nth(0)).toHaveText(/^\d+$/);
    await expect(status.nth(1)).toHaveText(/^\d{2} \w{3} \d{4} \| \d{2}:\d{2}/);
    await expect(status.nth(2)).toHaveText(/^€\d+\.\dM$/);
    await expect(status.nth(3)).toHaveText(/^(\d+|∞)$/);
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "next-round-team", width);

    // The first bench outfielder swaps with a pitch player of his position through the action sheet.
    const bench = page.locator("[data-slot='12']");
    const benchName = (await bench.getAttribute("data-player"))!;
    await bench.click();
    await page.getByRole("dialog").getByRole("button", { name: "Swap with a player on the pitch" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Choose where ${benchName} goes` })).toBeVisible();
    const targets = page.locator("[data-target]");
    expect(await targets.count()).toBeGreaterThan(0);
    // The goalkeepers are never targets for an outfielder.
    await expect(page.locator("[data-slot='0'][data-target]")).toHaveCount(0);
    await targets.first().click();
    await expect(page.locator("[data-slot='12']")).not.toHaveAttribute("data-player", benchName);
    await expect(confirm).toBeEnabled();

    // Keyboard drag: Space picks the third substitute up, an arrow goes to his first target, Space drops him there.
    const sub = page.locator("[data-slot='14']");
    const subName = (await sub.getAttribute("data-player"))!;
    const announced = page.locator("[id^=DndLiveRegion]");
    await sub.focus();
    await page.keyboard.press("Space");
    await expect(announced).toHaveText(
      `Picked up ${subName}. Use the arrow keys to choose a place, Space to drop, Escape to cancel.`,
    );
    await page.keyboard.press("ArrowRight");
    await expect(announced).toHaveText(new RegExp(`^${subName} is over the pitch as `));
    await page.keyboard.press("Space");
    await expect(announced).toHaveText(new RegExp(`^${subName} moved to the pitch as `));
    await expect(page.locator("[data-slot='14']")).not.toHaveAttribute("data-player", subName);
    await expect(page.locator(`[data-player="${subName}"]`)).not.toHaveAttribute("data-slot", /^1[1-4]$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The goalkeepers never move between the pitch and the bench.
    await page.locator("[data-slot='11']").click();
    await expect(page.getByRole("dialog").getByRole("button", { name: /^Swap/ })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // A new captain through the sheet: a forward who is not the vice-captain (making him captain would leave the team
    // without one, which Confirm team then refuses).
    const forward = page
      .getByRole("button", { name: /, Forward$/ })
      .filter({ hasNotText: "Vice-captain" })
      .first();
    const forwardName = (await forward.getAttribute("data-player"))!;
    await forward.click();
    await page.getByRole("dialog").getByRole("button", { name: "Make captain" }).click();
    // The swaps above may have sent the vice-captain to the bench, which ends his role (the random team decides):
    // a defender is named then, so that Confirm team has both.
    if ((await page.locator("[data-slot]").filter({ hasText: "Vice-captain" }).count()) === 0) {
      await page.locator("[data-slot='1']").click();
      await page.getByRole("dialog").getByRole("button", { name: "Make vice-captain" }).click();
    }

    await confirm.click();
    await expect(page.getByText("Team is successfully changed")).toBeVisible();
    await expect(confirm).toBeDisabled();
    await page.reload();
    await expect(page.locator(`[data-player="${forwardName}"]`).getByText("Captain", { exact: true })).toBeAttached();
    await expect(page.locator(`[data-player="${subName}"]`)).not.toHaveAttribute("data-slot", /^1[1-4]$/);
  });

  test("next round: a Bench Boost played and cancelled, then a Triple Captain played", async ({ page, viewport }) => {
    test.slow();
    const width = viewport!.width;
    await signIn(page, manager("builder-boost", { team: true }), "/next-round-team/");
    const chips = page.getByRole("list", { name: "Chips" });
    const benchBoost = chips.getByRole("button", { name: /^Bench Boost/ });
    const tripleCaptain = chips.getByRole("button", { name: /^Triple Captain/ });
    await expect(benchBoost).toContainText("Available");
    await expect(tripleCaptain).toContainText("Available");
    const status = page.locator('dl[aria-label="Round status"]');
    await expect(status).not.toContainText("Chip");
    await expect(page.locator("[data-bench-note]")).toHaveCount(0);

    // The Bench Boost: its dialog says what it does and that it can be cancelled until the deadline.
    await benchBoost.click();
    const boostDialog = page.getByRole("dialog", { name: "Play your Bench Boost?" });
    await expect(boostDialog).toContainText("the points of your four substitutes count too");
    await expect(boostDialog).toContainText("You can cancel the Bench Boost until the deadline");
    await shot(page, "next-round-team-bench-boost-dialog", width);
    await boostDialog.getByRole("button", { name: "Play the Bench Boost" }).click();
    await expect(page.getByText("Bench Boost played: your bench's points count in round")).toBeVisible();
    await expect(boostDialog).toHaveCount(0);
    await expect(benchBoost).toContainText("Active this round");
    // The bench is marked as counting, the strip names the chip, and a second chip waits for another round.
    await expect(page.locator("[data-bench-note]")).toHaveText("Bench Boost: the bench's points count");
    await expect(status).toContainText("Bench Boost");
    await expect(tripleCaptain).toBeDisabled();
    await expect(page.getByText("You have already played a chip for this round: one chip a round")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "next-round-team-bench-boost", width);

    // Cancelled before the deadline: available again, the bench back to the substitutes' usual role.
    const cancel = page.getByRole("button", { name: "Cancel the Bench Boost" });
    await expect(cancel).toBeVisible();
    await cancel.click();
    await expect(page.getByText("Bench Boost cancelled: you can play it again until the deadline")).toBeVisible();
    await expect(benchBoost).toContainText("Available");
    await expect(page.locator("[data-bench-note]")).toHaveCount(0);
    await expect(status).not.toContainText("Bench Boost");
    await expect(cancel).toHaveCount(0);

    // The Triple Captain, from the keyboard: the captain's armband says ×3.
    await expect(tripleCaptain).toBeEnabled();
    await tripleCaptain.focus();
    await page.keyboard.press("Enter");
    const captainDialog = page.getByRole("dialog", { name: "Play your Triple Captain?" });
    await expect(captainDialog).toContainText("three times instead of twice");
    await expect(captainDialog).toContainText("You can cancel the Triple Captain until the deadline");
    await captainDialog.getByRole("button", { name: "Play the Triple Captain" }).click();
    await expect(page.getByText("Triple Captain played: your captain's points count three times")).toBeVisible();
    const tripled = page.locator('[data-role-badge="tripled"]');
    await expect(tripled).toHaveCount(1);
    await expect(tripled).toContainText("×3");
    await expect(tripled).toContainText("Captain, points count three times");
    await expect(status).toContainText("Triple Captain");
    await expect(page.getByRole("button", { name: "Cancel the Triple Captain" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "next-round-team-triple-captain", width);

    // The server has it: after a reload the same, and the API lists it active, the Bench Boost available.
    await page.reload();
    await expect(page.locator('[data-role-badge="tripled"]')).toHaveCount(1);
    const state = await (await page.request.get("/api/v0/userteams/user-teams/chips/")).json();
    const half = (chip: string) =>
      state.chips.find((c: { chip: string; half: number }) => c.chip === chip && c.half === 1);
    expect(half("triple_captain").status).toBe("active");
    expect(half("bench_boost").status).toBe("available");
    if (SCREENSHOTS) {
      await open(page, "/it/next-round-team/");
      await expect(page.getByRole("button", { name: "Annulla il Triplo Capitano" })).toBeVisible();
      await shot(page, "next-round-team-triple-captain-it", width);
    }
  });
});
