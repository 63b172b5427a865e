// The browser's Sentry (instrumentation-client.ts loads this module when NEXT_PUBLIC_SENTRY_DSN is set): error
// reporting with the trace sample rate of docs/product.md section 8. Imported by name so the bundler keeps only
// `init` and what it uses (the browser client, its default integrations and browser tracing), about 55 kB
// compressed; importing the whole module namespace kept session replay, user feedback and the rest of the SDK as well,
// a chunk of ~156 kB compressed (~477 kB minified) that every page fetched when browser Sentry was on.
import { init } from "@sentry/nextjs";

export function startSentry(dsn: string) {
  init({
    dsn,
    // docs/product.md section 8: network errors are reported with a trace sample rate of 0.005.
    tracesSampleRate: 0.005,
  });
}
