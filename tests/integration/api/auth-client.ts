// Calls next-auth's route (/api/auth/*, app/api/auth/[...nextauth]/route.ts) in-process, as the web
// sign-in form does: the CSRF token and its cookie first, then the credentials callback with a form
// body and json=true. next-auth reads the request's cookies and headers through next/headers, which
// only exist inside Next's request scope: here they answer from the request being handled (next-auth
// requires the CommonJS module, so its exports are replaced in Node's module cache).
import { createRequire } from "node:module";
import { NextRequest } from "next/server";

let current: NextRequest | undefined;
const nextHeaders = createRequire(import.meta.url)("next/headers") as Record<string, unknown>;
nextHeaders.cookies = async () => current!.cookies;
nextHeaders.headers = async () => current!.headers;

export interface AuthResult {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

/** `METHOD /api/auth/<path>` against the route handler. */
export async function authCall(
  method: "GET" | "POST",
  path: string,
  options: { form?: Record<string, string>; raw?: string; headers?: Record<string, string> } = {},
): Promise<AuthResult> {
  const mod = await import("@/app/api/auth/[...nextauth]/route");
  const headers = new Headers(options.headers);
  let body: BodyInit | undefined;
  if (options.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw !== undefined) body = options.raw;
  const req = new NextRequest(new URL(`/api/auth/${path}`, "http://localhost:3000"), { method, headers, body });
  current = req;
  const handler = method === "GET" ? mod.GET : mod.POST;
  const nextauth = path.split("/").filter(Boolean);
  const response = await handler(req, { params: Promise.resolve({ nextauth }) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // an HTML page
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** The web form's sign-in: CSRF token, then the credentials callback (as `signIn("credentials", {redirect: false})`). */
export async function webSignIn(email: string, password: string, headers: Record<string, string> = {}) {
  const csrf = await authCall("GET", "csrf/", { headers });
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return authCall("POST", "callback/credentials/", {
    form: { email, password, csrfToken: csrf.body.csrfToken, json: "true", callbackUrl: "/" },
    headers: { ...headers, cookie },
  });
}
