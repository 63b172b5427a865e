// Server-side Sentry, initialised from instrumentation.ts only when SENTRY_DSN is set.
import * as Sentry from "@sentry/nextjs";
import { env } from "./lib/env";

Sentry.init({
  dsn: env.SENTRY_DSN,
  environment: env.NODE_ENV,
  // docs/product.md section 8: trace sample rate 0.005.
  tracesSampleRate: 0.005,
});
