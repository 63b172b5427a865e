// Schedule and results (docs/product.md section 2): collapsible rounds with their state, the live round open
// with its games by day, day headers collapsible under 768 px, Live badges and match info links.
// What depends on the width (landing on the live round, the day headers) runs at both widths; the
// list's content once at each width (English on the desktop, Italian on the phone).
import { expect, test } from "@playwright/test";
import { open } from "./support";
import { dayKeyOf, deadline, gameDay } from "./demo-calendar";

test.describe("schedule and results", () => {
  test("lists the 38 rounds with their state, the live round open with its games by day, each with its match info @desktop-only", async ({
    page,
  }) => {
    await open(page, "/schedule-and-results/");
    await expect(page.getByRole("heading", { level: 1, name: "Schedule and results" })).toBeVisible();
    await expect(page.locator("details[data-round]")).toHaveCount(38);

    const live = page.locator("details[data-round='13']");
    await expect(live).toHaveAttribute("open", "");
    await expect(live.locator("summary")).toContainText("Live");
    await expect(live.getByRole("heading", { name: gameDay("2026-11-20T18:45:00Z", "en") })).toBeVisible();
    await expect(live.getByRole("link", { name: /^Match info: / })).toHaveCount(10);
    await expect(live.getByText("Live", { exact: true })).toHaveCount(2); // the round's badge and the live game's

    const finished = page.locator("details[data-round='1']");
    await expect(finished).not.toHaveAttribute("open");
    await expect(finished.locator("summary")).toContainText("Completed");
    await finished.locator("summary").click();
    await expect(finished).toHaveAttribute("open", "");
    // Its games load from the API when it opens.
    await expect(finished.getByRole("link", { name: /^Match info: / })).toHaveCount(10);
    await expect(finished.getByRole("heading", { name: gameDay("2026-08-21T18:45:00Z", "en") })).toBeVisible();

    await expect(page.locator("details[data-round='14'] summary")).toContainText(
      `Deadline: ${deadline("2026-11-27T17:45:00Z", "en")}`,
    );

    // A game's info button leads to its match info.
    const link = live.getByRole("link", { name: /^Match info: / }).first();
    const label = (await link.getAttribute("aria-label"))!;
    await link.click();
    await expect(page).toHaveURL(/\/match-info\/\?match_id=\d+$/);
    const [home, away] = label.replace("Match info: ", "").split(" v ");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${home} v ${away}, round 13`);
  });

  test("lands on the live round, links to it from the header, and leaves a shared round's address alone", async ({
    page,
  }) => {
    await open(page, "/schedule-and-results/");
    await expect(page.locator("details[data-round='13'] summary")).toBeInViewport();
    await expect(page.locator("details[data-round='1'] summary")).not.toBeInViewport();
    await expect(page.getByRole("link", { name: "Go to the live round (13)" })).toHaveAttribute("href", "#round-13");

    await open(page, "/schedule-and-results/#round-20");
    await expect(page.locator("details[data-round='20'] summary")).toBeInViewport();
    await expect(page.locator("details[data-round='13'] summary")).not.toBeInViewport();

    await open(page, "/it/schedule-and-results/");
    await expect(page.locator("details[data-round='13'] summary")).toBeInViewport();
    await expect(page.getByRole("link", { name: "Vai alla giornata in corso (13)" })).toHaveAttribute(
      "href",
      "#round-13",
    );
  });

  test("folds a game day under 768 px and always shows it from 768 px up", async ({ page, isMobile }) => {
    await open(page, "/schedule-and-results/");
    const live = page.locator("details[data-round='13']");
    const toggle = live.getByRole("button", { name: gameDay("2026-11-20T18:45:00Z", "en") });
    const firstGame = live.locator(`[id='round-13-${dayKeyOf("2026-11-20T18:45:00Z")}'] a`).first();
    if (!isMobile) {
      await expect(toggle).toBeHidden();
      await expect(firstGame).toBeVisible();
      return;
    }
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(firstGame).toBeHidden();
    await toggle.click();
    await expect(firstGame).toBeVisible();
  });

  test("is served in Italian @mobile-only", async ({ page }) => {
    await open(page, "/it/schedule-and-results/");
    await expect(page.getByRole("heading", { level: 1, name: "Calendario e risultati" })).toBeVisible();
    await expect(page.locator("details[data-round='1'] summary")).toContainText("Giornata 1");
    await expect(page.locator("details[data-round='1'] summary")).toContainText("Conclusa");
    await expect(page.locator("details[data-round='14'] summary")).toContainText(
      `Scadenza: ${deadline("2026-11-27T17:45:00Z", "it")}`,
    );
    await expect(
      page.locator("details[data-round='13']").getByRole("heading", { name: gameDay("2026-11-22T10:30:00Z", "it") }),
    ).toBeVisible();
  });
});
