// States the demo season is past, on the season-opening instance (tests/e2e/opening/setup.ts):
// a season live with nothing played, round 1 called off (its games postponed, the round
// cancelled), and a player who left Serie A. In English and Italian. States, the same at any width:
// each checked once, half of them on the phone.
import { expect, test } from "@playwright/test";
import { formatDeadline } from "../../lib/format/dates";
import { OPENING_URL, open } from "./support";

/** Andrea Bianchi, the goalkeeper who left Serie A (ops/examples/players.csv, 8th row of a fresh database). */
const LEFT_SERIE_A = 8;

test.describe("season opening", () => {
  test("has no dream team for the season yet, and shows the called-off round's results as cancelled @desktop-only", async ({
    page,
  }) => {
    await open(page, `${OPENING_URL}/?dream_team=season`);
    const dream = page.getByRole("region", { name: "Dream team" });
    await expect(dream.getByRole("status")).toHaveText("There is no dream team for this season");
    await expect(dream.getByRole("list", { name: /^Dream team line-up/ })).toHaveCount(0);
    const results = page.getByRole("region", { name: "Round results" });
    await expect(results.getByText("Round 1", { exact: true })).toBeVisible();
    await expect(results.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(results.getByText("Postponed", { exact: true })).toHaveCount(10);

    await open(page, `${OPENING_URL}/it/?dream_team=season`);
    await expect(page.getByRole("region", { name: "Top 11" }).getByRole("status")).toHaveText(
      "Non c'è una top 11 per questa stagione",
    );
    await expect(
      page.getByRole("region", { name: "Risultati della giornata" }).getByText("Annullata", { exact: true }),
    ).toBeVisible();
  });

  test("lists the cancelled round closed, with its postponed games, and opens the next round @mobile-only", async ({
    page,
  }) => {
    await open(page, `${OPENING_URL}/schedule-and-results/`);
    const cancelled = page.locator("details[data-round='1']");
    await expect(cancelled).toHaveAttribute("data-status", "cancelled");
    await expect(cancelled).not.toHaveAttribute("open");
    await expect(cancelled.locator("summary")).toContainText("Cancelled");
    await expect(cancelled.locator("summary")).not.toContainText("Deadline");
    await cancelled.locator("summary").click();
    await expect(cancelled.getByRole("link", { name: /^Match info: / })).toHaveCount(10);
    await expect(cancelled.getByText("Postponed", { exact: true })).toHaveCount(10);

    // With no live round, the next one is open and the header jumps to it.
    const next = page.locator("details[data-round='2']");
    await expect(next).toHaveAttribute("open", "");
    // The instance is dated from the day it was made (tests/e2e/opening/setup.ts): round 2's deadline as the API says it.
    const { results } = (await (await page.request.get(`${OPENING_URL}/api/v0/rounds/football-rounds/`)).json()) as {
      results: { number: number; userteam_deadline: string }[];
    };
    const deadline = results.find((r) => r.number === 2)!.userteam_deadline;
    await expect(next.locator("summary")).toContainText(`Deadline: ${formatDeadline(deadline, "en")}`);
    await expect(page.getByRole("link", { name: "Go to the next round (2)" })).toHaveAttribute("href", "#round-2");

    await open(page, `${OPENING_URL}/it/schedule-and-results/`);
    await expect(page.locator("details[data-round='1'] summary")).toContainText("Annullata");
    await expect(page.getByRole("link", { name: "Vai alla prossima giornata (2)" })).toBeVisible();
  });

  test("notes a game of the called-off round as postponed @desktop-only", async ({ page }) => {
    await open(page, `${OPENING_URL}/schedule-and-results/`);
    const round = page.locator("details[data-round='1']");
    await round.locator("summary").click();
    const href = (await round
      .getByRole("link", { name: /^Match info: / })
      .first()
      .getAttribute("href"))!;
    await open(page, `${OPENING_URL}${href}`);
    await expect(page.getByTestId("match-status")).toHaveText("Postponed");
    await expect(page.locator("[data-note='postponed']")).toHaveText("Match is postponed");
    await open(page, `${OPENING_URL}/it${href}`);
    await expect(page.locator("[data-note='postponed']")).toHaveText("La partita è stata rinviata");
  });

  test("shows the fixtures and results empty messages for a player who left Serie A @mobile-only", async ({ page }) => {
    await open(page, `${OPENING_URL}/?player_id=${LEFT_SERIE_A}`);
    const dialog = page.getByRole("dialog", { name: "Andrea Bianchi" });
    await expect(dialog.getByText("Left Serie A", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("tabpanel", { name: "Round results" })).toHaveText(
      "This player has not played any matches this season yet",
    );
    await dialog.getByRole("tab", { name: "Fixtures" }).click();
    await expect(dialog.getByRole("tabpanel", { name: "Fixtures" })).toHaveText(
      "This player does not have any fixtures this season yet",
    );

    await open(page, `${OPENING_URL}/it/?player_id=${LEFT_SERIE_A}`);
    const italian = page.getByRole("dialog", { name: "Andrea Bianchi" });
    await italian.getByRole("tab", { name: "Prossime partite" }).click();
    await expect(italian.getByRole("tabpanel", { name: "Prossime partite" })).toHaveText(
      "Questo giocatore non ha ancora partite in programma in questa stagione",
    );
  });
});
