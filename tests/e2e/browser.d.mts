// Types of tests/e2e/browser.mjs.
export const SYSTEM_BROWSERS: string[];
export function findBrowser(options?: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  playwrightPath?: () => string;
}): { executablePath: string | undefined; source: "system" | "playwright" } | null;
export const NO_BROWSER: string;
