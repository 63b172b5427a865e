// The fixture ticker (/fixture-difficulty/) on the demo season, round 13 live: the 20 clubs' next rounds as coloured
// chips with their difficulty written out, the orders and the number of rounds, both languages, axe; and the
// schedule's difficulty badges on the games still to play. Screenshots at each width with
// FIXTURES_SCREENSHOTS=docs/screenshots.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, fullPageShot, open, openMobileMenu } from "./support";

const SCREENSHOTS = process.env.FIXTURES_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/${name}-${page.viewportSize()!.width}.png`);
}

const clubNames = (page: Page) => page.getByRole("table").locator("tbody th [data-club-name]").allTextContents();

test.describe("fixture difficulty", () => {
  test("shows every club's next six rounds, easiest run first, and sorts by name and by rounds", async ({
    page,
    isMobile,
  }) => {
    await open(page, "/fixture-difficulty/");
    await expect(page).toHaveTitle("Fixture difficulty | Fantasy Serie A");
    await expect(page.getByRole("heading", { level: 1, name: "Fixture difficulty" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.locator("tbody tr")).toHaveCount(20);
    await expect(table.locator("thead th")).toHaveText([
      "Club",
      "R14",
      "R15",
      "R16",
      "R17",
      "R18",
      "R19",
      "Avg",
      "Att",
      "Def",
    ]);
    // Every club plays once in each of the six rounds, each fixture named with its difficulty for screen readers.
    await expect(table.getByText(/\((home|away)\), difficulty [1-5] of 5$/)).toHaveCount(120);
    const averages = (await table.locator("tbody tr td:nth-last-child(3)").allInnerTexts()).map(Number);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    await expect(
      page.getByRole("region", { name: /^Fixture difficulty of the next 6 rounds, sorted by Easiest run$/ }),
    ).toBeVisible();
    await shot(page, "fixture-difficulty");

    await page.getByLabel("Sort by", { exact: true }).selectOption("name");
    const names = await clubNames(page);
    expect(names).toHaveLength(20);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "it")));
    await expect(table.locator("thead th").first()).toHaveAttribute("aria-sort", "ascending");

    await page.getByLabel("Rounds", { exact: true }).selectOption("3");
    await expect(table.locator("thead th")).toHaveText(["Club", "R14", "R15", "R16", "Avg", "Att", "Def"]);
    await expect(table.getByText(/difficulty [1-5] of 5$/)).toHaveCount(60);
    await page.getByLabel("Rounds", { exact: true }).selectOption("8");
    await expect(table.locator("thead th")).toHaveCount(12);

    await expect(page.getByRole("link", { name: "How it works" })).toHaveAttribute(
      "href",
      "/rules-and-faq/#rule-forecast",
    );
    await expectAxeClean(page);
    // The header's menu leads here (the burger menu's on a phone).
    if (isMobile) await openMobileMenu(page);
    const nav = isMobile ? page.locator("#mobile-menu") : page.getByRole("navigation", { name: "Main navigation" });
    await expect(nav.getByRole("link", { name: "Fixtures" })).toHaveAttribute("href", "/fixture-difficulty/");
    await expect(nav.getByRole("link", { name: "Fixtures" })).toHaveAttribute("aria-current", "page");
  });

  test("speaks Italian at /it/fixture-difficulty/", async ({ page }) => {
    await open(page, "/it/fixture-difficulty/");
    await expect(page).toHaveTitle("Difficoltà del calendario | Fantasy Serie A");
    await expect(page.getByRole("heading", { level: 1, name: "Difficoltà del calendario" })).toBeVisible();
    await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(20);
    await expect(page.getByRole("table").locator("thead th").nth(1)).toHaveText("G14");
    const legend = page.getByRole("region", { name: "Difficoltà", exact: true });
    for (const level of ["Molto facile", "Facile", "Media", "Difficile", "Molto difficile"])
      await expect(legend.getByText(level, { exact: true })).toBeVisible();
    await expect(page.getByText(/\((in casa|in trasferta)\), difficoltà [1-5] su 5$/)).toHaveCount(120);
    await page.getByLabel("Ordina per").selectOption("name");
    const names = await clubNames(page);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "it")));
    await page.getByLabel("Ordina per").selectOption("ease");
    await expectAxeClean(page);
    await shot(page, "fixture-difficulty-it");
  });

  test("shows each side's difficulty on the schedule's games still to play", async ({ page }) => {
    await open(page, "/schedule-and-results/");
    const live = page.locator("details[data-round='13']");
    // Round 13 is live: five games played, one in play, four still to come with both sides rated.
    await expect(live.getByRole("img", { name: /: difficulty [1-5] of 5$/ })).toHaveCount(8);
    const next = page.locator("details[data-round='14']");
    await next.locator("summary").click();
    await expect(next.getByRole("img", { name: /: difficulty [1-5] of 5$/ })).toHaveCount(20);
    if (SCREENSHOTS)
      await next.screenshot({ path: `${SCREENSHOTS}/schedule-difficulty-${page.viewportSize()!.width}.png` });
    const finished = page.locator("details[data-round='1']");
    await finished.locator("summary").click();
    await expect(finished.getByRole("link", { name: /^Match info: / })).toHaveCount(10);
    await expect(finished.getByRole("img", { name: /difficulty/ })).toHaveCount(0);
    await expectAxeClean(page);
  });
});
