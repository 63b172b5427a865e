// /api/v0/health/: the health check.
import { endpoint } from "../handler";

export const health = endpoint({
  method: "GET",
  path: "/health/",
  tag: "meta",
  auth: "public",
  summary: 'Liveness for load balancers: {status: "ok"} (no database access).',
});
