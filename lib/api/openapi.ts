// The OpenAPI 3.1 document of /api/v0 (docs/design.md section 7), generated from the same zod schemas the handlers parse
// with and answer by (zod 4's z.toJSONSchema), so the document cannot drift from the code. Requests are described as
// the schemas read them (io "input"), answers as the serializers build them (io "output"). Every success body is a
// named component, or a list of one (lib/api/serializers/wire.ts), so a generated client gets a named type for it.
// The statuses an operation can answer are derived from its declaration where the wrapper decides them (credentials,
// path parameters, pages, rate limits, bodies), and taken from its `responses` where the use case refuses.
import { z } from "zod";
import { allEndpoints } from "./endpoints";
import type { Endpoint } from "./handler";
import { components } from "./serializers/wire";

type JsonSchema = Record<string, unknown>;

const TARGET = "draft-2020-12";
const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * A closed tuple's `items` (z.tuple without a rest: a quad league's `rounds`, [first, last]). zod's 2020-12 conversion
 * writes `prefixItems: [...], items: false`, which is right in JSON Schema 2020-12, where `items` only speaks of the
 * elements past the prefix; but a reader that does not know prefixItems (OpenAPI 3.0's and draft-07's, and the
 * generators and validators built on them) reads `items: false` as "no element at all", and so refused every quad
 * answer. `items` says instead what each element is (the tuple's one item schema, or anyOf its distinct ones): the
 * same meaning in 2020-12, where maxItems already forbids an element past the prefix, and the right one to a reader
 * that ignores prefixItems, which still sees the length in minItems and maxItems. An empty tuple keeps `items: false`:
 * no element, in either reading. (The contract test missed it because ajv reads 2020-12: document.ts now also
 * validates every answer as a prefixItems-blind reader does, and tests/unit/openapi-schemas.test.ts refuses the shape
 * anywhere in the document.)
 */
export function openTupleItems(jsonSchema: JsonSchema) {
  const prefix = jsonSchema.prefixItems;
  if (jsonSchema.items !== false || !Array.isArray(prefix) || prefix.length === 0) return;
  const distinct = [...new Map(prefix.map((item: unknown) => [JSON.stringify(item), item])).values()];
  jsonSchema.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
}

/**
 * Drops what zod adds that a reader does not need (the safe-integer bounds, and a date's regex beside its format), and
 * writes a tuple's items as every reader understands them.
 */
function tidy({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.format === "date-time" || jsonSchema.format === "date") delete jsonSchema.pattern;
  openTupleItems(jsonSchema);
}

/** A request schema as a client sends it. */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    target: TARGET,
    override: tidy,
  });
  return json;
}

/** Every named answer schema as a component, referring to the others by $ref. */
function componentSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(components, {
    io: "output",
    target: TARGET,
    uri: componentRef,
    override: tidy,
  });
  if ("__shared" in schemas) throw new Error("An answer schema is cyclic or shared without a name: name it.");
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $schema: _s, $id: _id, ...json }]) => [name, json as JsonSchema]),
  );
}

/** An answer: a component by $ref, or a list of one; an unnamed answer is refused here, when the document is built. */
function answerSchema(endpoint: Endpoint, schema: z.ZodType): JsonSchema {
  const name = components.get(schema)?.id;
  if (name) return { $ref: componentRef(name) };
  if (schema instanceof z.ZodArray)
    return { type: "array", items: answerSchema(endpoint, schema.element as z.ZodType) };
  if (endpoint.produces && schema instanceof z.ZodString) return { type: "string" };
  throw new Error(
    `${endpoint.method} ${endpoint.path}: its response schema has no name (named() in serializers/wire).`,
  );
}

/** A refusal: DRF's error envelope (a HEAD answer has no body). */
const error = (endpoint: Endpoint, description: string, headers?: JsonSchema) => ({
  description,
  ...(headers && { headers }),
  ...(endpoint.method !== "HEAD" && { content: { "application/json": { schema: { $ref: componentRef("Error") } } } }),
});

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** A list read by pages (its query is pageQuery's): a page past the end is a 404. */
export const isPaginated = (endpoint: Endpoint) =>
  endpoint.query instanceof z.ZodObject && "page" in endpoint.query.shape;

/** Every status an operation answers, with its body. */
function responses(endpoint: Endpoint) {
  const status = endpoint.status ?? (endpoint.response ? 200 : 204);
  const success =
    endpoint.response && endpoint.method !== "HEAD"
      ? {
          description: status === 201 ? "Created" : "Success",
          content: { [endpoint.produces ?? "application/json"]: { schema: answerSchema(endpoint, endpoint.response) } },
        }
      : { description: endpoint.method === "HEAD" ? "Yes (a HEAD answer has no body)" : "Done (no body)" };
  const refusals = new Map<number, string[]>();
  const refuse = (code: number, why: string) => refusals.set(code, [...(refusals.get(code) ?? []), why]);
  refuse(400, "Bad input: {field: [messages]} for each field refused, or {detail} for a body that is not JSON");
  if (endpoint.auth === "optional") refuse(401, "An invalid token (code token_not_valid)");
  if (endpoint.auth === "user" || endpoint.auth === "verified")
    refuse(401, "No credentials (code not_authenticated), or an invalid token (code token_not_valid)");
  if (endpoint.auth === "verified")
    refuse(403, 'The e-mail is not verified: "User didn\'t confirmed their email." (code email_not_verified)');
  if (endpoint.auth !== "public" && UNSAFE.has(endpoint.method))
    refuse(403, "With the session cookie: a request another site made the browser send");
  if (endpoint.params) refuse(404, "Not found.: no such object (or a malformed id)");
  if (isPaginated(endpoint)) refuse(404, "Invalid page.: a page that is not a positive integer or lies past the end");
  if (endpoint.body && endpoint.auth !== "public")
    refuse(415, "With the session cookie: a body that is not application/json");
  if (endpoint.rateLimit)
    refuse(
      429,
      `Rate limited: ${endpoint.rateLimit.limit} per ${endpoint.rateLimit.windowSeconds} s per client address`,
    );
  for (const [code, why] of Object.entries(endpoint.responses ?? {})) refuse(Number(code), why);
  const retryAfter = { "Retry-After": { description: "Seconds to wait", schema: { type: "integer", minimum: 1 } } };
  return {
    [status]: success,
    ...Object.fromEntries(
      [...refusals].map(([code, whys]) => [
        code,
        error(endpoint, whys.join("; "), code === 429 ? retryAfter : undefined),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(endpoint.sameBodyOn ?? {}).map(([code, why]) => [code, { ...success, description: why }]),
    ),
  };
}

function parameters(endpoint: Endpoint) {
  const list: JsonSchema[] = [];
  const add = (schema: z.ZodType | undefined, where: "path" | "query") => {
    if (!schema) return;
    const json = inputSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      list.push({
        name,
        in: where,
        required: where === "path" || (json.required ?? []).includes(name),
        ...(description !== undefined && { description }),
        schema: rest,
      });
    }
  };
  add(endpoint.params, "path");
  add(endpoint.query, "query");
  return list;
}

const SECURITY = {
  public: [],
  optional: [{}, { bearer: [] }, { session: [] }],
  user: [{ bearer: [] }, { session: [] }],
  verified: [{ bearer: [] }, { session: [] }],
};

function operation(endpoint: Endpoint) {
  const body = endpoint.body && inputSchema(endpoint.body);
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    operationId: `${endpoint.method.toLowerCase()}_${endpoint.path.replace(/[^a-zA-Z0-9]+/g, "_").replace(/^_|_$/g, "")}`,
    parameters: parameters(endpoint),
    ...(body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: body }, "application/x-www-form-urlencoded": { schema: body } },
      },
    }),
    responses: responses(endpoint),
    security: SECURITY[endpoint.auth],
    "x-auth": endpoint.auth,
  };
}

const TAGS: Record<string, string> = {
  content: "News, prizes, rules, FAQ, dream teams and the contact form",
  football: "Clubs, players, formations and point actions",
  leagues: "Seasons and the season, country, round, quad and private leagues",
  meta: "This reference, the document and the health check",
  rounds: "Rounds, games and players' fixtures and results",
  settings: "The game's settings",
  transfers: "Transfers",
  users: "Tokens, the account, e-mail verification, password reset, countries and legal documents",
  planner: "The user's plans for the coming rounds: transfers, line-ups, captains and chips, played before any is made",
  userteams: "The user's teams: squads, line-ups, the Wildcard, random teams and round teams",
};

const DESCRIPTION = `The REST API of Fantasy Serie A, in Django REST Framework's conventions.

- Paths end in a slash. The mobile client was written against a DRF API, so every path keeps DRF's trailing slash,
  and a linter's "no trailing slash" rule (Redocly's no-path-trailing-slash) is expected to report every path.
- Pages are {count, next, previous, results} (the Paginated…List schemas) with page and page_size.
- Errors are {detail} (with a code where a client acts on it) or {field: [messages]}, in the request's
  Accept-Language (en, it). Every operation lists the statuses it answers; besides them, a method a path does not
  serve is 405 with Allow, an unexpected failure is 500 {detail}, and during maintenance every call is redirected to
  /api/v0/maintenance/, which answers 503 with Retry-After.
- Sign in with POST /users/token/ and send Authorization: Bearer <access>; the site itself uses its session
  cookie. Public operations need neither (security: []).`;

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints())
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operation(endpoint);
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Fantasy Serie A API",
      version: "v0",
      description: DESCRIPTION,
      license: { name: "Proprietary: all rights reserved", url: "/terms-of-use/" },
    },
    servers: [{ url: "/api/v0", description: "This server (relative to the document's address)" }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
      },
      schemas: <Record<string, JsonSchema>>{
        Error: {
          description: "DRF's error envelope: {detail} (with code), or {field: [messages]}.",
          oneOf: [
            {
              type: "object",
              properties: {
                detail: { type: "string" },
                code: { type: "string" },
                is_email_verified: { type: "boolean" },
              },
              required: ["detail"],
              additionalProperties: false,
            },
            { type: "object", additionalProperties: { type: "array", items: { type: "string" } }, minProperties: 1 },
          ],
        },
        ...componentSchemas(),
      },
    },
  };
}
