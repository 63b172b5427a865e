// GET /api/v0/docs/ – the browsable API reference (self-contained HTML).
import { handle, methods } from "@/lib/api/handler";
import { docs } from "@/lib/api/endpoints/docs";
import { openApiDocument } from "@/lib/api/openapi";
import { referencePage } from "@/lib/api/reference-page";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(
    docs,
    async () =>
      new Response(referencePage(openApiDocument()), { headers: { "content-type": "text/html; charset=utf-8" } }),
  ),
});
