// The readiness check's answer (GET /api/v0/health/ready/).
import { z } from "zod";
import type { Readiness as ReadinessData } from "@/lib/server/health/check-readiness";
import { int, named } from "./wire";

export const Readiness = named(
  "Readiness",
  z.strictObject({
    status: z.enum(["ready", "not_ready"]),
    database: z.enum(["ok", "unreachable"]),
    pending_migrations: z.array(z.string()).meta({ description: "Migrations of this build not applied yet." }),
    workers: int().meta({ description: "Job workers seen in the last minute." }),
  }),
);

export const readinessJson = (r: ReadinessData): z.infer<typeof Readiness> => ({
  status: r.ready ? "ready" : "not_ready",
  database: r.database,
  pending_migrations: r.pendingMigrations,
  workers: r.workers,
});
