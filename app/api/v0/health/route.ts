// GET /api/v0/health/ – liveness for load balancers (and the benchmark's trivial JSON route).
import { handle, methods } from "@/lib/api/handler";
import { health } from "@/lib/api/endpoints/health";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(health, async () => ({ status: "ok" as const })),
});
