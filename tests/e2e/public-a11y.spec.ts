// Every public page without serious or critical axe violations (WCAG 2.1 A and AA rules), in English at 375 and
// 1280 px and in Italian at 375 px (the same markup with other words: the narrow screen is where longer words could
// break it); the states only the season-opening instance has, too.
//
// The pages are checked a few to a test, one after the other in the same browser page (a new context for each page
// was a third of these tests' time on two busy cores); each page's visit starts without cookies, as a first visit,
// and a violation on one page is reported with its address (a soft assertion) without stopping the others.
import { test } from "@playwright/test";
import { OPENING_URL, expectAxeClean, open } from "./support";

const PAGES = [
  "/",
  "/?dream_team=season",
  "/?player_id=100",
  "/schedule-and-results/",
  "/fixture-difficulty/",
  "/news/",
  "/news/?article_id=1",
  "/prizes/",
  "/prizes/?tab=quad-round-winner",
  "/prizes/?tab=season-winner",
  "/rules-and-faq/",
  "/rules-and-faq/?tab=faq",
  "/match-info/?match_id=1",
  "/contact-us/",
  "/download-the-app/",
  "/privacy-policy/",
  "/terms-of-use/",
  "/cookies-policy/",
  // The season-opening instance (tests/e2e/opening/setup.ts): a cancelled round, no dream team yet.
  `${OPENING_URL}/schedule-and-results/`,
  `${OPENING_URL}/?dream_team=season`,
];

/** Pages a test: four tests per language and width keep both workers busy. */
const CHUNK = 5;

for (const locale of ["", "/it"]) {
  const urls = PAGES.map((path) =>
    path.startsWith(OPENING_URL) ? `${OPENING_URL}${locale}${path.slice(OPENING_URL.length)}` : `${locale}${path}`,
  );
  for (let i = 0; i < urls.length; i += CHUNK) {
    const chunk = urls.slice(i, i + CHUNK);
    test(`${chunk.join(", ")} have no serious or critical axe violations${locale ? " @mobile-only" : ""}`, async ({
      page,
    }) => {
      for (const url of chunk) {
        await test.step(url, async () => {
          await page.context().clearCookies();
          await open(page, url);
          await expectAxeClean(page, { serious: true, soft: true });
        });
      }
    });
  }
}
