// The browser's environment variables (NEXT_PUBLIC_*): the part of lib/env.ts that client code may
// import. Each is read by its full name, so the bundler inlines its build-time value; the module
// holds no zod and no server variable, so it costs the browser a few bytes (instrumentation-client.ts
// loads on every page). lib/env.ts validates the same values when the server starts.
export const clientEnv = {
  /** Sentry DSN for the browser; the browser SDK is loaded only when it is set. */
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN || undefined,
};
