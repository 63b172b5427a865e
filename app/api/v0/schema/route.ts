// GET /api/v0/schema/ – the OpenAPI 3.1 document, generated from the endpoints' zod schemas.
import { handle, methods } from "@/lib/api/handler";
import { schema } from "@/lib/api/endpoints/schema";
import { openApiDocument } from "@/lib/api/openapi";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(schema, async () => openApiDocument()),
});
