// Browser Sentry: the SDK (~54 kB gzip) is fetched only when NEXT_PUBLIC_SENTRY_DSN is set at
// build time; without it this file compiles to nothing.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import("@sentry/nextjs").then((Sentry) =>
    Sentry.init({
      dsn,
      // Spec section 8: network errors are reported with a trace sample rate of 0.005.
      tracesSampleRate: 0.005,
    }),
  );
}
