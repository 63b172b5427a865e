// The team builder's speed where a fan waits (issue 14 point 8), in Chromium with a phone profile and the CPU
// slowed 4×: with the whole players list loaded, how long each interaction (add, swap, captain, filter) takes to
// reach its next paint, read from the browser's Event Timing entries (an interaction's duration runs from the input
// to the next paint after its handlers); and the first-load JavaScript of /transfers/, gzip-compressed.
//
//   npm run bench:builder -- --url http://localhost:3000 [--runs 5]
//
// Against a production server with the demo data (`npm run build`, then `tsx --conditions=react-server
// prisma/scripts/with-db.ts --demo -- next start`); it signs in as the demo user and changes nothing (no save).
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { findBrowser } from "../../tests/e2e/browser.mjs";
import { DEMO_LOGIN } from "../../lib/demo";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const base = option("url", "http://localhost:3000");
const runs = Number(option("runs", "5"));

const browser = await chromium.launch({
  executablePath: findBrowser()?.executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
const page = await context.newPage();

// Sign in (next-auth's credentials callback, what the form posts).
const { csrfToken } = (await (await page.request.get(`${base}/api/auth/csrf/`)).json()) as { csrfToken: string };
const signIn = await page.request.post(`${base}/api/auth/callback/credentials/`, {
  form: { csrfToken, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password, json: "true" },
  maxRedirects: 0,
});
if (signIn.status() !== 200) throw new Error(`sign-in answered ${signIn.status()}`);

// First-load JS of /transfers/: the scripts its HTML loads (the players list's code comes later, on its own), gzipped.
// Not the `nomodule` polyfills: only browsers without JavaScript modules load them (none of those the site supports).
const html = await (await page.request.get(`${base}/transfers/`)).text();
const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
const scripts = [...new Set(tags.filter((m) => !/\snomodule\b/i.test(m[0])).map((m) => new URL(m[1]!, base).href))];
const skipped = tags.length - scripts.length;
let firstLoad = 0;
for (const url of scripts) firstLoad += gzipSync(await (await page.request.get(url)).body()).length;
await page.goto(`${base}/transfers/`);
await page.locator("header[data-ready]").waitFor();

const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

/** Starts recording interactions' durations (Event Timing, every event from 16 ms; faster ones report none). */
async function record(p: Page) {
  await p.evaluate(() => {
    const w = window as unknown as { __durations: number[] };
    w.__durations = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (e.interactionId) w.__durations.push(e.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
}
/** The longest interaction since the last call (16 ms or less when the browser reported none). */
async function take(p: Page): Promise<number> {
  await p.waitForTimeout(300);
  return p.evaluate(() => {
    const w = window as unknown as { __durations: number[] };
    const worst = Math.max(16, ...w.__durations);
    w.__durations = [];
    return worst;
  });
}

const results: Record<string, number[]> = { add: [], swap: [], captain: [], filter: [] };

// Transfers: the whole list loaded (pages of 30 until none is left), then out and in, and the position filter.
await page.getByRole("button", { name: "Players list" }).click();
const list = page.getByRole("dialog", { name: "Players" });
// The list is windowed (only the rows in view are in the page): the rows loaded are its data-loaded (an older build
// without it, for a comparison, renders every row loaded).
const more = list.getByRole("button", { name: /^(Show more players|Loading…)$/ });
await list.locator("[data-player-row]").first().waitFor();
const loadedRows = () =>
  page.evaluate(() => {
    const windowed = document.querySelector("ul[data-loaded]");
    return windowed
      ? Number(windowed.getAttribute("data-loaded"))
      : document.querySelectorAll("[data-player-row]").length;
  });
// Page after page (30 each, also fetched on their own as the list scrolls) until the list has every player.
while (await more.count()) {
  const before = await loadedRows();
  if (await more.isEnabled()) await more.click().catch(() => undefined);
  await page.waitForFunction((was) => {
    const windowed = document.querySelector("ul[data-loaded]");
    const now = windowed
      ? Number(windowed.getAttribute("data-loaded"))
      : document.querySelectorAll("[data-player-row]").length;
    return now > was;
  }, before);
}
const rows = await loadedRows();
await record(page);
for (let i = 0; i < runs; i++) {
  await list.getByRole("button", { name: "Midfielder", exact: true }).click();
  results.filter!.push(await take(page));
  await list.getByRole("button", { name: "All", exact: true }).click();
  results.filter!.push(await take(page));
}
await page.keyboard.press("Escape");
for (let i = 0; i < runs; i++) {
  await page
    .getByRole("button", { name: /, Midfielder$/ })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Transfer out" }).click();
  await take(page);
  await page
    .getByRole("button", { name: /empty Midfielder place/ })
    .first()
    .click();
  await take(page);
  await list.getByRole("button", { name: /^Add / }).last().click();
  results.add!.push(await take(page));
  await page.keyboard.press("Escape");
}

// Next round: swaps and captaincy.
await page.goto(`${base}/next-round-team/`);
await page.locator("header[data-ready]").waitFor();
await record(page);
for (let i = 0; i < runs; i++) {
  await page.locator("[data-slot='12']").click();
  await page.getByRole("dialog").getByRole("button", { name: "Swap with a player on the pitch" }).click();
  await take(page);
  await page.locator("[data-target]").first().click();
  results.swap!.push(await take(page));
  await page
    .getByRole("button", { name: /, Forward$/ })
    .first()
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Make (vice-)?captain/ })
    .first()
    .click();
  results.captain!.push(await take(page));
}
await browser.close();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`Players list rows loaded: ${rows}`);
console.log(
  `First-load JS of /transfers/: ${(firstLoad / 1024).toFixed(1)} kB gzip (${scripts.length} scripts; ${skipped} nomodule not counted)`,
);
console.log("Interaction to next paint, phone profile, CPU 4× slower (ms; 16 = under a frame):");
for (const [name, values] of Object.entries(results))
  console.log(
    `  ${name.padEnd(8)} median ${median(values).toFixed(0)}  worst ${Math.max(...values).toFixed(0)}  (${values.length} runs)`,
  );
