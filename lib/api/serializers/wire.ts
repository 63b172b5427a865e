// The wire types of the API's answers. Every success body is one zod schema, declared beside the serializer that
// builds it and typing it, so a serializer cannot return a field its schema does not list; the endpoint declares the
// schema as its `response` (the handler's return type, and in development and tests a parse of every answer), and
// the OpenAPI document is generated from it (lib/api/openapi.ts). A schema given a name here is a component of the
// document, and so a named type in a client generated from it. Objects are strict: a field the schema does not list
// fails the development parse and the contract test, and the document says `additionalProperties: false`.
import { z } from "zod";

/** The named answer schemas, by component name. */
export const components = z.registry<{ id: string }>();

/** `schema` as the document's component `name` (a module evaluated again, in development, replaces its own names). */
export function named<T extends z.ZodType>(name: string, schema: T): T {
  const previous = components._idmap.get(name);
  if (previous) components.remove(previous);
  components.add(schema, { id: name });
  return schema;
}

/** A database id or any other whole number. */
export const int = () => z.int();
/** An instant, ISO 8601 in UTC with milliseconds ("2026-09-11T16:45:00.000Z"). */
export const dateTime = () => z.iso.datetime();
/** A calendar date ("2026-08-23"). */
export const date = () => z.iso.date();
/** Money in millions of euro with one decimal, as the spec writes prices (5.5, 100.0 is sent as 100). */
export const money = () => z.number().meta({ description: "Millions of euro, one decimal (5.5)." });
/** A percentage with up to two decimals (12.34). */
export const percent = () => z.number().min(0).max(100).meta({ description: "Percent, up to two decimals." });

/** DRF's PageNumberPagination envelope of `item`, named `Paginated<name>List` as DRF's schema generators name it. */
export function page<T extends z.ZodType>(name: string, item: T) {
  return named(
    `Paginated${name}List`,
    z.strictObject({
      count: z.int().min(0),
      next: z.url().nullable().meta({ description: "The next page's URL; null on the last page." }),
      previous: z.url().nullable().meta({ description: "The previous page's URL; null on the first page." }),
      results: z.array(item),
    }),
  );
}

/** A confirmation or a refusal in one sentence, in the request's language. */
export const Detail = named("Detail", z.strictObject({ detail: z.string() }));
