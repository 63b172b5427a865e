// A job worker's sign of life (worker_heartbeat): written each time it plans, removed when it stops, read by the
// readiness check (lib/server/health/check-readiness.ts).
import "server-only";
import { getDb } from "@/lib/db";

export async function recordWorkerHeartbeat(options: { id: string; startedAt: Date; now: Date; stopping?: boolean }) {
  const db = await getDb();
  if (options.stopping) {
    await db.workerHeartbeat.deleteMany({ where: { id: options.id } });
    return;
  }
  await db.workerHeartbeat.upsert({
    where: { id: options.id },
    create: { id: options.id, startedAt: options.startedAt, seenAt: options.now },
    update: { seenAt: options.now },
  });
}
