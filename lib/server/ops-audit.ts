// The operators' audit trail (docs/design.md section 1: every change an operator makes leaves a row): audit_log holds
// each change and dry run with what it did; ops_run each refused or failed command, and a long one from its start (a
// run still "running" after its process ended was interrupted).
import "server-only";
import type { Db, Tx } from "@/lib/db";

export type RunOutcome = "running" | "done" | "refused" | "failed";

/**
 * A change (or a dry run of one) and the line that said what it did: one INSERT. Given the change's own transaction,
 * the row commits with the change or not at all; a dry run's, rolled back, is written after it on the connection.
 */
export async function recordChange(
  db: Db | Tx,
  change: { actor: string; command: string; entity: string; entityId: string | null; dryRun: boolean; result: string },
) {
  await db.auditLog.create({
    data: {
      actor: change.actor,
      command: change.command,
      entity: change.entity,
      entityId: change.entityId,
      dryRun: change.dryRun,
      details: { result: change.result },
    },
  });
}

/** A run's start (no `id`: returns the new run's id) or its outcome (the run `id`). */
export async function recordRun(
  db: Db,
  run: { actor: string; command: string; outcome: RunOutcome; message: string | null; id?: number },
): Promise<number | undefined> {
  if (run.id !== undefined) {
    await db.opsRun.update({
      where: { id: run.id },
      data: { outcome: run.outcome, message: run.message, endedAt: new Date() },
    });
    return run.id;
  }
  const created = await db.opsRun.create({
    data: { actor: run.actor, command: run.command, outcome: run.outcome, message: run.message, startedAt: new Date() },
  });
  return created.id;
}
