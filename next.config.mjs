import createNextIntlPlugin from "next-intl/plugin";
import { withSentryConfig } from "@sentry/nextjs/config";
import { securityHeaders } from "./lib/security-headers.mjs";

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  // messages/*.json are compiled at build time (i18n/messages.ts imports them), so neither the browser nor the
  // server parses ICU text at run time: the browser's formatter is a few hundred bytes instead of the ICU parser
  // (about 6 kB of every page's compressed scripts).
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The spec's paths end in a slash (/news/, /api/v0/settings/).
  trailingSlash: true,
  // The build directory `next start` serves: tests/e2e/serve.sh gives its season-opening instance
  // a copy. (A `next build` into another directory also adds it to tsconfig.json's include.)
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Loaded at run time from node_modules, never bundled: PGlite's and the schema engine's wasm
  // would otherwise be copied into the build's static files.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg"],
  poweredByHeader: false,
  // The production server compresses, at a cheaper level than Next.js would (scripts/start.mjs).
  compress: false,
  reactStrictMode: true,
  images: { unoptimized: false },
  // CSP, framing, sniffing, referrer, permissions, and HSTS behind TLS on every answer (lib/security-headers.mjs).
  async headers() {
    return securityHeaders({
      sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
      dev: process.env.NODE_ENV === "development",
    });
  },
};

export default withSentryConfig(withNextIntl(nextConfig), {
  // Inert without a DSN; no network calls at build time.
  telemetry: false,
  silent: true,
  sourcemaps: { disable: !process.env.SENTRY_AUTH_TOKEN },
  // The app's routes, for the names of browser traces: only in a build with browser Sentry (instrumentation-client.ts),
  // not in every page's first script for nothing.
  ...(process.env.NEXT_PUBLIC_SENTRY_DSN ? {} : { routeManifestInjection: false }),
});
