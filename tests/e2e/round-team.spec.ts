// The live/previous rounds and other user's team pages as a fan uses them (docs/product.md "Team screens"), at
// both widths: the demo's live round 13 with its provisional points and a provisional automatic
// substitution (the demo user's goalkeeper has not played yet: the bench goalkeeper who has comes on),
// a player's points by action, the previous/next round switcher, and in Italian a rival's team with his
// season statistics and "Team not played" for a round he sat out (tests/e2e/round-team/not-played.ts
// makes one), a rival's rounds played with a Bench Boost and with a Triple Captain (tests/e2e/round-team/chip-rounds.ts
// finds them in the demo) and the share of the round's teams that played each chip. Axe on both pages. The rules behind the numbers are tested in
// tests/integration/rounds/round-team.test.ts. Last, the four team pages (next round, transfers, live and previous rounds, a
// rival's team) show the pitch's top row in the first screen, in both languages at both widths.
import { expect, test, type Page } from "@playwright/test";
import { expectAxeClean, fullPageShot, open, runTsx, servedDb, signIn } from "./support";

const SCREENSHOTS = process.env.ROUND_TEAM_SCREENSHOTS;

const axe = (page: Page) => expectAxeClean(page, { serious: true });

/** Nothing wider than the screen (the pitch fits a 375 px phone). */
async function expectNoHorizontalScroll(page: Page) {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(width);
}

async function shot(page: Page, name: string, width: number) {
  if (SCREENSHOTS)
    await fullPageShot(
      page,
      `${SCREENSHOTS}/${name.replace(/-(en|it)$/, `-${width < 768 ? "phone" : "desktop"}-$1`)}.png`,
    );
}

/** A rival who did not play round 5 (made once per run; idempotent). */
function rivalWhoSatOut(): { userId: number; round: number } {
  const out = runTsx("tests/e2e/round-team/not-played.ts", [], servedDb());
  return JSON.parse(out.trim().split("\n").at(-1)!);
}

/** A rival's finished round played with each chip, from the demo (null where the demo has none). */
function chipRounds(): Record<"benchBoost" | "tripleCaptain", { userId: number; round: number } | null> {
  const out = runTsx("tests/e2e/round-team/chip-rounds.ts", [], servedDb());
  return JSON.parse(out.trim().split("\n").at(-1)!);
}

test.describe("live and previous rounds", () => {
  test("the live round's provisional team, a player's points by action, previous and next round", async ({
    page,
    viewport,
  }) => {
    test.slow();
    await signIn(page, "/live-previous-rounds-team/");
    const round = page.getByRole("heading", { name: /^Round 13/ });
    await expect(round).toContainText("Live");
    await expect(round).toContainText("Provisional");
    await expect(page.getByRole("note")).toContainText("would apply if the round ended now");
    // A provisional automatic substitution: listed, and marked on the cards.
    const changes = page.getByRole("region", { name: /If the round ended now/ });
    await expect(changes.locator("[data-substitution]").first()).toContainText("automatic substitution");
    await expect(page.getByText("Substituted in").first()).toBeAttached();
    await expect(page.getByText("Substituted out").first()).toBeAttached();
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "live-previous-rounds-team-en", viewport!.width);

    // The captain's points by action, from the keyboard.
    const captain = page.getByRole("button", { name: /doubled: points breakdown/ });
    await captain.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("rowheader", { name: "Minutes played" }).first()).toBeVisible();
    await expect(dialog.getByText("Points for the team (doubled)")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Player information" })).toBeVisible();
    await shot(page, "live-previous-rounds-team-breakdown-en", viewport!.width);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.getByRole("link", { name: "Previous round" }).click();
    await expect(page).toHaveURL(/\?round=12$/);
    await expect(page.getByRole("heading", { name: /^Round 12/ })).toContainText("Final");
    await expect(page.getByRole("note")).toHaveCount(0);
    await page.getByRole("link", { name: "Next round" }).click();
    await expect(page).toHaveURL(/\?round=13$/);
    await expect(page.getByRole("heading", { name: /^Round 13/ })).toContainText("Live");
  });

  test("in Italian, a rival's team with his season statistics and a round he did not play", async ({
    page,
    viewport,
  }) => {
    test.slow();
    const rival = rivalWhoSatOut();
    await signIn(page, `/it/other-user-team/?user_id=${rival.userId}&round=${rival.round}`);
    await expect(page.getByRole("heading", { name: new RegExp(`^Giornata ${rival.round}`) })).toContainText(
      "Definitivo",
    );
    await expect(page.getByText("La squadra non ha giocato")).toBeVisible();
    const stats = page.getByTestId("season-stats");
    for (const label of ["Trasferimenti", "Valore della squadra", "Punti totali", "Media punti"])
      await expect(stats.getByText(label)).toBeVisible();
    await expect(page.getByText(/^Allenatore: /)).toBeVisible();
    // League links are disabled on this page.
    await expect(page.getByRole("region", { name: "Leghe" }).getByRole("link")).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "other-user-team-not-played-it", viewport!.width);

    await page.getByRole("link", { name: "Giornata successiva" }).click();
    await expect(page).toHaveURL(new RegExp(`user_id=${rival.userId}&round=${rival.round + 1}$`));
    await expect(page.getByRole("list", { name: /nella giornata 6/ })).toBeVisible();
    await expect(page.getByText("La squadra non ha giocato")).toHaveCount(0);
    await shot(page, "other-user-team-it", viewport!.width);
  });

  test("a rival's Bench Boost and Triple Captain, and the round's chip shares, in both languages", async ({
    page,
    viewport,
  }) => {
    test.slow();
    const width = viewport!.width;
    const found = chipRounds();
    // The demo's managers play both chips from round 2 on (prisma/seed/managers.ts playBoosts).
    expect(found.benchBoost, "a demo round played with a Bench Boost").not.toBeNull();
    expect(found.tripleCaptain, "a demo round played with a Triple Captain whose captain played").not.toBeNull();
    const { benchBoost, tripleCaptain } = found as Record<string, { userId: number; round: number }>;

    // The Bench Boost: the badge by the round's title, the total that says so, the fifteen counting.
    await signIn(page, `/other-user-team/?user_id=${benchBoost.userId}&round=${benchBoost.round}`);
    const title = page.getByRole("heading", { name: new RegExp(`^Round ${benchBoost.round}`) });
    await expect(title).toContainText("Final");
    await expect(title.locator("[data-chip-badge]")).toHaveText("Chip played: Bench Boost");
    await expect(page.locator("[data-chip-effect]")).toHaveText(
      "Bench Boost: the substitutes' points count in this total.",
    );
    await expect(page.locator("[data-bench-note]")).toHaveText("Bench Boost: the bench's points count");
    await expect(page.locator("[data-counts='true']")).toHaveCount(15);
    // A substitute's points count for the team, as his breakdown says.
    await page.getByRole("list", { name: "Substitutes" }).getByRole("button").last().click();
    await expect(page.getByRole("dialog").getByText("Points for the team (on the bench, Bench Boost)")).toBeVisible();
    await page.keyboard.press("Escape");
    // The round's chip shares: of its teams, how many played each chip.
    const shares = page.getByRole("region", { name: "Chips played this round" });
    await expect(shares.locator("[data-chip-share='bench_boost']")).toHaveText(/^Bench Boost\d+(\.\d)?%$/);
    await expect(shares).toContainText("Share of the teams in the round");
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "other-user-team-bench-boost-en", width);

    // The Triple Captain: ×3 on the captain's armband, his points tripled on his card and in his breakdown.
    await open(page, `/other-user-team/?user_id=${tripleCaptain.userId}&round=${tripleCaptain.round}`);
    await expect(
      page.getByRole("heading", { name: new RegExp(`^Round ${tripleCaptain.round}`) }).locator("[data-chip-badge]"),
    ).toHaveText("Chip played: Triple Captain");
    await expect(page.locator("[data-chip-effect]")).toHaveText(
      "Triple Captain: the captain's points count three times in this total.",
    );
    const tripled = page.locator('[data-role-badge="tripled"]');
    await expect(tripled).toHaveCount(1);
    await expect(tripled).toContainText("×3");
    const captain = page.getByRole("button", { name: /tripled: points breakdown/ });
    await expect(captain).toHaveCount(1);
    await captain.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Points for the team (tripled)")).toBeVisible();
    const own = Number(await dialog.locator("dd").first().textContent());
    await expect(dialog.locator("dd").last()).toHaveText(String(own * 3));
    await page.keyboard.press("Escape");
    await expect(page.locator("[data-bench-note]")).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await axe(page);
    await shot(page, "other-user-team-triple-captain-en", width);

    // In Italian (from here on the language cookie says Italian).
    await open(page, `/it/other-user-team/?user_id=${benchBoost.userId}&round=${benchBoost.round}`);
    await expect(page.locator("[data-chip-effect]")).toHaveText(
      "Bench Boost: in questo totale contano anche i punti dei panchinari.",
    );
    await expect(
      page.getByRole("region", { name: "Chip giocati in questa giornata" }).locator("[data-chip-share='bench_boost']"),
    ).toHaveText(/^Bench Boost\d+(,\d)?%$/);
    await shot(page, "other-user-team-bench-boost-it", width);
    await open(page, `/it/other-user-team/?user_id=${tripleCaptain.userId}&round=${tripleCaptain.round}`);
    await expect(page.locator("[data-chip-badge]")).toHaveText("Chip giocato: Triplo Capitano");
    await expect(page.getByRole("button", { name: /tripli: dettaglio dei punti/ })).toHaveCount(1);
    await shot(page, "other-user-team-triple-captain-it", width);
  });
});

test.describe("the first screen", () => {
  test("shows the pitch's top row on the four team pages, in both languages", async ({ page, viewport }) => {
    // The app strip still open, as a first visit sees it: the worst case. On a 375x740 phone above all, and on a
    // 1280x800 desktop too.
    test.slow();
    const rival = rivalWhoSatOut();
    await signIn(page, "/next-round-team/");
    const width = viewport!.width;
    /** Screenshots of each team screen, with ROUND_TEAM_SCREENSHOTS: `<name>-<en|it>-<width>.png`. */
    const take = async (name: string, locale: string) => {
      if (SCREENSHOTS) await fullPageShot(page, `${SCREENSHOTS}/${name}-${locale}-${width}.png`);
    };
    const paths = {
      "next-round-team": "/next-round-team/",
      transfers: "/transfers/",
      "live-previous-rounds-team": "/live-previous-rounds-team/",
      "other-user-team": `/other-user-team/?user_id=${rival.userId}`,
    };
    for (const locale of ["en", "it"]) {
      for (const [name, path] of Object.entries(paths)) {
        await open(page, `${locale === "en" ? "" : "/it"}${path}`);
        const top = page.locator("[data-pitch-line]").first();
        await expect(top.locator("[data-player-label]").first()).toBeVisible();
        const box = (await top.boundingBox())!;
        expect(box.y + box.height, `${locale} ${path}`).toBeLessThanOrEqual(viewport!.height);
        await expectNoHorizontalScroll(page);
        await take(name, locale);
      }
      if (!SCREENSHOTS) continue;
      // The screens' parts that changed with them: the action sheet, the players list, the player info dialog.
      await open(page, `${locale === "en" ? "" : "/it"}/next-round-team/`);
      await page.locator("[data-player]").nth(2).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await take("next-round-team-action-sheet", locale);
      await page
        .getByRole("dialog")
        .getByRole("button", { name: locale === "en" ? "Swap" : "Scambia" })
        .click();
      await expect(page.locator("[data-target]").first()).toBeVisible();
      await take("next-round-team-swap-prompt", locale);
      await open(page, `${locale === "en" ? "" : "/it"}/transfers/`);
      if (width < 1024)
        await page.getByRole("button", { name: locale === "en" ? "Players list" : "Lista giocatori" }).click();
      await expect(page.locator("[data-player-row]").first()).toBeVisible();
      await take("transfers-players-list", locale);
      await open(page, `${locale === "en" ? "" : "/it"}/next-round-team/?player_id=100`);
      await expect(page.getByRole("dialog")).toBeVisible();
      await take("dialog-player-info", locale);
    }
  });
});
