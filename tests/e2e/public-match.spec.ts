// Match info (docs/product.md section 2): status and notes (scheduled, cancelled, forfeited, data being
// added; postponed on the season-opening instance), per-action player stats in a 60vh scrollable
// area, and the player info modal from a player's name. The 60vh area at both widths; the states
// (the same page at any width) once, each at one width.
import { expect, test, type Page } from "@playwright/test";
import { open } from "./support";

/** The match info URL of the first game of a round, from the schedule. */
async function matchOf(page: Page, round: number, index = 0): Promise<string> {
  await open(page, "/schedule-and-results/");
  const item = page.locator(`details[data-round='${round}']`);
  if ((await item.getAttribute("open")) === null) await item.locator("summary").click();
  return (await item
    .getByRole("link", { name: /^Match info: / })
    .nth(index)
    .getAttribute("href"))!;
}

test.describe("match info", () => {
  test("shows a finished game's score and its per-action player stats in a 60vh scroll area", async ({ page }) => {
    await open(page, await matchOf(page, 1));
    await expect(page.getByTestId("match-score")).toHaveText(/^\d+ – \d+$/);
    await expect(page.getByTestId("match-status")).toHaveText("Full time");
    await expect(page.locator("[data-note]")).toHaveCount(0);
    const area = page.getByRole("region", { name: "Player stats by action" });
    // The scoring actions first, the minutes last (every player who played has those).
    await expect(area.getByRole("term").first()).not.toHaveText(/^Played/);
    await expect(area.getByRole("term").last()).toHaveText("Played 60 minutes or more");
    const viewport = page.viewportSize()!;
    expect(await area.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight))).toBeCloseTo(
      viewport.height * 0.6,
      0,
    );
    expect(await area.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    const player = area.getByRole("link").first();
    const name = (await player.textContent())!;
    await player.click();
    await expect(page.getByRole("dialog", { name })).toBeVisible();
    await expect(page).toHaveURL(/match_id=\d+&player_id=\d+/);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/match-info\/\?match_id=\d+$/);
  });

  test("notes a scheduled game and shows its kick-off @desktop-only", async ({ page }) => {
    await open(page, await matchOf(page, 20));
    await expect(page.locator("[data-note='scheduled']")).toHaveText("Match is scheduled");
    await expect(page.getByRole("region", { name: "Player stats by action" })).toHaveCount(0);
    await expect(page.getByRole("main").getByText(/^\d{2} [A-Z][a-z]{2} \d{4} \| \d\d:\d\d$/)).toBeVisible();
  });

  test("shows a live game with its Live badge and the results so far @mobile-only", async ({ page }) => {
    await open(page, "/schedule-and-results/");
    const liveRow = page
      .locator("details[data-round='13'] li")
      .filter({ has: page.getByText("Live", { exact: true }) });
    await liveRow.getByRole("link", { name: /^Match info: / }).click();
    await expect(page.getByTestId("match-status")).toHaveText("Live");
    await expect(page.getByRole("region", { name: "Player stats by action" })).toBeVisible();
  });

  test("notes a cancelled, a forfeited and a data-pending game of the demo season, in both languages @desktop-only", async ({
    page,
  }) => {
    /** The match info address of the one game of a round whose row shows `label`, from the schedule. */
    const gameLabelled = async (round: number, label: string) => {
      await open(page, "/schedule-and-results/");
      const item = page.locator(`details[data-round='${round}']`);
      if ((await item.getAttribute("open")) === null) await item.locator("summary").click();
      const row = item.locator("li").filter({ has: page.getByText(label, { exact: true }) });
      await expect(row).toHaveCount(1);
      return (await row.getByRole("link", { name: /^Match info: / }).getAttribute("href"))!;
    };

    // Round 4: a game called off for good.
    const cancelled = await gameLabelled(4, "Cancelled");
    await open(page, cancelled);
    await expect(page.getByTestId("match-status")).toHaveText("Cancelled");
    await expect(page.locator("[data-note='cancelled']")).toHaveText("Match is cancelled");
    await expect(page.getByTestId("match-score")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Player stats by action" })).toHaveCount(0);

    // Round 9: a game awarded 3–0, nobody scoring.
    const forfeited = await gameLabelled(9, "Forfeited");
    await open(page, forfeited);
    await expect(page.getByTestId("match-status")).toHaveText("Forfeited");
    await expect(page.getByTestId("match-score")).toHaveText("3 – 0");
    await expect(page.locator("[data-note='forfeited']")).toHaveText("Match is forfeited");
    await expect(page.getByRole("region", { name: "Player stats by action" })).toHaveCount(0);

    // Round 13 (live): the last finished game has its score, not yet its players' data.
    const pending = await matchOf(page, 13, 4);
    await open(page, pending);
    await expect(page.getByTestId("match-status")).toHaveText("Full time");
    await expect(page.getByTestId("match-score")).toHaveText(/^\d+ – \d+$/);
    await expect(page.locator("[data-note='dataPending']")).toHaveText("Match data is being added");
    await expect(page.getByRole("region", { name: "Player stats by action" })).toHaveCount(0);

    for (const [href, status, note] of [
      [cancelled, "Annullata", "La partita è stata annullata"],
      [forfeited, "A tavolino", "La partita è stata assegnata a tavolino"],
      [pending, "Finale", "I dati della partita sono in fase di inserimento"],
    ] as const) {
      await open(page, `/it${href}`);
      await expect(page.getByTestId("match-status")).toHaveText(status);
      await expect(page.locator("[data-note]")).toHaveText(note);
    }
  });

  test("is served in Italian, and answers 404 without a valid match @mobile-only", async ({ page }) => {
    const href = await matchOf(page, 25);
    await open(page, `/it${href}`);
    await expect(page.locator("[data-note='scheduled']")).toHaveText("La partita è in programma");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("giornata 25");
    expect((await page.goto("/match-info/"))?.status()).toBe(404);
    expect((await page.goto("/match-info/?match_id=0"))?.status()).toBe(404);
    expect((await page.goto("/it/match-info/?match_id=999999"))?.status()).toBe(404);
  });
});
