// Browser Sentry: its code (lib/client/sentry.ts) is fetched only when NEXT_PUBLIC_SENTRY_DSN is set at build time;
// without it the browser never requests it. The DSN comes from lib/client-env.ts, the browser-safe part of lib/env.ts
// (importing lib/env.ts itself would ship zod to every page).
import { clientEnv } from "./lib/client-env";

const dsn = clientEnv.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) void import("./lib/client/sentry").then(({ startSentry }) => startSentry(dsn));
