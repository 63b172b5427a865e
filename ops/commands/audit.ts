// `audit`: the operators' trail, read back (lib/server/list-audit-entries.ts): what ran, what it did, what was refused
// or failed, and what started and never finished.
import { listAuditEntries } from "../../lib/server/list-audit-entries";
import type { Command } from "../cli";
import { JSON_FLAG, dateTime, day, flagValue, limitFlag, listedTime, printJson } from "./common";

export const audit: Command = {
  name: "audit",
  usage: "audit [--since <date>] [--limit <n>] [--json]",
  summary: "The audit trail: changes, dry runs, refused and failed commands, closes started",
  help: "Lists operator commands, oldest first: every change and dry run (audit_log), every refused or failed command, and every close from its start: one that shows as started and not finished was interrupted (run it again) or is still running. --since a date (2026-11-22, from midnight UTC) or an ISO date-time with its time zone; --limit the last n entries (default 50); --json prints them as one JSON document (ops/README.md).",
  args: 0,
  flags: { since: "string", limit: "string", ...JSON_FLAG },
  async run(ctx) {
    const sinceFlag = flagValue(ctx, "since");
    const since =
      sinceFlag === undefined
        ? new Date(0)
        : sinceFlag.includes("T")
          ? dateTime(sinceFlag, "--since")
          : day(sinceFlag, "--since");
    const entries = await listAuditEntries(ctx.db, { since, limit: limitFlag(ctx, 50) });
    if (ctx.flags.json) return printJson(ctx, { entries });
    if (!entries.length) return ctx.print("No entries.");
    const label: Record<string, string> = { dry_run: "dry run", running: "started, not finished" };
    for (const e of entries)
      ctx.print(
        `${listedTime(e.at)}  ${(label[e.outcome] ?? e.outcome).padEnd(8)}  ${e.actor}  ${e.command}${e.result ? `  — ${e.result}` : ""}`,
      );
  },
};
