// Search engines (docs/design.md section 2): translated titles and descriptions, canonical and hreflang
// alternates, the sitemap, robots.txt, JSON-LD and Open Graph images.
import { expect, test, type Page } from "@playwright/test";

const head = (page: Page) => ({
  canonical: () => page.locator("link[rel='canonical']").getAttribute("href"),
  alternate: (lang: string) => page.locator(`link[rel='alternate'][hreflang='${lang}']`).getAttribute("href"),
  meta: (selector: string) => page.locator(`meta[${selector}]`).getAttribute("content"),
});

const jsonLd = async (page: Page) =>
  Promise.all(
    (await page.locator("script[type='application/ld+json']").allTextContents()).map((text) => JSON.parse(text)),
  );

// The same HTML at every width: once, on the desktop project.
test.describe("search engines @desktop-only", () => {
  test("gives each page a translated title, description, canonical and language alternates", async ({ page }) => {
    const pages: [string, string, string][] = [
      ["/schedule-and-results/", "Schedule and results | Fantasy Serie A", "/it/schedule-and-results/"],
      ["/it/schedule-and-results/", "Calendario e risultati | Fantasy Serie A", "/it/schedule-and-results/"],
      ["/fixture-difficulty/", "Fixture difficulty | Fantasy Serie A", "/it/fixture-difficulty/"],
      ["/it/fixture-difficulty/", "Difficoltà del calendario | Fantasy Serie A", "/it/fixture-difficulty/"],
      ["/news/?page=2", "News, page 2 | Fantasy Serie A", "/it/news/?page=2"],
      [
        "/it/prizes/?tab=season-winner",
        "Vincitore della stagione | Premi | Fantasy Serie A",
        "/it/prizes/?tab=season-winner",
      ],
      ["/rules-and-faq/?tab=faq", "FAQ | Fantasy Serie A", "/it/rules-and-faq/?tab=faq"],
      ["/it/contact-us/", "Contattaci | Fantasy Serie A", "/it/contact-us/"],
      ["/download-the-app/", "Download the app | Fantasy Serie A", "/it/download-the-app/"],
    ];
    for (const [path, title, italian] of pages) {
      // A visit to an Italian page remembers the language (NEXT_LOCALE): start each one afresh.
      await page.context().clearCookies();
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const h = head(page);
      expect(await h.meta("name='description'")).toBeTruthy();
      expect(new URL((await h.canonical())!).pathname + new URL((await h.canonical())!).search).toBe(path);
      expect(new URL((await h.alternate("it"))!).pathname + new URL((await h.alternate("it"))!).search).toBe(italian);
      expect(new URL((await h.alternate("x-default"))!).pathname).toBe(italian.replace(/^\/it/, "").split("?")[0]);
      expect(await h.alternate("en")).toBe(await h.alternate("x-default"));
      expect(await h.meta("property='og:image'")).toMatch(/\/og\/site\/$/);
    }
    await page.goto("/it/");
    await expect(page).toHaveTitle("Fantasy Serie A: il fantacalcio della Serie A");
    expect(await head(page).meta("property='og:locale'")).toBe("it_IT");
  });

  test("describes the organisation, articles and matches with JSON-LD and their own Open Graph images", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({ "@type": "Organization", name: "Fantasy Serie A" }),
    );

    await page.goto("/news/");
    const href = (await page.getByRole("link", { name: /^Read more\s*: Round 13 is live$/ }).getAttribute("href"))!;
    await page.goto(href);
    const [article] = await jsonLd(page);
    expect(article).toMatchObject({
      "@type": "NewsArticle",
      headline: "Round 13 is live",
      author: { "@type": "Person", name: "Giulia Ferri" },
      inLanguage: "en",
    });
    expect(await head(page).meta("property='og:type'")).toBe("article");
    const articleImage = (await head(page).meta("property='og:image'"))!;
    expect(articleImage).toMatch(/\/og\/news\/\d+\/$/);
    const image = await request.get(new URL(articleImage).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    await page.goto("/schedule-and-results/");
    const match = (await page
      .locator("details[data-round='13']")
      .getByRole("link", { name: /^Match info: / })
      .first()
      .getAttribute("href"))!;
    await page.goto(`/it${match}`);
    const [event] = await jsonLd(page);
    expect(event).toMatchObject({
      "@type": "SportsEvent",
      sport: "Soccer",
      eventStatus: "https://schema.org/EventScheduled",
      homeTeam: { "@type": "SportsTeam" },
      inLanguage: "it",
    });
    const matchImage = (await head(page).meta("property='og:image'"))!;
    expect(new URL(matchImage).pathname).toMatch(/^\/it\/og\/match\/\d+\/$/);
    expect((await request.get(new URL(matchImage).pathname)).headers()["content-type"]).toBe("image/png");
    expect((await request.get("/og/news/999999/")).status()).toBe(404);
  });

  test("lists every public page, article and match in both languages in the sitemap", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname + new URL(m[1]!).search);
    for (const path of [
      "/",
      "/schedule-and-results/",
      "/fixture-difficulty/",
      "/news/",
      "/prizes/",
      "/rules-and-faq/",
      "/contact-us/",
      "/download-the-app/",
      "/privacy-policy/",
    ]) {
      expect(locs).toContain(path);
      expect(locs).toContain(`/it${path}`);
    }
    expect(locs).toContain("/rules-and-faq/?tab=faq");
    expect(locs.filter((l) => l.startsWith("/news/?article_id="))).toHaveLength(10);
    expect(locs.filter((l) => l.startsWith("/it/match-info/?match_id="))).toHaveLength(380);
    expect(xml).toContain('hreflang="x-default"');
    expect(locs.some((l) => /main|leagues|transfers|api/.test(l))).toBe(false);
  });

  test("keeps crawlers out of the API and the signed-in pages", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    for (const line of [
      "Disallow: /api/",
      "Disallow: /main/",
      "Disallow: /it/main/",
      "Disallow: /transfers/",
      "Disallow: /it/leagues/",
      "Allow: /",
    ])
      expect(robots).toContain(line);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).not.toContain("Disallow: /news/");
  });
});

// Server behaviour: once, on the desktop project.
test.describe("caching @desktop-only", () => {
  test("serves the schedule as a static page regenerated in the background", async ({ request }) => {
    const response = await request.get("/schedule-and-results/");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/s-maxage=60/);
  });
});
