// Every schema of the OpenAPI document can be met, as any reader reads it: the guard against a schema that refuses
// every answer while the 2020-12 validator of the contract test accepts them. A quad league's `rounds` went out as
// `prefixItems: [integer, integer], items: false` (zod's closed tuple): right in JSON Schema 2020-12, but a reader
// that ignores prefixItems (OpenAPI 3.0's, draft-07's) reads `items: false` as "no element", and refused every quad
// answer. lib/api/openapi.ts (openTupleItems) writes a tuple's items; this walk refuses the shape, and its kin, anywhere.
import Ajv2020 from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openApiDocument, openTupleItems } from "@/lib/api/openapi";

type Json = Record<string, unknown>;
const doc = openApiDocument();
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** The schema that refuses everything, in either spelling. */
const isFalse = (schema: unknown) =>
  schema === false || (isObject(schema) && isObject(schema.not) && Object.keys(schema.not).length === 0);
const hasType = (schema: Json, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
/** An array no element of which is allowed, on purpose: an empty tuple (z.tuple([])). */
const isEmptyTuple = (schema: Json) =>
  schema.maxItems === 0 && (schema.prefixItems === undefined || (schema.prefixItems as unknown[]).length === 0);

/** Where each schema of the document sits: components, parameters, request and answer bodies, headers. */
function documentSchemas(): [string, unknown][] {
  const found: [string, unknown][] = Object.entries(doc.components.schemas).map(([name, s]) => [name, s]);
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, raw] of Object.entries(operations)) {
      const op = raw as {
        parameters: { name: string; schema: unknown }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<
          string,
          { content?: Record<string, { schema: unknown }>; headers?: Record<string, { schema: unknown }> }
        >;
      };
      const at = `${method.toUpperCase()} ${path}`;
      for (const p of op.parameters) found.push([`${at} parameter ${p.name}`, p.schema]);
      for (const [type, c] of Object.entries(op.requestBody?.content ?? {}))
        found.push([`${at} body ${type}`, c.schema]);
      for (const [status, r] of Object.entries(op.responses)) {
        for (const [type, c] of Object.entries(r.content ?? {})) found.push([`${at} ${status} ${type}`, c.schema]);
        for (const [name, h] of Object.entries(r.headers ?? {})) found.push([`${at} ${status} ${name}`, h.schema]);
      }
    }
  return found;
}

/** Every reason `schema` (at `where`) cannot be met by any value, or says nothing of an array's elements. */
function impossibilities(where: string, schema: unknown, problems: string[] = []): string[] {
  if (isFalse(schema)) problems.push(`${where}: a schema no value meets (false or not: {})`);
  if (!isObject(schema)) return problems;
  if (hasType(schema, "array")) {
    if (!("items" in schema) && !("prefixItems" in schema)) problems.push(`${where}: an array that declares no items`);
    if (isFalse(schema.items) && !isEmptyTuple(schema))
      problems.push(`${where}: items: false on an array that is not an empty tuple (no element allowed)`);
  }
  for (const keyword of ["enum", "anyOf", "oneOf", "allOf", "type"])
    if (Array.isArray(schema[keyword]) && (schema[keyword] as unknown[]).length === 0)
      problems.push(`${where}: an empty ${keyword}`);
  for (const [min, max] of [
    ["minimum", "maximum"],
    ["minLength", "maxLength"],
    ["minItems", "maxItems"],
    ["minProperties", "maxProperties"],
  ] as const)
    if (typeof schema[min] === "number" && typeof schema[max] === "number" && schema[min] > schema[max])
      problems.push(`${where}: ${min} ${schema[min]} above ${max} ${schema[max]}`);
  const properties = isObject(schema.properties) ? schema.properties : {};
  if (schema.additionalProperties === false && Array.isArray(schema.required))
    for (const name of schema.required as string[])
      if (!(name in properties)) problems.push(`${where}: requires ${name}, which no listed property allows`);
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.replace("#/components/schemas/", "");
    if (!(name in doc.components.schemas)) problems.push(`${where}: $ref to a missing ${schema.$ref}`);
  }

  for (const [name, property] of Object.entries(properties)) impossibilities(`${where}.${name}`, property, problems);
  for (const keyword of ["prefixItems", "anyOf", "oneOf", "allOf"] as const)
    if (Array.isArray(schema[keyword]))
      (schema[keyword] as unknown[]).forEach((s, i) => impossibilities(`${where}/${keyword}/${i}`, s, problems));
  // false is deliberate as a closed object's additionalProperties and an empty tuple's items, and was reported above
  // as any other array's items; inside `not` it means "anything".
  for (const keyword of ["additionalProperties", "items", "if", "then", "else", "contains"] as const)
    if (isObject(schema[keyword]) && !isFalse(schema[keyword]))
      impossibilities(`${where}/${keyword}`, schema[keyword], problems);
  return problems;
}

describe("the OpenAPI document's schemas", () => {
  it("can each be met, and every array declares what its elements are (no items: false but on an empty tuple)", () => {
    const schemas = documentSchemas();
    expect(schemas.length).toBeGreaterThan(300);
    expect(schemas.flatMap(([where, schema]) => impossibilities(where, schema))).toEqual([]);
  });

  it("refuses the shapes it guards against", () => {
    const closedTuple = { type: "array", prefixItems: [{ type: "integer" }], items: false, minItems: 1, maxItems: 1 };
    expect(impossibilities("t", { type: "object", properties: { rounds: closedTuple } })).toEqual([
      "t.rounds: items: false on an array that is not an empty tuple (no element allowed)",
    ]);
    expect(impossibilities("t", { anyOf: [{ type: "array" }, { type: "null" }] })).toEqual([
      "t/anyOf/0: an array that declares no items",
    ]);
    expect(impossibilities("t", { enum: [] })).toEqual(["t: an empty enum"]);
    expect(impossibilities("t", { type: "array", items: { not: {} } })).toHaveLength(1);
    expect(
      impossibilities("t", { type: "object", properties: {}, required: ["id"], additionalProperties: false }),
    ).toHaveLength(1);
    expect(impossibilities("t", { type: "array", prefixItems: [], items: false, maxItems: 0 })).toEqual([]);
  });

  it("reads a quad's rounds as two round numbers, with or without prefixItems", () => {
    const ajv = new Ajv2020();
    const readers = [
      (s: unknown) => s,
      (s: unknown) => JSON.parse(JSON.stringify(s), (k, v) => (k === "prefixItems" ? undefined : v)),
    ];
    for (const [component, path] of [
      ["QuadLeague", ["rounds"]],
      ["League", ["rounds", "anyOf", 0]],
    ] as const) {
      const rounds = path.reduce<unknown>(
        (s, key) => (s as Record<string | number, unknown>)[key],
        (doc.components.schemas[component] as Json).properties,
      );
      for (const read of readers) {
        const validate = ajv.compile(read(rounds));
        expect(
          [[1, 4], [1], [1, 2, 3], ["1", "4"]].map((value) => validate(value)),
          component,
        ).toEqual([true, false, false, false]);
      }
    }
  });

  it("writes a closed tuple's items as every element's schema, and leaves open and empty tuples be", () => {
    const convert = (schema: z.ZodType) =>
      z.toJSONSchema(schema, { target: "draft-2020-12", override: ({ jsonSchema }) => openTupleItems(jsonSchema) });
    expect(convert(z.tuple([z.string(), z.string()]))).toMatchObject({
      prefixItems: [{ type: "string" }, { type: "string" }],
      items: { type: "string" },
      minItems: 2,
      maxItems: 2,
    });
    expect(convert(z.tuple([z.string(), z.boolean()]))).toMatchObject({
      items: { anyOf: [{ type: "string" }, { type: "boolean" }] },
      maxItems: 2,
    });
    expect(convert(z.tuple([z.string()], z.boolean()))).toMatchObject({ items: { type: "boolean" } });
    expect(convert(z.tuple([]))).toMatchObject({ items: false, maxItems: 0 });
  });
});
