// The browser's client for /api/v0, typed from the endpoint declarations (lib/api/endpoints): the
// path, its parameters, query and body are checked at compile time, and the success body has the
// type the endpoint declares. The same calls as the mobile app's (docs/design.md section 2). Failures
// come back as the status and body for parseApiError (docs/product.md section 8), never as exceptions.
import type { z } from "zod";
import type { ApiEndpoint } from "@/lib/api/endpoints";
import type { ResponseOf } from "@/lib/api/handler";
import { API_MAINTENANCE_PATH, MAINTENANCE_PATH } from "@/lib/routes";

type Method = ApiEndpoint["method"];
type PathOf<M extends Method> = Extract<ApiEndpoint, { method: M }>["path"];
type EndpointAt<M extends Method, P> = Extract<ApiEndpoint, { method: M; path: P }>;
type Input<T> = NonNullable<T> extends z.ZodType ? z.input<NonNullable<T>> : never;

/** What a call sends: path parameters, query and body as the declaration's schemas take them. */
export type ApiRequest<E> = Part<E, "params", false> &
  Part<E, "query", true> &
  Part<E, "body", false> & {
    /** The page's language, sent as Accept-Language so messages come back in it. */
    locale: string;
    signal?: AbortSignal;
  };
/** `{ [key]: input }` when the declaration has that schema (the query optional, its keys too), else nothing. */
type Part<E, K extends "params" | "query" | "body", Loose extends boolean> =
  Declared<NonNullable<E[K & keyof E]>> extends true
    ? Loose extends true
      ? { [_ in K]?: Partial<Input<E[K & keyof E]>> }
      : { [_ in K]: Input<E[K & keyof E]> }
    : object;
/** A schema the declaration gave (an undeclared one is the generic ZodType its parameter defaults to). */
type Declared<S> = S extends z.ZodType
  ? z.ZodType extends S
    ? false
    : z.ZodType<Record<string, unknown>> extends S
      ? false
      : true
  : false;

/**
 * A failed call: the status and parsed body (and a throttled call's Retry-After, in seconds), or null when no response
 * arrived (docs/product.md section 8 "No response").
 */
export type ApiFailure = { status: number; body: unknown; retryAfter?: number } | null;
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiFailure };

/** "/leagues/private-leagues/{id}/" with { id: 7 } → "/api/v0/leagues/private-leagues/7/?page=2". */
export function apiUrl(
  path: string,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  const qs = search.toString();
  return `/api/v0${filled}${qs ? `?${qs}` : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls an endpoint of /api/v0 with the session cookie; a maintenance answer sends the page to /maintenance/. */
type SendRequest = { locale: string; signal?: AbortSignal; params?: object; query?: object; body?: unknown };

async function send(method: Method, path: string, request: SendRequest): Promise<ApiResult<unknown>> {
  const { params, query, body } = request;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, params as Record<string, unknown>, query as Record<string, unknown>), {
      method,
      headers: {
        Accept: "application/json",
        "Accept-Language": request.locale,
        ...(body !== undefined && { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    return { ok: false, error: null };
  }
  // docs/product.md section 2: a response whose URL contains "maintenance" sends the user to the maintenance page.
  if (response.url.includes(API_MAINTENANCE_PATH)) {
    window.location.assign(request.locale === "en" ? MAINTENANCE_PATH : `/${request.locale}${MAINTENANCE_PATH}`);
    return { ok: false, error: { status: response.status, body: await readBody(response) } };
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("Retry-After")) || undefined;
    return { ok: false, error: { status: response.status, body: parsed, retryAfter } };
  }
  return { ok: true, status: response.status, data: parsed };
}

/** One typed call: `api("GET", "/leagues/private-leagues/info/{id}/", { params: { id }, locale })`. */
export function api<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  request: ApiRequest<EndpointAt<M, P>>,
): Promise<ApiResult<ResponseOf<EndpointAt<M, P>>>> {
  return send(method, path, request as unknown as SendRequest) as unknown as Promise<
    ApiResult<ResponseOf<EndpointAt<M, P>>>
  >;
}
