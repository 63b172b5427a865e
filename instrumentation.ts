// Server start-up hook: Sentry only when SENTRY_DSN is configured (inert otherwise).
import type { Instrumentation } from "next";

const sentryEnabled = async () =>
  process.env.NEXT_RUNTIME === "nodejs" && Boolean((await import("./lib/env")).env.SENTRY_DSN);

export async function register() {
  if (await sentryEnabled()) await import("./sentry.server.config");
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!(await sentryEnabled())) return;
  const Sentry = await import("@sentry/nextjs");
  Sentry.captureRequestError(...args);
};
