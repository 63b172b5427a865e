// Structured logs: one JSON object a line (pino), each with the service that wrote it (web, worker: the caller says)
// and, where there is one, the request's or the job's id, so a line can be followed back to what caused it. LOG_LEVEL
// sets the level (info).
//
// A request's id is on every line written while the request is handled, by any module, without being passed down:
// the API's wrapper runs the request inside `withLogContext({ requestId })` (lib/api/handler.ts), and every line
// logged in that asynchronous context carries it (pino's mixin reads it), a background task the request started (the
// mail relay after a sign-up) included.
import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";

const context = new AsyncLocalStorage<Record<string, unknown>>();

export const log = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => context.getStore() ?? {},
});

/** Runs `run` with `fields` on every log line written inside it (and inside what it starts). */
export const withLogContext = <T>(fields: Record<string, unknown>, run: () => T): T => context.run(fields, run);

/**
 * A request's id: the one a proxy in front gave it (X-Request-Id), when it looks like one (at most 128 letters, digits,
 * dots, dashes, underscores), else a new UUID.
 */
export function requestIdOf(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && /^[\w.-]{1,128}$/.test(given) ? given : crypto.randomUUID();
}

export type Logger = pino.Logger;
