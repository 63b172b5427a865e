// The OpenAPI 3.1 document of /api/v0 (DESIGN.md section 7), generated from the same zod schemas
// the handlers parse with (zod 4's z.toJSONSchema), so the document cannot drift from the code.
import { z } from "zod";
import { allEndpoints } from "./endpoints";
import type { Endpoint } from "./handler";

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;

const errorBody = {
  description: "DRF error envelope: {detail} or {field: [messages]}",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

function parameters(endpoint: Endpoint) {
  const list: Record<string, unknown>[] = [];
  const add = (schema: z.ZodType | undefined, where: "path" | "query") => {
    if (!schema) return;
    const json = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  };
  add(endpoint.params, "path");
  add(endpoint.query, "query");
  return list;
}

function operation(endpoint: Endpoint) {
  const secured = endpoint.auth === "user" || endpoint.auth === "verified";
  const responses: Record<string, unknown> = {
    [String(endpoint.status ?? 200)]: { description: endpoint.status === 204 ? "Done, no content" : "Success" },
    400: errorBody,
    405: errorBody,
  };
  if (secured || endpoint.auth === "optional")
    responses[401] = { ...errorBody, description: "No or invalid credentials (code token_not_valid for a bad token)" };
  if (endpoint.auth === "verified")
    responses[403] = { ...errorBody, description: "User didn't confirmed their email." };
  if (endpoint.rateLimit)
    responses[429] = {
      ...errorBody,
      description: `Rate limited: ${endpoint.rateLimit.limit} per ${endpoint.rateLimit.windowSeconds} s per client; Retry-After says when to retry`,
    };
  for (const [status, description] of Object.entries(endpoint.responses ?? {}))
    responses[status] = { ...errorBody, description };
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    operationId: `${endpoint.method.toLowerCase()}_${endpoint.path.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
    parameters: parameters(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: jsonSchema(endpoint.body) },
              "application/x-www-form-urlencoded": { schema: jsonSchema(endpoint.body) },
            },
          },
        }
      : {}),
    responses,
    ...(secured
      ? { security: [{ bearer: [] }, { session: [] }] }
      : endpoint.auth === "optional"
        ? { security: [{}, { bearer: [] }, { session: [] }] }
        : {}),
    "x-auth": endpoint.auth,
  };
}

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints())
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  return {
    openapi: "3.1.0",
    info: {
      title: "Fantasy Serie A API",
      version: "v0",
      description:
        "The REST API of Fantasy Serie A (Django REST Framework conventions): trailing slashes, {count, next, previous, results} pages, " +
        "errors as {detail} or {field: [messages]}, messages in the Accept-Language (en, it). Sign in with POST /users/token/.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: {
        Error: {
          oneOf: [
            {
              type: "object",
              properties: { detail: { type: "string" }, code: { type: "string" } },
              required: ["detail"],
            },
            { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          ],
        },
      },
    },
  };
}
