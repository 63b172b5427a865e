// The API's own OpenAPI document as a standard validator reads it (ajv, JSON Schema 2020-12, with the formats): every
// answer an integration test receives through `call` (./client.ts) from a documented operation must have a status that
// operation lists and a body its schema accepts, so every API test is also a contract test. The body must also pass
// the schema as a reader that does not know 2020-12's prefixItems reads it (below). The answers checked are recorded
// (operation and status) for the contract test's coverage.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { openApiDocument } from "@/lib/api/openapi";

export const document = openApiDocument();

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };

/**
 * A schema as a reader that does not know prefixItems reads it: OpenAPI 3.0's and draft-07's readers, and the client
 * generators and validators built on them, ignore the keyword, so `items` governs every element of a tuple. ajv reads
 * 2020-12, where `items` only governs the elements past prefixItems: a tuple written `prefixItems: [...], items:
 * false` (zod's conversion of z.tuple) passed here while such a client refused every element of it, and a quad
 * league's `rounds` ([first, last]) went out unreadable with every contract check green. Each answer is now validated
 * in both readings (lib/api/openapi.ts writes a tuple's items so that both accept it).
 */
const withoutPrefixItems = (json: string) =>
  JSON.stringify(JSON.parse(json, (key, value: unknown) => (key === "prefixItems" ? undefined : value)));
const READINGS = [
  { name: "JSON Schema 2020-12", doc: "openapi.json", read: (json: string) => json },
  { name: "a reader that ignores prefixItems", doc: "openapi-without-prefix-items.json", read: withoutPrefixItems },
];

const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addKeyword("components");
for (const { doc, read } of READINGS)
  ajv.addSchema({ $id: doc, components: JSON.parse(read(JSON.stringify(document.components))) });
/** A schema of the document in each reading, its local references pointing into the document as that reading has it. */
const compile = (schema: object) =>
  READINGS.map(({ name, doc, read }) => ({
    name,
    validate: ajv.compile(
      JSON.parse(read(JSON.stringify(schema)).replaceAll('"#/components/', `"${doc}#/components/`)),
    ),
  }));

/** The documented paths, each with a matcher for its template, static paths first (as the router matches them). */
const templates = Object.keys(document.paths)
  .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`) }))
  .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
const validators = new Map<string, { name: string; validate: ValidateFunction }[]>();

/** "METHOD /template/ status" of every documented answer checked so far. */
export const answered = new Set<string>();

/** The documented operation a request reaches, if the path's route serves the method. */
export function operationAt(method: string, pathname: string) {
  const path = pathname.replace(/^\/api\/v0/, "");
  const template = templates.find((t) => t.pattern.test(path))?.template;
  const operation = template && (document.paths[template] as Record<string, Operation>)[method.toLowerCase()];
  return operation ? { template, operation } : undefined;
}

/** Throws unless the answer is one the document gives for this request; answers of undocumented routes pass. */
export function checkAnswer(method: string, url: URL, answer: { status: number; body: unknown; headers: Headers }) {
  const found = operationAt(method, url.pathname);
  if (!found) return;
  const where = `${method} ${url.pathname}${url.search} → ${answer.status}`;
  const documented = found.operation.responses[String(answer.status)];
  if (!documented) throw new Error(`${where}: the document lists no ${answer.status} for ${found.template}`);
  answered.add(`${method} ${found.template} ${answer.status}`);
  const [mediaType, content] = Object.entries(documented.content ?? {})[0] ?? [];
  if (!content) {
    if (answer.body !== null && answer.body !== "")
      throw new Error(`${where}: the document gives no body, the answer has ${JSON.stringify(answer.body)}`);
    return;
  }
  if (!answer.headers.get("content-type")?.startsWith(mediaType!))
    throw new Error(`${where}: answered ${answer.headers.get("content-type")}, documented ${mediaType}`);
  const key = `${method} ${found.template} ${answer.status}`;
  const readings = validators.get(key) ?? compile(content.schema);
  validators.set(key, readings);
  for (const { name, validate } of readings)
    if (!validate(answer.body))
      throw new Error(
        `${where}: the body does not match the document read as ${name}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 2000)}`,
      );
}
