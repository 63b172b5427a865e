// Calls /api/v0 route handlers in-process, routed like Next does (static segments before dynamic
// ones), so integration tests exercise the real handlers, wrapper and database. Every answer of a
// documented operation is checked against the OpenAPI document (./document.ts).
import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { checkAnswer } from "./document";

const ROOT = path.resolve(import.meta.dirname, "../../../app/api/v0");

interface RouteFile {
  segments: string[];
  file: string;
}

function scan(dir: string, segments: string[] = []): RouteFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return scan(path.join(dir, entry.name), [...segments, entry.name]);
    return entry.name === "route.ts" ? [{ segments, file: path.join(dir, entry.name) }] : [];
  });
}

const routes = scan(ROOT);

function match(pathname: string): { file: string; params: Record<string, string> } | null {
  const parts = pathname
    .replace(/^\/api\/v0\/?/, "")
    .split("/")
    .filter(Boolean);
  let best: { file: string; params: Record<string, string>; score: string } | null = null;
  for (const route of routes) {
    const catchAll = route.segments.at(-1)?.match(/^\[\.\.\.(\w+)\]$/);
    if (catchAll ? parts.length < route.segments.length : route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = catchAll ? "2" : "";
    const ok = route.segments.every((seg, i) => {
      if (catchAll && i === route.segments.length - 1) return true;
      const dynamic = seg.match(/^\[(\w+)\]$/);
      if (dynamic) {
        params[dynamic[1]!] = decodeURIComponent(parts[i]!);
        score += "1";
        return true;
      }
      score += "0";
      return seg === parts[i];
    });
    if (ok && (!best || score < best.score)) best = { file: route.file, params, score };
  }
  return best;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** Sent as is (for malformed bodies). */
  raw?: string;
  form?: Record<string, string>;
}

export interface ApiResult {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

/** `METHOD /api/v0/...` against the route handlers; 404 like Next for an unknown path. */
export async function call(method: string, url: string, options: CallOptions = {}): Promise<ApiResult> {
  const full = new URL(
    url.startsWith("http") ? url : `http://localhost:3000${url.startsWith("/api/") ? url : `/api/v0${url}`}`,
  );
  const found = match(full.pathname);
  if (!found) return { status: 404, body: null, headers: new Headers() };
  const mod = (await import(found.file)) as Record<string, unknown>;
  const headers = new Headers(options.headers);
  if (options.lang) headers.set("accept-language", options.lang);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  // fetch cannot send a body with GET or HEAD: neither can a real client.
  if (method === "GET" || method === "HEAD") body = undefined;
  else if (options.raw !== undefined) body = options.raw;
  else if (options.form) body = new URLSearchParams(options.form);
  else if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  const handler = (mod[method] ?? (method === "HEAD" ? mod.GET : undefined)) as
    ((req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>) | undefined;
  if (!handler) return { status: 405, body: null, headers: new Headers() };
  const response = await handler(new NextRequest(full, { method, headers, body }), {
    params: Promise.resolve(found.params),
  });
  const text = method === "HEAD" ? "" : await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (the docs page)
  }
  const result = { status: response.status, body: parsed, headers: response.headers };
  checkAnswer(method, full, result);
  return result;
}

/** Every route file's path pattern ("/leagues/season-league/[id]/"), for the contract test. */
export const routePatterns = () => routes.map((r) => `/${r.segments.join("/")}/`.replace(/\/+/g, "/"));
