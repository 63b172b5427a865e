// Every public page in both languages, at 375 and 1280 px, without serious or critical axe
// violations (WCAG 2.1 A and AA rules).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { open } from "./support";

const PAGES = [
  "/",
  "/?dream_team=season",
  "/?player_id=100",
  "/schedule-and-results/",
  "/news/",
  "/news/?article_id=1",
  "/prizes/",
  "/rules-and-faq/",
  "/rules-and-faq/?tab=faq",
  "/match-info/?match_id=1",
  "/contact-us/",
  "/download-the-app/",
];

for (const locale of ["", "/it"]) {
  for (const path of PAGES) {
    test(`${locale}${path} has no serious or critical axe violations`, async ({ page }) => {
      await open(page, `${locale}${path}`);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const blocking = results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
      expect(blocking).toEqual([]);
    });
  }
}
