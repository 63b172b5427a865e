// The planner (/planner/) as a fan uses it: two rounds planned ahead (in the first, one transfer more than the free
// ones, so the hit shows, a new captain and a substitution; in the second, a chip), the plan saved under a name and
// found as saved after a reload, then its first round applied, and the real team read back through the API: the
// players in and out, the captain, the substitute's bench place and the transfers' penalty exactly as planned. The
// apply changes a team, so each run is a manager of its own with a team (tests/e2e/builder/manager.ts), never the demo
// user whom other specs read. axe on the screen; screenshots at 375 and 1280 px in both languages with
// PLANNER_SCREENSHOTS=docs/screenshots.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, fullPageShot, open, runTsx, servedDb, signInWith } from "./support";

const SCREENSHOTS = process.env.PLANNER_SCREENSHOTS;

function manager(tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const out = runTsx("tests/e2e/builder/manager.ts", [email, "--team"], servedDb());
  return JSON.parse(out.trim().split("\n").at(-1)!) as { email: string; password: string };
}

const counter = (page: Page, name: string) => page.locator(`[data-counter="${name}"] dd`);
const pitchPlayer = (page: Page, id: number) => page.locator(`[data-plan-player="${id}"]`);
const captainId = async (page: Page) =>
  Number(await page.locator("[data-plan-player]:has([data-role-badge=captain])").getAttribute("data-plan-player"));

async function expectNoHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

interface LiveTeam {
  captainID: number | null;
  penalty_points: number;
  transfers_used: number;
  football_players: { football_player: { id: number } }[];
  bench_players: { user_football_player: { football_player: { id: number } } }[];
}

async function liveTeam(page: Page): Promise<LiveTeam> {
  const response = await page.request.get("/api/v0/userteams/user-teams/?season_status=live");
  expect(response.status()).toBe(200);
  return ((await response.json()) as LiveTeam[])[0]!;
}

const squadOf = (team: LiveTeam) => [
  ...team.football_players.map((p) => p.football_player.id),
  ...team.bench_players.map((b) => b.user_football_player.football_player.id),
];

/** Sells `outId` in the round on screen for the best affordable replacement; the player bought. */
async function transfer(page: Page, outId: number): Promise<number> {
  await pitchPlayer(page, outId).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^Transfer out$|^Cedi$/ })
    .click();
  const list = page.getByRole("dialog", { name: /^Replace |^Sostituisci / });
  await expect(list).toBeVisible();
  const best = list.locator('[data-replacement][aria-disabled="false"]').first();
  const inId = Number(await best.getAttribute("data-replacement"));
  await best.click();
  await expect(list).toHaveCount(0);
  await expect(pitchPlayer(page, inId)).toBeVisible();
  return inId;
}

test.describe("planner", () => {
  test("two rounds planned, saved, found again, the first applied to the real team", async ({ page, viewport }) => {
    test.slow();
    const width = viewport!.width;
    await signInWith(page, manager("planner"), "/planner/");
    await expect(page.getByRole("heading", { level: 1, name: "Planner" })).toBeVisible();
    const before = await liveTeam(page);
    const strip = page.getByRole("navigation", { name: "Planned rounds" });
    const firstRound = Number(await strip.locator("[data-plan-round]").first().getAttribute("data-plan-round"));
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^Round ${firstRound}`) })).toBeVisible();
    await expect(page.locator("[data-plan-state]")).toHaveText(/Not saved yet/);
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { serious: true });

    // Round 1: one transfer more than the free ones, then the hit of one paid transfer.
    const free = Number(await counter(page, "free").textContent());
    expect(free).toBeGreaterThan(0);
    await expect(counter(page, "hit")).toHaveText("0");
    const captain = await captainId(page);
    const sellable = (await page
      .locator("[data-plan-player]")
      .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-plan-player"))))) as number[];
    const outIds = sellable.filter((id) => id !== captain).slice(-(free + 1));
    const inIds: number[] = [];
    for (const outId of outIds) inIds.push(await transfer(page, outId));
    await expect(counter(page, "made")).toHaveText(String(free + 1));
    await expect(counter(page, "hit")).toHaveText("−4");
    await expect(page.locator("[data-plan-transfer]")).toHaveCount(free + 1);

    // A new captain: a starter who is neither captain nor vice-captain, nor bought.
    const starters = page.locator("[data-pitch-line] [data-plan-player]:not(:has([data-role-badge]))");
    const newCaptain = Number(await starters.first().getAttribute("data-plan-player"));
    await pitchPlayer(page, newCaptain).click();
    await page.getByRole("dialog").getByRole("button", { name: "Make captain" }).click();
    await expect(pitchPlayer(page, newCaptain).locator("[data-role-badge=captain]")).toBeVisible();
    await expect(page.locator("[data-plan-state]")).toHaveText(/Not saved yet/);

    // A substitution: an outfield starter without a role off, for the first bench player a legal formation lets on.
    const off = Number(
      await page
        .locator('[data-pitch-line]:not([data-pitch-line="GKP"]) [data-plan-player]:not(:has([data-role-badge]))')
        .last()
        .getAttribute("data-plan-player"),
    );
    await pitchPlayer(page, off).click();
    await page.getByRole("dialog").getByRole("button", { name: "Substitute", exact: true }).click();
    const subs = page.getByRole("dialog", { name: /^Substitute / });
    const on = subs.locator('[data-substitute][aria-disabled="false"]').first();
    const onId = Number(await on.getAttribute("data-substitute"));
    await on.click();
    await expect(subs).toHaveCount(0);
    await expect(page.locator(`[data-pitch-line] [data-plan-player="${onId}"]`)).toBeVisible();
    await expect(page.locator(`[data-pitch-line] [data-plan-player="${off}"]`)).toHaveCount(0);
    await expect(page.locator("[data-plan-problems]")).toHaveCount(0);

    // Round 2, by the arrow key: a chip (the Bench Boost, else the Triple Captain).
    await page.getByRole("heading", { level: 2 }).click();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^Round ${firstRound + 1}`) })).toBeVisible();
    const chipName = (await page.getByRole("radio", { name: "Bench Boost" }).isEnabled())
      ? "Bench Boost"
      : "Triple Captain";
    await page.locator("fieldset label", { hasText: chipName }).click();
    await expect(page.getByRole("radio", { name: chipName })).toBeChecked();
    // The captain carries over from round 1.
    await expect(pitchPlayer(page, newCaptain).locator("[data-role-badge]")).toBeVisible();
    if (chipName === "Bench Boost") await expect(page.locator("[data-bench-note]")).toBeVisible();
    await expect(page.locator("[data-plan-problems]")).toHaveCount(0);

    // Saved under a name.
    const name = `Two rounds ${width}`;
    await page.getByLabel("Plan name").fill(name);
    await page.getByRole("button", { name: "Save plan" }).click();
    await expect(page.getByText("Plan saved")).toBeVisible();
    await expect(page.locator("[data-plan-state]")).toHaveText("Saved");
    await expectAxeClean(page, { serious: true });
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/planner-chip-en-${width < 768 ? 375 : 1280}.png`);

    // After a reload the plan is there as saved: the transfers, the hit, the captain, the chip.
    await open(page, "/planner/");
    await expect(page.getByLabel("Plan", { exact: true })).toHaveValue(/\d+/);
    await expect(page.getByLabel("Plan", { exact: true }).locator("option:checked")).toHaveText(name);
    await expect(page.locator("[data-plan-state]")).toHaveText("Saved");
    await expect(page.locator("[data-plan-transfer]")).toHaveCount(free + 1);
    for (const id of inIds) await expect(pitchPlayer(page, id)).toBeVisible();
    for (const id of outIds) await expect(pitchPlayer(page, id)).toHaveCount(0);
    await expect(counter(page, "hit")).toHaveText("−4");
    await expect(pitchPlayer(page, newCaptain).locator("[data-role-badge=captain]")).toBeVisible();
    await expect(page.locator(`[data-pitch-line] [data-plan-player="${onId}"]`)).toBeVisible();
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/planner-en-${width < 768 ? 375 : 1280}.png`);
    await page.getByRole("button", { name: "Next round" }).click();
    await expect(page.getByRole("radio", { name: chipName })).toBeChecked();

    // Round 1 applied: the confirm dialog says what it does and what it costs.
    await page.getByRole("button", { name: `Apply round ${firstRound}` }).click();
    const confirm = page.getByRole("dialog", { name: `Apply round ${firstRound} to your team?` });
    await expect(confirm).toContainText(`${free + 1} transfers`);
    await expect(confirm).toContainText("These transfers cost 4 points.");
    await expectAxeClean(page, { serious: true });
    await confirm.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(page.getByText(`Round ${firstRound} applied to your team`)).toBeVisible();
    await expect(confirm).toHaveCount(0);

    // The real team changed exactly as planned.
    const after = await liveTeam(page);
    const squad = squadOf(after);
    for (const id of inIds) expect(squad).toContain(id);
    for (const id of outIds) expect(squad).not.toContain(id);
    expect(squad.filter((id) => !squadOf(before).includes(id)).sort()).toEqual([...inIds].sort());
    expect(after.captainID).toBe(newCaptain);
    expect(after.bench_players.map((b) => b.user_football_player.football_player.id)).toContain(off);
    expect(after.football_players.map((p) => p.football_player.id)).toContain(onId);
    expect(after.transfers_used).toBe(before.transfers_used + free + 1);
    expect(after.penalty_points).toBe(before.penalty_points + 4);

    // The plan now starts from the team as it is: round 1 plans nothing more, the chip of round 2 stays. (Read again
    // from the server: the page's own refresh after the apply lands when it lands, and starts the planner over.)
    await open(page, "/planner/");
    await expect(page.locator("[data-plan-transfer]")).toHaveCount(0);
    await expect(pitchPlayer(page, newCaptain).locator("[data-role-badge=captain]")).toBeVisible();
    await page.getByRole("button", { name: "Next round" }).click();
    await expect(page.getByRole("radio", { name: chipName })).toBeChecked();
  });

  test("in Italian: the counters, the captaincy swapped, the replacements searched", async ({ page, viewport }) => {
    const width = viewport!.width;
    await signInWith(page, manager("planner-it"), "/it/planner/");
    await expect(page.getByRole("heading", { level: 1, name: "Pianificatore" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Applica la giornata \d+$/ })).toBeEnabled();
    await expect(page.locator('[data-counter="free"] dt')).toHaveText("Trasferimenti gratuiti");
    await expect(page.locator('[data-counter="hit"] dt')).toHaveText("Penalità");
    await expectNoHorizontalScroll(page);
    await expectAxeClean(page, { serious: true });
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/planner-it-${width < 768 ? 375 : 1280}.png`);

    // Captain and vice-captain swap when the vice is named captain.
    const vice = Number(
      await page.locator("[data-plan-player]:has([data-role-badge=vice])").getAttribute("data-plan-player"),
    );
    await pitchPlayer(page, vice).click();
    await page.getByRole("dialog").getByRole("button", { name: "Nomina capitano" }).click();
    await expect(pitchPlayer(page, vice).locator("[data-role-badge=captain]")).toBeVisible();
    await expect(page.locator("[data-role-badge=vice]")).toHaveCount(1);

    // The replacements list: searchable, of the same position, each saying its price and whether it is affordable.
    const captain = await captainId(page);
    const outId = Number(
      await page
        .locator(`[data-pitch-line="FWD"] [data-plan-player]:not([data-plan-player="${captain}"])`)
        .first()
        .getAttribute("data-plan-player"),
    );
    await pitchPlayer(page, outId).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cedi" }).click();
    const list = page.getByRole("dialog", { name: /^Sostituisci / });
    await expect(list.getByText(/^Budget dopo la cessione di /)).toBeVisible();
    await expect(list.locator("[data-replacement]").first()).toBeVisible();
    await expectAxeClean(page, { serious: true });
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/planner-replacements-it-${width < 768 ? 375 : 1280}.png` });
    await list.getByLabel("Cerca giocatori").fill("zzzz-nessuno");
    await expect(list.getByRole("status")).toHaveText("Nessun giocatore trovato");
    await page.keyboard.press("Escape");
    await expect(list).toHaveCount(0);
  });
});
