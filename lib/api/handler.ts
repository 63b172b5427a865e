// One composable wrapper for every /api/v0 route handler (docs/architecture.md "House
// style"): an endpoint is declared once (method, path, auth, zod schemas for params, query and
// body, rate limit) and the same declaration drives the handler, the OpenAPI document and the
// fuzz test. The wrapper negotiates the language, authorises, applies the rate limit, parses
// and maps every failure to the DRF envelope; the handler body only calls one use case.
import { type NextRequest, NextResponse } from "next/server";
import { z } from "zod";
import {
  type AuthMode,
  type Caller,
  type SessionUser,
  admit,
  authorise,
  callerUser,
  notAuthenticated,
  resolveCaller,
} from "./auth";
import { findSessionUserWithStamp, type SessionUserRead } from "@/lib/server/users/session-user";
import { ApiError, apiError, detail, errorResponse, issueKey } from "./errors";
import { type ApiLocale, type Translate, negotiateLocale, translator } from "@/i18n/translator";
import { type RateLimit, clientAddress, hit } from "./rate-limit";
import { cookieAuthenticated, refuseNul, requireJson } from "./request-guards";
import { env } from "@/lib/env";
import { requestIdOf, withLogContext } from "@/lib/log";
import { API_MAINTENANCE_PATH } from "@/lib/routes";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface Endpoint<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
  M extends Method = Method,
  Path extends string = string,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** OpenAPI path under /api/v0, with {name} parameters: "/leagues/season-league/{id}/". */
  path: Path;
  summary: string;
  tag: string;
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The success body's schema (a serializer's, lib/api/serializers): the handler's return type, the typed browser
   * client's and the OpenAPI document's. Without one the call answers 204 with no body.
   */
  response?: R;
  /** The success body's media type when it is not JSON (the reference page's HTML). */
  produces?: "text/html";
  rateLimit?: RateLimit;
  /** Success status (200 unless given; 204 when the endpoint declares no response). */
  status?: number;
  /** Refusals of the use case, beyond those the declaration implies (lib/api/openapi.ts): status → when. */
  responses?: Record<number, string>;
  /**
   * The wire names of the fields its use case's refusals name (AppError.field, the domain's name), where the wire's
   * is not the domain's in snake_case: `{ players: "football_players" }` (lib/api/errors.ts `wireField`).
   */
  fields?: Readonly<Record<string, string>>;
  /** Statuses that answer with the success body too, each with when (readiness: 503 while not ready). */
  sameBodyOn?: Record<number, string>;
}

/** The success body an endpoint declares (undefined when it answers 204). */
export type ResponseOf<E> = E extends { response?: infer R } ? (R extends z.ZodType ? z.output<R> : undefined) : never;

/** Declares an endpoint, keeping its method, path, schema and response types for the handler and the client. */
export const endpoint = <
  P extends AnyObject,
  Q extends AnyObject,
  B extends z.ZodType,
  A extends AuthMode,
  const M extends Method,
  const Path extends string,
  R extends z.ZodType | undefined = undefined,
>(
  spec: Endpoint<P, Q, B, A, M, Path, R>,
) => spec;

type Infer<T> = NonNullable<T> extends z.ZodType ? z.output<NonNullable<T>> : undefined;

export interface Context<E extends Endpoint> {
  req: NextRequest;
  locale: ApiLocale;
  t: Translate;
  user: E["auth"] extends "user" | "verified" ? SessionUser : SessionUser | null;
  params: Infer<E["params"]>;
  query: Infer<E["query"]>;
  body: Infer<E["body"]>;
}

export type RouteHandler = (
  req: NextRequest,
  route: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

/** Zod messages as keys (see lib/api/errors.ts): a missing value is "required", never zod's English. */
const parseOptions = { error: (issue: { code: string; input?: unknown }) => issueKey(issue) };

function parse<T extends z.ZodType>(schema: T | undefined, input: unknown): Promise<z.output<T> | undefined> {
  return schema ? schema.parseAsync(input, parseOptions) : Promise.resolve(undefined);
}

/** Form values that hold JSON (nested lists sent as form data) are read as JSON. */
function formValue(value: FormDataEntryValue): unknown {
  if (typeof value !== "string") return value.name;
  const trimmed = value.trim();
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}

/** The request body as an object: JSON, form-encoded or multipart (JSON only when `jsonOnly`); empty is `{}`. */
async function readBody(req: NextRequest, locale: ApiLocale, jsonOnly = false): Promise<unknown> {
  const type = req.headers.get("content-type") ?? "";
  if (!jsonOnly && (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded"))) {
    const form = await req.formData().catch(() => {
      throw new ApiError(400, { detail: detail(locale, "malformedBody") });
    });
    return Object.fromEntries([...form.keys()].map((k) => [k, formValue(form.get(k)!)]));
  }
  const text = await req.text();
  if (!text.trim()) return {};
  if (jsonOnly) requireJson(req, locale);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, { detail: detail(locale, "malformedBody") });
  }
}

/** Guard: the endpoint's rate limit for the client's address (429 with Retry-After past it). */
export async function throttle(rule: RateLimit | undefined, req: Request, locale: ApiLocale): Promise<void> {
  if (!rule) return;
  const wait = await hit(rule, clientAddress(req.headers));
  if (wait)
    throw new ApiError(
      429,
      { detail: detail(locale, "throttled", { seconds: wait }) },
      { "Retry-After": String(wait) },
    );
}

/** What the use case call may return: the declared body (as its schema takes it), or nothing for a 204. */
type Result<E> = E extends { response?: infer R } ? (R extends z.ZodType ? z.input<R> : void) : never;

/**
 * A success body already serialized, sent as it is: what a rendering kept in memory returns (the players list's pages,
 * lib/server/football/list-players.ts `listPlayersView`). The same bytes `Response.json` would send for its value;
 * outside production the wrapper checks that value against the response schema, as it checks any body.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** The JSON text of an object (`objectText`, as JSON.stringify writes it) with `fields` added after its own. */
export function jsonObjectWith(objectText: string, fields: Record<string, unknown>): string {
  const more = JSON.stringify(fields);
  if (more === "{}") return objectText;
  return objectText === "{}" ? more : `${objectText.slice(0, -1)},${more.slice(1)}`;
}

/**
 * Outside production, every answer is parsed with the endpoint's response schema, so a serializer that drifts from its
 * schema fails loudly in development and in every test (a 500 naming the endpoint), never silently in the document. In
 * production the answer is sent as built: the parse would cost every call.
 */
const CHECK_RESPONSES = process.env.NODE_ENV !== "production";

function checkResponse(spec: Endpoint, result: unknown): void {
  const checked = spec.response?.safeParse(result);
  if (checked && !checked.success)
    throw new Error(
      `${spec.method} ${spec.path} answered a body its response schema refuses: ${checked.error.message}`,
    );
}

/** The request's path parameters, query and body, parsed with the endpoint's schemas. */
async function readInput<E extends Endpoint>(
  spec: E,
  req: NextRequest,
  route: { params: Promise<Record<string, string | string[] | undefined>> },
  locale: ApiLocale,
) {
  const rawParams = await route.params;
  // A malformed path parameter (/news/abc/) is a missing object, as with DRF's URL patterns.
  const params = await parse(spec.params, refuseNul(rawParams ?? {}, locale)).catch((error: unknown) => {
    throw error instanceof z.ZodError ? apiError(locale, 404, "notFound") : error;
  });
  const query = await parse(spec.query, refuseNul(Object.fromEntries(req.nextUrl.searchParams), locale));
  const body =
    spec.body && spec.method !== "GET" && spec.method !== "HEAD"
      ? await parse(
          spec.body,
          // Where the session cookie authenticates, JSON only (a cross-site form post cannot pass for one).
          refuseNul(await readBody(req, locale, spec.auth !== "public" && cookieAuthenticated(req)), locale),
        )
      : undefined;
  return { params, query, body } as Pick<Context<E>, "params" | "query" | "body">;
}

/**
 * The success answer of a use case's result: a plain Response (no cookies to set here), where NextResponse.json built a
 * Response and then a second one around its body, on every call.
 */
function answer(spec: Endpoint, result: unknown): Response {
  if (result instanceof Response) return result;
  if (result instanceof JsonText) {
    if (CHECK_RESPONSES) checkResponse(spec, JSON.parse(result.text));
    return new Response(result.text, {
      status: spec.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }
  if (CHECK_RESPONSES) checkResponse(spec, result);
  if (result === undefined) return new Response(null, { status: spec.status ?? 204 });
  return Response.json(result, { status: spec.status ?? 200 });
}

/**
 * A handler run with its request's id (lib/log.ts) on every log line written while it runs, and answered with it in
 * X-Request-Id, so a fan's report of a failure (or the mobile app's) leads to its lines.
 */
export function withRequestId(handler: RouteHandler): RouteHandler {
  return (req, route) => {
    const requestId = requestIdOf(req.headers);
    return withLogContext({ requestId }, async () => {
      const response = await handler(req, route);
      try {
        response.headers.set("X-Request-Id", requestId);
      } catch {
        // A response whose headers cannot change (one passed through as it came) goes without it.
      }
      return response;
    });
  };
}

/** A route handler for an endpoint: the wrapper does everything but the use case call. */
export function handle<E extends Endpoint>(
  spec: E,
  run: (ctx: Context<E>) => Promise<Result<E> | JsonText | Response>,
): RouteHandler {
  return withRequestId(async (req, route) => {
    const locale = negotiateLocale(req.headers.get("accept-language"));
    try {
      // DRF's order: authentication and permissions, then throttling, then the request (a refused
      // caller is not counted against the address's limit).
      const user = await authorise(req, locale, spec.auth);
      await throttle(spec.rateLimit, req, locale);
      const input = await readInput(spec, req, route, locale);
      return answer(spec, await run({ req, locale, t: translator(locale), user, ...input } as Context<E>));
    } catch (error) {
      return errorResponse(locale, error, { fields: spec.fields, request: req });
    }
  });
}

/** What a use case that reads the caller itself returns: what it read of him, and the answer meant for him. */
export interface CallerRead<T> {
  caller: SessionUserRead;
  body: T;
}

/**
 * `handle` for a signed-in read whose use case reads the calling user in its own statement, one round trip instead
 * of two (the own-team read: lib/server/teams/list-teams-with-state.ts `listTeamsWithStateForCaller`). The credentials
 * are checked first (signature, expiry); the use case gets the id they name, reads nothing but that user's data and
 * writes nothing, and returns what it read of the user with its answer; the wrapper then refuses him exactly as
 * `handle` would (401, 403) before answering. When the input is refused or the use case fails, the caller is
 * authorised the usual way first, so a refused caller gets `handle`'s refusal, in its order. Endpoints with a rate
 * limit use `handle` (it counts only callers who pass).
 */
export function handleWithCaller<E extends Endpoint & { auth: "user" | "verified" }>(
  spec: E,
  run: (ctx: Omit<Context<E>, "user"> & { callerId: number }) => Promise<CallerRead<Result<E> | JsonText>>,
): RouteHandler {
  if (spec.rateLimit) throw new Error(`${spec.method} ${spec.path}: an endpoint with a rate limit uses handle().`);
  const authoriseCaller = async (caller: Caller, locale: ApiLocale) =>
    admit(callerUser(caller, await findSessionUserWithStamp(caller.id), locale), locale, spec.auth);
  return withRequestId(async (req, route) => {
    const locale = negotiateLocale(req.headers.get("accept-language"));
    try {
      const caller = await resolveCaller(req, locale);
      if (!caller) throw notAuthenticated(locale);
      let read: CallerRead<Result<E> | JsonText>;
      try {
        const input = await readInput(spec, req, route, locale);
        read = await run({ req, locale, t: translator(locale), callerId: caller.id, ...input } as Omit<
          Context<E>,
          "user"
        > & { callerId: number });
      } catch (error) {
        await authoriseCaller(caller, locale);
        throw error;
      }
      admit(callerUser(caller, read.caller, locale), locale, spec.auth);
      return answer(spec, read.body);
    } catch (error) {
      return errorResponse(locale, error, { fields: spec.fields, request: req });
    }
  });
}

/** 405 in DRF's words for the methods a path does not serve, with the Allow header. */
function methodNotAllowed(allowed: string[]): RouteHandler {
  return async (req) => {
    const locale = negotiateLocale(req.headers.get("accept-language"));
    return NextResponse.json(
      { detail: detail(locale, "methodNotAllowed", { method: req.method }) },
      { status: 405, headers: { Allow: allowed.join(", ") } },
    );
  };
}

type Handlers = Partial<Record<Exclude<Method, "HEAD">, RouteHandler>> & { HEAD?: RouteHandler };

/**
 * In maintenance mode (MAINTENANCE_MODE), every API call is redirected to the maintenance URL, which answers 503 (the
 * clients read the URL): here rather than in the proxy, which the API skips (proxy.ts `config`).
 */
export function duringMaintenance(handler: RouteHandler): RouteHandler {
  return (req, route) =>
    env.MAINTENANCE_MODE
      ? Promise.resolve(NextResponse.redirect(new URL(API_MAINTENANCE_PATH, req.url)))
      : handler(req, route);
}

/** The route module's exports: the given handlers, and a DRF 405 for every other method. */
export function methods(handlers: Handlers): Required<Omit<Handlers, "HEAD">> & { HEAD?: RouteHandler } {
  const allowed = Object.keys(handlers);
  const refuse = methodNotAllowed(allowed);
  const all = { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse, ...handlers };
  return Object.fromEntries(
    Object.entries(all).map(([method, handler]) => [method, duringMaintenance(handler)]),
  ) as typeof all;
}
