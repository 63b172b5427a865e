// The team builder's speed where a fan waits (docs/performance.md, "The team builder where a fan waits"), in Chromium with a phone profile and the CPU
// slowed 4×: with the whole players list loaded, how long each interaction (add, swap, captain, filter; on /planner/ a
// round changed, a replacement bought, a captaincy, a chip, each replaying the plan in the browser) takes to
// reach its next paint, read from the browser's Event Timing entries (an interaction's duration runs from the input
// to the next paint after its handlers), the longest main-thread task within 300 ms of it (work it leaves for after
// its paint, which a next tap would wait for); and the first-load JavaScript of /transfers/, gzip-compressed.
//
//   npm run bench:builder -- --url http://localhost:3000 [--runs 5] [--trace]
//
// --trace: the first of each interaction is also traced (Chromium's timeline) and its main thread's time, from the
// input to the first frame committed after it, is split into script, style, layout, paint and the rest.
//
// Against a production server with the demo data (`npm run build`, then `tsx --conditions=react-server
// prisma/scripts/with-db.ts --demo -- next start`); it signs in as the demo user and changes nothing (no save).
import { gzipSync } from "node:zlib";
import { chromium, type Page } from "@playwright/test";
import { findBrowser } from "../tests/e2e/browser.mjs";
import { DEMO_LOGIN } from "../lib/demo";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const base = option("url", "http://localhost:3000");
const runs = Number(option("runs", "5"));
const tracing = args.includes("--trace");

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

/**
 * Starts recording interactions' durations (Event Timing, every event from 16 ms; faster ones report none) and the
 * main thread's long tasks (50 ms or more), which a tap made during one waits for.
 */
async function record(p: Page) {
  await p.evaluate(() => {
    const w = window as unknown as { __durations: number[]; __tasks: number[] };
    w.__durations = [];
    w.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
        if (e.interactionId) w.__durations.push(e.duration);
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__tasks.push(e.duration);
    }).observe({ type: "longtask" });
  });
}
/** The longest interaction and the longest task since the last call (16 and 0 ms when the browser reported none). */
async function take(p: Page): Promise<{ duration: number; task: number }> {
  await p.waitForTimeout(300);
  return p.evaluate(() => {
    const w = window as unknown as { __durations: number[]; __tasks: number[] };
    const worst = { duration: Math.max(16, ...w.__durations), task: Math.max(0, ...w.__tasks) };
    w.__durations = [];
    w.__tasks = [];
    return worst;
  });
}

const results: Record<string, number[]> = {
  add: [],
  swap: [],
  captain: [],
  filter: [],
  planRound: [],
  planIn: [],
  planRole: [],
  planChip: [],
};
/** Per interaction, the longest task from its input to 300 ms later (its own, or work it left for after its paint). */
const tasks: Record<string, number[]> = Object.fromEntries(Object.keys(results).map((name) => [name, []]));
const breakdowns: Record<string, string> = {};

/** One interaction: its duration recorded; with --trace, the first of its kind traced and its main thread summed up. */
async function measure(name: string, act: () => Promise<void>) {
  const trace = tracing && !(name in breakdowns);
  if (trace) {
    breakdowns[name] = "";
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  }
  await act();
  const { duration, task } = await take(page);
  results[name]!.push(duration);
  tasks[name]!.push(task);
  if (trace) breakdowns[name] = `${mainThreadTime(await browser.stopTracing())} (this run: ${duration} ms)`;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}
const KIND: Record<string, string> = {
  EventDispatch: "script",
  FunctionCall: "script",
  RunMicrotasks: "script",
  TimerFire: "script",
  FireAnimationFrame: "script",
  UpdateLayoutTree: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  Layerize: "paint",
  Commit: "paint",
};

/**
 * The page's main thread from the interaction's first input event to the end of the first frame committed after its
 * click: each step's own time (less the steps inside it), by kind.
 */
function mainThreadTime(trace: Buffer): string {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const threads = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onThread = (t: TraceEvent) => events.filter((e) => e.ph === "X" && e.pid === t.pid && e.tid === t.tid);
  const main = (threads.map(onThread).sort((a, b) => b.length - a.length)[0] ?? []).sort((a, b) => a.ts - b.ts);
  const input = (e: TraceEvent) =>
    e.name === "EventDispatch" && /^(pointerdown|mousedown|click)$/.test(e.args?.data?.type ?? "");
  const start = main.find(input)?.ts;
  const click = main.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "click");
  if (start === undefined || !click) return "no input found in the trace";
  const clickEnd = click.ts + (click.dur ?? 0);
  const commit = main.find((e) => e.name === "Commit" && e.ts >= clickEnd);
  const end = commit ? commit.ts + (commit.dur ?? 0) : clickEnd;
  const inWindow = main
    .filter((e) => e.ts >= start && e.ts < end && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals: Record<string, number> = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
  const stack: { end: number; kind: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      totals[done.kind]! += done.self;
    }
  };
  for (const e of inWindow) {
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= e.dur!;
    stack.push({ end: e.ts + e.dur!, kind: KIND[e.name] ?? parent?.kind ?? "other", self: e.dur! });
  }
  close(Infinity);
  const ms = (us: number) => Math.round(us / 1000);
  return `${ms(end - start)} ms on the main thread: ${Object.entries(totals)
    .map(([kind, us]) => `${kind} ${ms(us)}`)
    .join(", ")}`;
}

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
  await measure("filter", () => list.getByRole("button", { name: "Midfielder", exact: true }).click());
  await measure("filter", () => list.getByRole("button", { name: "All", exact: true }).click());
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
  await measure("add", () => list.getByRole("button", { name: /^Add / }).last().click());
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
  await measure("swap", () => page.locator("[data-target]").first().click());
  await page
    .getByRole("button", { name: /, Forward$/ })
    .first()
    .click();
  await measure("captain", () =>
    page
      .getByRole("dialog")
      .getByRole("button", { name: /Make (vice-)?captain/ })
      .first()
      .click(),
  );
}

// Planner: every change plays the plan again over its rounds in the browser (lib/game/planner), chips tried too: a
// round changed, a player bought (after Transfer out and the replacements list), a captaincy, a chip. Nothing saved.
await page.goto(`${base}/planner/`);
await page.locator("header[data-ready]").waitFor();
await record(page);
for (let i = 0; i < runs; i++) {
  await measure("planRound", () => page.getByRole("button", { name: "Next round" }).click());
  await measure("planRound", () => page.getByRole("button", { name: "Previous round" }).click());
  const midfielder = page.locator("[data-pitch-line='MID'] [data-plan-player]").first();
  await midfielder.click();
  await page.getByRole("dialog").getByRole("button", { name: "Transfer out" }).click();
  await take(page);
  await measure("planIn", () => page.locator('[data-replacement][aria-disabled="false"]').first().click());
  await midfielder.click();
  // From the keyboard: on a 740 px phone the sheet's last actions sit below its fold, where a tap would scroll first.
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /Make (vice-)?captain/ })
    .first()
    .focus();
  await measure("planRole", () => page.keyboard.press("Enter"));
  await measure("planChip", () => page.locator("fieldset label:has(input:enabled:not(:checked))").first().click());
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
console.log("Longest main-thread task within 300 ms of the input (ms; 0 = none of 50 ms or more):");
for (const [name, values] of Object.entries(tasks))
  console.log(`  ${name.padEnd(8)} median ${median(values).toFixed(0)}  worst ${Math.max(...values).toFixed(0)}`);
for (const [name, breakdown] of Object.entries(breakdowns)) console.log(`  ${name.padEnd(8)} traced: ${breakdown}`);
