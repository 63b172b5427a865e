// npm run lighthouse – Lighthouse (mobile) over the home, news and schedule pages (docs/performance.md, "Public pages"):
// builds the app for production, serves it on LIGHTHOUSE_PORT (default 3300) beside its own
// database (the embedded one in .data/lighthouse-pglite, or DATABASE_URL) with the demo season,
// runs Lighthouse in Chromium (CHROME_PATH, default /usr/bin/chromium) and prints each page's four
// scores and its first-load JavaScript (transferred, compressed). JSON reports go to
// .data/lighthouse/.
//
//   npm run lighthouse [-- --no-build] [-- --runs 3]
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveApp } from "./serve-app";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 1 : Math.max(1, Number(args[runsAt + 1]) || 1);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const PAGES = [
  { name: "home", path: "/" },
  { name: "news", path: "/news/" },
  { name: "schedule", path: "/schedule-and-results/" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const OUT = path.resolve(".data/lighthouse");

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** Scripts of the app loaded by the page (first-load JS), in kB transferred. */
function firstLoadJs(
  origin: string,
  lhr: { audits: Record<string, { details?: { items?: NetworkRequest[] } }> },
): number {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytes = items
    .filter((r) => r.resourceType === "Script" && r.url.startsWith(origin))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return Math.round(bytes / 102.4) / 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const { origin, stop } = await serveApp({
  port,
  pgliteDir: ".data/lighthouse-pglite",
  build: !args.includes("--no-build"),
});
try {
  fs.mkdirSync(OUT, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const rows: string[] = [];
  try {
    for (const page of PAGES) {
      // A first request warms the server's in-memory cache, as any visitor after the first finds it.
      await fetch(`${origin}${page.path}`);
      const results: { scores: Record<string, number>; js: number }[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        fs.writeFileSync(path.join(OUT, `${page.name}${runs > 1 ? `-${run + 1}` : ""}.json`), result.report as string);
        const lhr = result.lhr;
        results.push({
          scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
          js: firstLoadJs(origin, lhr as never),
        });
      }
      const score = (c: string) => median(results.map((r) => r.scores[c]!));
      rows.push(`| ${page.path} | ${CATEGORIES.map(score).join(" | ")} | ${median(results.map((r) => r.js))} |`);
    }
  } finally {
    chrome.kill();
  }
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile, ${origin}\n`);
  console.log("| Page | Performance | Accessibility | Best practices | SEO | First-load JS (kB, compressed) |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows) console.log(row);
  console.log(`\nReports: ${OUT}`);
} finally {
  stop();
}
process.exit(0);
