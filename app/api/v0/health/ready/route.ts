// GET /api/v0/health/ready/ – readiness: the database, its migrations and a job worker (503 when one is missing).
import { handle, methods } from "@/lib/api/handler";
import { ready } from "@/lib/api/endpoints/health";
import { readinessJson } from "@/lib/api/serializers/health";
import { checkReadiness } from "@/lib/server/health/check-readiness";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(ready, async () => {
    const readiness = await checkReadiness();
    const body = readinessJson(readiness);
    return readiness.ready ? body : Response.json(body, { status: 503, headers: { "cache-control": "no-store" } });
  }),
});
