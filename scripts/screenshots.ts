// npm run screenshots – desktop (1280 px) and mobile (375 px) screenshots of every public page and
// state into docs/screenshots/, from a production build beside the demo season (like npm run
// lighthouse). Full pages as JPEG; the modals as they open.
//
//   npm run screenshots [-- --no-build]
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { serveApp } from "./serve-app";

const OUT = path.resolve("docs/screenshots");
const VIEWPORTS = [
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: "mobile", viewport: { width: 375, height: 740 }, isMobile: true },
];

interface Shot {
  name: string;
  path: string;
  /** Only the viewport (a modal), not the full page. */
  viewportOnly?: boolean;
  /** Where the page itself scrolls on load (the schedule's live round), not from the top. */
  asLanded?: boolean;
  prepare?: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: "home", path: "/" },
  { name: "home-it", path: "/it/" },
  { name: "home-season-dream-team", path: "/?dream_team=season" },
  { name: "player-info", path: "/?player_id=100", viewportOnly: true },
  { name: "player-info-it", path: "/it/?player_id=100", viewportOnly: true },
  {
    name: "player-info-charts",
    path: "/?player_id=100",
    viewportOnly: true,
    // The dialog covers the screen as its backdrop; its box (the first child) is what scrolls.
    prepare: (page) =>
      page.getByRole("dialog").evaluate((dialog) => {
        const box = dialog.firstElementChild!;
        box.scrollTo(0, box.scrollHeight);
      }),
  },
  { name: "schedule", path: "/schedule-and-results/" },
  { name: "schedule-it", path: "/it/schedule-and-results/" },
  { name: "schedule-live-round", path: "/schedule-and-results/", viewportOnly: true, asLanded: true },
  { name: "news", path: "/news/" },
  { name: "news-it", path: "/it/news/" },
  { name: "news-article", path: "/news/?article_id=3" },
  { name: "prizes", path: "/prizes/" },
  { name: "prizes-it", path: "/it/prizes/" },
  { name: "rules", path: "/rules-and-faq/" },
  { name: "rules-it", path: "/it/rules-and-faq/" },
  { name: "privacy-policy", path: "/privacy-policy/" },
  { name: "privacy-policy-it", path: "/it/privacy-policy/" },
  { name: "faq", path: "/rules-and-faq/?tab=faq", prepare: (page) => page.locator("summary").first().click() },
  // Como–Inter of the live round, 2–2: goals, an assist, shots, saves, goals conceded, a card.
  { name: "match-info", path: "/match-info/?match_id=121", viewportOnly: true },
  { name: "match-info-it", path: "/it/match-info/?match_id=121", viewportOnly: true },
  { name: "match-info-scheduled", path: "/match-info/?match_id=200" },
  { name: "contact", path: "/contact-us/" },
  {
    name: "contact-errors",
    path: "/contact-us/",
    prepare: async (page) => {
      await page.getByLabel("Email", { exact: true }).fill("wrong@");
      await page.getByRole("button", { name: "Send" }).click();
    },
  },
  { name: "download", path: "/download-the-app/" },
  { name: "not-found", path: "/it/no-such-page/" },
];

const { origin, stop } = await serveApp({
  port: Number(process.env.SCREENSHOTS_PORT ?? 3300),
  pgliteDir: ".data/lighthouse-pglite",
  build: !process.argv.includes("--no-build"),
});
try {
  fs.mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  for (const device of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: device.viewport,
      isMobile: device.isMobile,
      hasTouch: device.isMobile,
    });
    for (const shot of SHOTS) {
      // Each page afresh: a visit to an Italian page remembers the language (NEXT_LOCALE).
      await context.clearCookies();
      const page = await context.newPage();
      await page.goto(`${origin}${shot.path}`, { waitUntil: "load" });
      await page.locator("header[data-ready]").waitFor();
      if (!shot.asLanded) {
        // Scroll through once so lazy images load, then back to the top.
        const height = await page.evaluate(() => document.body.scrollHeight);
        for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      await shot.prepare?.(page);
      if (!shot.asLanded) await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() =>
        Array.from(document.images).every((img) => img.complete || img.offsetParent === null),
      );
      await page.waitForTimeout(300);
      const file = path.join(OUT, `${shot.name}-${device.name}.jpg`);
      await page.screenshot({ path: file, fullPage: !shot.viewportOnly, type: "jpeg", quality: 70 });
      console.log(path.relative(process.cwd(), file));
      await page.close();
    }
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
process.exit(0);
