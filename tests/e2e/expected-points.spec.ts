// The forecast where fans pick players (docs/forecast.md): the players list sorted by expected points, a player's
// dialog with his next rounds (opponents on their difficulty's colour, expected points, chance of playing) and the
// next round's and the transfers' cards coloured by their fixture's difficulty (on transfers under the price), in
// English and Italian, axe clean. Each test runs as a manager of its own (tests/e2e/builder/manager.ts). Screenshots
// with BUILDER_SCREENSHOTS=docs/screenshots.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAxeClean, fullPageShot, runTsx, servedDb, signInWith } from "./support";

const SCREENSHOTS = process.env.BUILDER_SCREENSHOTS;

function manager(tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const out = runTsx("tests/e2e/builder/manager.ts", [email, "--team"], servedDb());
  return JSON.parse(out.trim().split("\n").at(-1)!) as { email: string; password: string };
}

const axe = (page: Page) => expectAxeClean(page, { serious: true });
const suffix = (width: number) => (width < 768 ? "phone" : "desktop");

/** The players list: the side column on desktop, the modal on a phone. */
async function playersList(page: Page, width: number, names: { list: string; open: string }) {
  if (width >= 1024) return page.getByRole("complementary", { name: names.list });
  const dialog = page.getByRole("dialog", { name: names.list });
  if (!(await dialog.isVisible())) await page.getByRole("button", { name: names.open }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The expected points each of the first rows shows after `label` ("xP: 5.2", "Attesi: 5,2"). */
async function shownValues(list: Locator, label: string, rows = 8): Promise<number[]> {
  const pattern = new RegExp(`${label.replace(/[.]/g, "\\.")}: (\\d+[.,]\\d)`);
  const texts = await list
    .locator("[data-player-row]")
    .evaluateAll((els, n) => els.slice(0, n).map((e) => e.textContent ?? ""), rows);
  return texts.map((t) => Number(pattern.exec(t)![1]!.replace(",", ".")));
}

test.describe("expected points", () => {
  test("the players list sorted by expected points, a player's next rounds, in both languages", async ({
    page,
    viewport,
  }) => {
    test.slow();
    const width = viewport!.width;
    await signInWith(page, manager("xp-list"), "/transfers/");
    const list = await playersList(page, width, { list: "Players", open: "Players list" });
    const sort = list.getByLabel("Sort by");
    await expect(sort.locator("option", { hasText: "xP next round" })).toHaveCount(1);
    await expect(sort.locator("option", { hasText: "xP next 5 rounds" })).toHaveCount(1);
    await sort.selectOption("expected_points");
    const first = list.locator("[data-player-row]").first();
    await expect(first).toContainText(/xP: \d+\.\d/);
    // And his next fixture, on its difficulty's colour (named for screen readers).
    await expect(first.getByText(/^next: .+ \((home|away)\), difficulty [1-5] of 5$/)).toBeAttached();
    const values = await shownValues(list, "xP");
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBeGreaterThan(0);
    await axe(page);
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/players-list-xp-${suffix(width)}.png`);

    // The best of them: his dialog shows the next rounds, each with its opponent's difficulty and his points.
    const id = await first.getAttribute("data-player-row");
    await first.getByRole("button").first().click();
    await expect(page).toHaveURL(new RegExp(`player_id=${id}`));
    const strip = page.getByTestId("next-rounds");
    await expect(strip.getByRole("heading", { name: "Next rounds" })).toBeVisible();
    await expect(strip.locator("li:visible")).toHaveCount(width < 640 ? 5 : 8);
    await expect(strip.getByText(/difficulty [1-5] of 5/).first()).toBeAttached();
    await expect(strip.getByText(/\d+\.\d expected points/).first()).toBeAttached();
    await expect(strip.getByTestId("chance-of-playing")).toHaveText(/^Chance of playing: \d+%$/);
    await axe(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/player-dialog-xp-${suffix(width)}.png` });

    // In Italian: the dialog and the list speak Italian.
    await page.goto(`/it/transfers/?player_id=${id}`);
    const itStrip = page.getByTestId("next-rounds");
    await expect(itStrip.getByRole("heading", { name: "Prossime giornate" })).toBeVisible();
    await expect(itStrip.getByTestId("chance-of-playing")).toHaveText(/^Probabilità di giocare: \d+%$/);
    await expect(itStrip.getByText(/difficoltà [1-5] su 5/).first()).toBeAttached();
    await expect(itStrip.getByText(/\d+,\d punti attesi/).first()).toBeAttached();
    await axe(page);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/player-dialog-xp-it-${suffix(width)}.png` });

    await page.goto("/it/transfers/");
    const itList = await playersList(page, width, { list: "Giocatori", open: "Lista giocatori" });
    await itList.getByLabel("Ordina per").selectOption("expected_points_5");
    await expect(itList.locator("[data-player-row]").first()).toContainText(/Attesi 5g: \d+,\d/);
    const itValues = await shownValues(itList, "Attesi 5g");
    expect(itValues).toEqual([...itValues].sort((a, b) => b - a));
    await axe(page);
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/players-list-xp-it-${suffix(width)}.png`);
  });

  test("the next round's cards give each player's expected points, his opponent under them on its difficulty colour", async ({
    page,
    viewport,
  }) => {
    const width = viewport!.width;
    await signInWith(page, manager("xp-cards"), "/next-round-team/");
    const cards = page.locator("[data-slot]");
    const lines = cards.locator("[data-difficulty]");
    await expect(lines).toHaveCount(15);
    await expect(cards.first()).toContainText(/\d+\.\d xP/);
    await expect(lines.first()).toHaveText(/^[A-Z]{3} \([HA]\), difficulty [1-5] of 5$/);
    await axe(page);
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/next-round-team-xp-${suffix(width)}.png`);
  });

  test("the transfers cards name each opponent under the price, on his fixture's difficulty colour", async ({
    page,
    viewport,
  }) => {
    const width = viewport!.width;
    await signInWith(page, manager("xp-transfers"), "/transfers/");
    const cards = page.locator("[data-slot]");
    const lines = cards.locator("[data-difficulty]");
    await expect(lines).toHaveCount(15);
    // The price stays, the opponent comes under it.
    await expect(cards.first()).toContainText(/€\d+\.\dM/);
    await expect(lines.first()).toHaveText(/^[A-Z]{3} \([HA]\), difficulty [1-5] of 5$/);
    await axe(page);
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/transfers-xp-${suffix(width)}.png`);

    await page.goto("/it/transfers/");
    await expect(lines).toHaveCount(15);
    await expect(cards.first()).toContainText(/\d+,\d/);
    await expect(lines.first()).toHaveText(/^[A-Z]{3} (casa|fuori), difficoltà [1-5] su 5$/);
    await axe(page);
    if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/transfers-xp-it-${suffix(width)}.png`);
  });
});
