// Every declared endpoint, for the OpenAPI document, the reference page and the fuzz test.
import type { Endpoint } from "../handler";
import * as contactUs from "./contact-us";
import * as docs from "./docs";
import * as dreamteams from "./dreamteams";
import * as footballteams from "./footballteams";
import * as formations from "./formations";
import * as health from "./health";
import * as leagues from "./leagues";
import * as news from "./news";
import * as planner from "./planner";
import * as rounds from "./rounds";
import * as rules from "./rules";
import * as schema from "./schema";
import * as settings from "./settings";
import * as transfers from "./transfers";
import * as users from "./users";
import * as userteams from "./userteams";

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" && value !== null && "method" in value && "path" in value && "auth" in value;

function collect(value: unknown, into: Endpoint[]) {
  if (isEndpoint(value)) into.push(value);
  else if (typeof value === "object" && value !== null) for (const v of Object.values(value)) collect(v, into);
}

/** Every endpoint once, by path then method. */
export function allEndpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  collect(
    [
      contactUs,
      docs,
      dreamteams,
      footballteams,
      formations,
      health,
      leagues,
      news,
      planner,
      rounds,
      rules,
      schema,
      settings,
      transfers,
      users,
      userteams,
    ],
    found,
  );
  return [...new Set(found)].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** Every endpoint declaration, as a union of their types (for the typed browser client). */
type Leaves<T> = T extends Endpoint ? T : T extends object ? { [K in keyof T]: Leaves<T[K]> }[keyof T] : never;
export type ApiEndpoint = Leaves<
  | typeof contactUs
  | typeof docs
  | typeof dreamteams
  | typeof footballteams
  | typeof formations
  | typeof health
  | typeof leagues
  | typeof news
  | typeof planner
  | typeof rounds
  | typeof rules
  | typeof schema
  | typeof settings
  | typeof transfers
  | typeof users
  | typeof userteams
>;
