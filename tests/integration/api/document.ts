// The API's own OpenAPI document as a standard validator reads it (ajv, JSON Schema 2020-12, with the formats): every
// answer an integration test receives through `call` (./client.ts) from a documented operation must have a status that
// operation lists and a body its schema accepts, so every API test is also a contract test. The answers checked are
// recorded (operation and status) for the contract test's coverage.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { openApiDocument } from "@/lib/api/openapi";

export const document = openApiDocument();

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };

const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
addFormats(ajv);
ajv.addKeyword("components");
const DOC = "openapi.json";
ajv.addSchema({ $id: DOC, components: document.components });
/** A schema of the document, its local references pointing into the document. */
const compile = (schema: object) =>
  ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOC}#/components/`)));

/** The documented paths, each with a matcher for its template, static paths first (as the router matches them). */
const templates = Object.keys(document.paths)
  .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`) }))
  .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
const validators = new Map<string, ValidateFunction>();

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
  const validate = validators.get(key) ?? compile(content.schema);
  validators.set(key, validate);
  if (!validate(answer.body))
    throw new Error(
      `${where}: the body does not match the document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(answer.body).slice(0, 2000)}`,
    );
}
