// Contact us (docs/product.md sections 2 and 5: client checks, per-field server errors, the thank-you modal,
// company info and social links) and Download the app (Android, iOS, anything else).
import { expect, test, type Browser } from "@playwright/test";
import { open } from "./support";

/** A fresh client address, so the contact rate limit (5 per 10 minutes per client) never bites. */
const clientAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function contactPage(browser: Browser, path: string, isMobile: boolean) {
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": clientAddress() },
    viewport: isMobile ? { width: 375, height: 740 } : { width: 1280, height: 800 },
    isMobile,
    hasTouch: isMobile,
  });
  const page = await context.newPage();
  await open(page, path);
  return { page, context };
}

test.describe("contact us", () => {
  test("checks names and email on the client, shows the server's field errors, then sends @desktop-only", async ({
    browser,
    isMobile,
  }) => {
    const { page, context } = await contactPage(browser, "/contact-us/", isMobile);
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    const send = page.getByRole("button", { name: "Send" });
    await send.click();
    await expect(page.getByLabel("First name")).toHaveAccessibleDescription("This field is required");
    await expect(page.getByLabel("Last name")).toHaveAccessibleDescription("This field is required");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("This field is required");
    await expect(page.getByLabel("First name")).toBeFocused();

    await page.getByLabel("First name").fill("Anna");
    await page.getByLabel("Last name").fill("Conti");
    await page.getByLabel("Email").fill("anna@example");
    await send.click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please, use correct email address");

    // Topic and message are left to the server, whose errors show under their fields.
    await page.getByLabel("Email").fill("anna@example.com");
    await send.click();
    await expect(page.getByLabel("Topic", { exact: true })).toHaveAccessibleDescription("Choose one of the topics");
    await expect(page.getByLabel("Message", { exact: true })).toHaveAccessibleDescription("This field is required");

    await expect(page.getByLabel("Topic", { exact: true }).locator("option")).toHaveText([
      "Choose a topic",
      "Bug",
      "Functionality change recommendation",
      "New functionality recommendation",
      "Incorrect match entry",
      "For marketing/sponsorship",
      "Other",
    ]);
    await page.getByLabel("Topic", { exact: true }).selectOption("incorrect-match-entry");
    await page.getByLabel("Message", { exact: true }).fill("The score of Como v Inter in round 13 looks wrong.");
    const request = page.waitForRequest((r) => r.url().endsWith("/api/v0/contact-us/") && r.method() === "POST");
    await send.click();
    expect((await request).postDataJSON()).toEqual({
      first_name: "Anna",
      last_name: "Conti",
      email: "anna@example.com",
      subject: "incorrect-match-entry",
      text: "The score of Como v Inter in round 13 looks wrong.",
    });
    const modal = page.getByRole("dialog", { name: "Thank you!" });
    await expect(modal.getByText("Email has been successfully sent")).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).first().click();
    await expect(modal).toHaveCount(0);
    for (const label of ["First name", "Last name", "Email", "Message"])
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("");
    await context.close();
  });

  test("shows the company info and social links, and the form in Italian @mobile-only", async ({
    browser,
    isMobile,
  }) => {
    const { page, context } = await contactPage(browser, "/it/contact-us/", isMobile);
    await expect(page.getByRole("heading", { level: 1, name: "Contattaci" })).toBeVisible();
    const company = page.getByRole("complementary", { name: "Informazioni sulla società" });
    await expect(company.getByText("Fantasy Serie A", { exact: true })).toBeVisible();
    await expect(company.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(company.getByRole("link", { name: /^Fantasy Serie A su / })).toHaveCount(4);
    await page.getByRole("button", { name: "Invia" }).click();
    await expect(page.getByLabel("Nome", { exact: true })).toHaveAccessibleDescription("Questo campo è obbligatorio");
    await context.close();
  });
});

test.describe("download the app", () => {
  const ANDROID =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

  test("thanks an Android visitor and links to Google Play @desktop-only", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: ANDROID });
    const page = await context.newPage();
    await open(page, "/download-the-app/");
    await expect(page.getByText("Thank you for downloading the Fantasy Serie A app!")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open Google Play" })).toHaveAttribute("href", /play\.google\.com/);
    await context.close();
  });

  test("thanks an iPhone visitor and opens the App Store @desktop-only", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE });
    const page = await context.newPage();
    await context.route("https://apps.apple.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>App Store</title>" }),
    );
    await page.goto("/it/download-the-app/");
    await page.waitForURL(/apps\.apple\.com/);
    await expect(page).toHaveTitle("App Store");
    await context.close();
  });

  test("tells any other device the app is not available @desktop-only", async ({ page }) => {
    await open(page, "/download-the-app/");
    await expect(page.getByRole("heading", { level: 1, name: "Download the app" })).toBeVisible();
    await expect(page.getByText("The app is not available for your device")).toBeVisible();
    await open(page, "/it/download-the-app/");
    await expect(page.getByText("L'app non è disponibile per il tuo dispositivo")).toBeVisible();
  });
});
