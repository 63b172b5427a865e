// /api/v0/health/: the health check.
import { z } from "zod";
import { Readiness } from "../serializers/health";
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

export const ready = endpoint({
  method: "GET",
  path: "/health/ready/",
  tag: "meta",
  auth: "public",
  response: Readiness,
  sameBodyOn: { 503: "Not ready: the database unreachable, a migration not applied, or no job worker running" },
  summary:
    "Readiness for orchestrators: the database reachable, every migration applied, a job worker seen in the last minute (200, else 503 with the same body).",
});
