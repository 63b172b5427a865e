// Every declared endpoint, for the OpenAPI document, the reference page and the fuzz test.
import type { Endpoint } from "../handler";
import * as contact from "./contact";
import * as content from "./content";
import * as football from "./football";
import * as leagues from "./leagues";
import * as meta from "./meta";
import * as teams from "./teams";
import * as users from "./users";

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "auth" in value;

function collect(value: unknown, into: Endpoint[]) {
  if (isEndpoint(value)) into.push(value);
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) collect(v, into);
}

/** Every endpoint once, by path then method. */
export function allEndpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  collect([contact, content, football, leagues, meta, teams, users], found);
  return [...new Set(found)].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Every endpoint declaration, as a union of their types (for the typed browser client). */
type Leaves<T> = T extends Endpoint ? T : T extends object ? { [K in keyof T]: Leaves<T[K]> }[keyof T] : never;
export type ApiEndpoint = Leaves<
  typeof contact | typeof content | typeof football | typeof leagues | typeof meta | typeof teams | typeof users
>;
