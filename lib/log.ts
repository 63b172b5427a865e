// Structured logs: one JSON object a line (pino), each with the service that wrote it (web, worker: the caller says)
// and, where there is one, the request's or the job's id, so a line can be followed back to what caused it. LOG_LEVEL
// sets the level (info).
import pino from "pino";

export const log = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export type Logger = pino.Logger;
