// News (docs/product.md section 2): 3 cards a page with image, headline, short text, read more, tags, date and
// author; the page range (4 pages, 2 on mobile, 1 margin page); an article beside the social feed.
import { expect, test } from "@playwright/test";
import { open } from "./support";
import { newsDate } from "./demo-calendar";

test.describe("news", () => {
  test("shows 3 cards a page, newest first, with the page range", async ({ page, isMobile }) => {
    await open(page, "/news/");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(3);
    const first = cards.first();
    await expect(first.getByRole("heading", { name: "Round 13 is live" })).toBeVisible();
    await expect(
      first.getByText("The deadline has passed: follow your live points as the games are played."),
    ).toBeVisible();
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
      "Round review",
      "Game news",
    ]);
    await expect(first.getByText(newsDate("2026-11-21T15:00:00Z", "en"))).toBeVisible();
    await expect(first.getByText("By Giulia Ferri")).toBeVisible();
    await expect(first.locator("img")).toHaveAttribute("src", /\/seed\/news\/1\.svg/);

    const pages = page.getByRole("navigation", { name: "News pages" });
    const numbers = pages.getByRole("link", { name: /^Page \d+$/ }).filter({ visible: true });
    // 10 articles make 4 pages: all 4 fit the desktop range; on mobile 1, 2, …, 4.
    await expect(numbers).toHaveText(isMobile ? ["1", "2", "4"] : ["1", "2", "3", "4"]);
    await expect(pages.getByRole("link", { name: "Page 1" }).filter({ visible: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/news\/\?page=2$/);
    await expect(cards.first().getByRole("heading")).toHaveText("Injury update before the international break");
    await open(page, "/news/?page=4");
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading")).toHaveText("The new season is here");
  });

  test("answers 404 for a page past the last and an unknown article @desktop-only", async ({ page }) => {
    expect((await page.goto("/news/?page=9"))?.status()).toBe(404);
    expect((await page.goto("/news/?article_id=99999"))?.status()).toBe(404);
    expect((await page.goto("/news/?article_id=abc"))?.status()).toBe(404);
  });

  test("opens an article with its full text beside the social feed column (desktop only)", async ({
    page,
    isMobile,
  }) => {
    await open(page, "/news/");
    await page.getByRole("link", { name: /^Read more\s*: Round 12 review: a clean sheet feast$/ }).click();
    await expect(page).toHaveURL(/\/news\/\?article_id=\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Round 12 review: a clean sheet feast" })).toBeVisible();
    await expect(
      page.getByText("Eight clean sheets across the round rewarded managers who trusted their defenders."),
    ).toBeVisible();
    await expect(page.getByText(newsDate("2026-11-11T15:00:00Z", "en"))).toBeVisible();
    // The feed's widget cannot load here: its link to the account stays, nothing breaks.
    const feed = page.locator("aside[aria-labelledby='social-feed-title']");
    await expect(feed).toHaveCount(1);
    await expect(feed).toBeVisible({ visible: !isMobile });
    if (!isMobile)
      await expect(page.getByRole("link", { name: "Posts by @SerieA on X" })).toHaveAttribute(
        "href",
        "https://x.com/SerieA",
      );
    await page.getByRole("link", { name: "All news" }).click();
    await expect(page).toHaveURL(/\/news\/$/);
  });

  test("is served in Italian @mobile-only", async ({ page }) => {
    await open(page, "/it/news/");
    await expect(page.getByRole("heading", { level: 1, name: "Notizie" })).toBeVisible();
    const first = page.getByRole("main").getByRole("article").first();
    await expect(first.getByRole("heading", { name: "La 13ª giornata è in corso" })).toBeVisible();
    await expect(first.getByText(newsDate("2026-11-21T15:00:00Z", "it"))).toBeVisible();
    await expect(first.getByText("Di Giulia Ferri")).toBeVisible();
    await first.getByRole("link", { name: /^Leggi tutto/ }).click();
    await expect(
      page.getByText("La 13ª giornata è iniziata venerdì sera e le rose sono bloccate.", { exact: false }),
    ).toBeVisible();
  });
});
