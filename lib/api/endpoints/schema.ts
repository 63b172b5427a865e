// /api/v0/schema/: the OpenAPI document.
import { z } from "zod";
import { named } from "../serializers/wire";
import { endpoint } from "../handler";

export const schema = endpoint({
  method: "GET",
  path: "/schema/",
  tag: "meta",
  auth: "public",
  response: named(
    "OpenApiDocument",
    z.looseObject({
      openapi: z.literal("3.1.0"),
      info: z.looseObject({}),
      paths: z.record(z.string(), z.looseObject({})),
    }),
  ),
  summary: "This OpenAPI 3.1 document (JSON).",
});
