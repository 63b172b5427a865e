// The operators' audit trail as one list (docs/design.md section 1), read from the two tables lib/server/ops-audit.ts
// writes: the changes and dry runs of audit_log, and the runs of ops_run that audit_log cannot show (refused, failed,
// and those started and not finished).
import "server-only";
import type { Db, Tx } from "@/lib/db";
import type { RunOutcome } from "./ops-audit";

export interface AuditEntry {
  at: Date;
  outcome: "dry_run" | RunOutcome;
  actor: string;
  command: string;
  /** What it did, or why it was refused or failed; "" when nothing was said. */
  result: string;
}

/** The last `limit` entries from `since`, oldest first. */
export async function listAuditEntries(db: Db | Tx, options: { since: Date; limit: number }): Promise<AuditEntry[]> {
  const [changes, runs] = await Promise.all([
    db.auditLog.findMany({ where: { at: { gte: options.since } }, orderBy: { id: "desc" }, take: options.limit }),
    db.opsRun.findMany({ where: { startedAt: { gte: options.since } }, orderBy: { id: "desc" }, take: options.limit }),
  ]);
  // Oldest first within each table (read newest first, for the limit), so that two entries of one table in the same
  // millisecond keep the order they were written in through the sort by time.
  changes.reverse();
  runs.reverse();
  return [
    ...changes.map((c) => ({
      at: c.at,
      outcome: c.dryRun ? ("dry_run" as const) : ("done" as const),
      actor: c.actor,
      command: c.command,
      result: String((c.details as { result?: unknown } | null)?.result ?? ""),
    })),
    // A finished close is in audit_log already; its start is shown only while it has no end.
    ...runs
      .filter((r) => r.outcome !== "done")
      .map((r) => ({
        at: r.startedAt,
        outcome: r.outcome as RunOutcome,
        actor: r.actor,
        command: r.command,
        result: r.message ?? "",
      })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(-options.limit);
}
