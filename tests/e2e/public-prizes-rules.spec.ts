// Prizes (tabs per winner type, places with images and items; an unknown tab redirects) and Rules
// and FAQ (section navigation, a select on mobile; collapsible FAQ), in both languages.
import { expect, test } from "@playwright/test";
import { open } from "./support";

test.describe("prizes", () => {
  test("shows the round winner's prizes by default and switches tabs", async ({ page }) => {
    await open(page, "/prizes/");
    const tabs = page.getByRole("navigation", { name: "Prize categories" });
    await expect(tabs.getByRole("link", { name: "Round winner", exact: true })).toHaveAttribute("aria-current", "page");
    const first = page.getByRole("region", { name: "First place" });
    await expect(first.getByRole("listitem")).toHaveText([
      "Official home shirt of your favourite club",
      "Two tickets for a Serie A match",
    ]);
    await expect(first.locator("img")).toHaveAttribute("src", /\/seed\/prizes\/3-1\.svg/);
    await expect(page.getByRole("region", { name: "Second place" }).getByRole("listitem")).toHaveText([
      "Official scarf and cap",
    ]);
    await expect(page.getByRole("region", { name: "Third place" }).getByRole("listitem")).toHaveText([
      "Fantasy Serie A mug",
    ]);

    await tabs.getByRole("link", { name: "Season winner", exact: true }).click();
    await expect(page).toHaveURL(/\/prizes\/\?tab=season-winner$/);
    await expect(page.getByRole("region", { name: "Second place" }).getByRole("listitem")).toHaveText([
      "A 65-inch television",
    ]);
    await tabs.getByRole("link", { name: "Quad round winner", exact: true }).click();
    await expect(page.getByRole("region", { name: "Third place" }).getByRole("listitem")).toHaveText([
      "Official training kit",
    ]);
  });

  test("redirects an unknown tab to round-winner, in Italian too @mobile-only", async ({ page }) => {
    await open(page, "/it/prizes/?tab=champions");
    await expect(page).toHaveURL(/\/it\/prizes\/\?tab=round-winner$/);
    await expect(page.getByRole("heading", { level: 1, name: "Premi" })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Categorie di premi" })
        .getByRole("link", { name: "Vincitore di giornata", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("region", { name: "Primo posto" }).getByRole("listitem").first()).toHaveText(
      "Maglia ufficiale del tuo club preferito",
    );
  });
});

test.describe("rules and FAQ", () => {
  test("navigates to a rules section from the side navigation or, on mobile, the select", async ({
    page,
    isMobile,
  }) => {
    await open(page, "/rules-and-faq/");
    await expect(
      page.getByRole("navigation", { name: "Rules or FAQ" }).getByRole("link", { name: "Rules", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    const sections = page.getByRole("main").locator("section[id^='rule-']");
    await expect(sections).toHaveCount(13);
    await expect(sections.first().getByRole("heading", { level: 2 })).toHaveText("1. Your squad");
    const leagues = page.getByRole("region", { name: "10. Leagues" });
    await expect(leagues).not.toBeInViewport();
    if (isMobile) {
      await expect(page.getByRole("navigation", { name: "Rules sections" })).toBeHidden();
      await page.getByLabel("Go to section").selectOption({ label: "10. Leagues" });
    } else {
      await expect(page.getByLabel("Go to section")).toBeHidden();
      await page
        .getByRole("navigation", { name: "Rules sections" })
        .getByRole("link", { name: "10. Leagues", exact: true })
        .click();
    }
    await expect(page).toHaveURL(/#rule-leagues$/);
    await expect(leagues).toBeInViewport();
    await expect(page.getByRole("region", { name: "8. Scoring" }).getByRole("table")).toBeVisible({ visible: true });
  });

  test("shows the FAQ as collapsible items, in Italian too @desktop-only", async ({ page }) => {
    await open(page, "/rules-and-faq/?tab=faq");
    const item = page.locator("details").filter({ hasText: "How do I join a private league?" });
    await expect(item).not.toHaveAttribute("open");
    await expect(item.getByText("type the league code the owner shared with you")).toBeHidden();
    await item.locator("summary").click();
    await expect(item.getByText("type the league code the owner shared with you")).toBeVisible();

    await open(page, "/it/rules-and-faq/?tab=faq");
    await expect(
      page.getByRole("navigation", { name: "Regole o FAQ" }).getByRole("link", { name: "FAQ", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.locator("summary").filter({ hasText: "Posso cambiare il mio paese?" }).click();
    await expect(page.getByText("Il paese determina la tua lega nazionale")).toBeVisible();
  });
});
