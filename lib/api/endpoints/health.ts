// /api/v0/health/: the health check.
import { z } from "zod";
import { named } from "../serializers/wire";
import { endpoint } from "../handler";

export const health = endpoint({
  method: "GET",
  path: "/health/",
  tag: "meta",
  auth: "public",
  response: named("Health", z.strictObject({ status: z.literal("ok") })),
  summary: 'Liveness for load balancers: {status: "ok"} (no database access).',
});
