// next-auth's route (/api/auth/*) with the API's guards around its sign-in (docs/security.md): the web
// form's credentials callback counts against the same per-address limit as POST /api/v0/users/token/
// (one count for both paths), a locked account answers 429 with Retry-After as the API does, and a
// malformed body is a 400, never a 500. Everything else is next-auth's own handler, unchanged.
import NextAuth, { type NextAuthOptions } from "next-auth";
import { type NextRequest, NextResponse } from "next/server";
import { ApiError, detail, errorResponse } from "@/lib/api/errors";
import { throttle } from "@/lib/api/handler";
import { type ApiLocale, negotiateLocale } from "@/i18n/translator";
import { LIMITS } from "@/lib/api/rate-limit";
import { ACCOUNT_LOCKED } from "@/lib/session/options";
import { authBaseUrl } from "@/lib/auth/session-cookie";

/** The error the sign-in form reads for a throttled address: "Throttled:<seconds>". */
export const THROTTLED = "Throttled";

type Context = { params: Promise<{ nextauth?: string[] }> };
type Handler = (req: NextRequest, ctx: Context) => Promise<Response>;

/**
 * A refused sign-in as next-auth's client expects it (`{url}` naming its error page with `error=<code>:<seconds>`, which
 * `signIn()` returns as `error`), with the status, Retry-After and the API's localised detail.
 */
function refusal(locale: ApiLocale, code: string, seconds: number, cookies?: Headers): Response {
  const url = `${authBaseUrl()}/api/auth/error?${new URLSearchParams({ error: `${code}:${seconds}` })}`;
  const key = code === THROTTLED ? "throttled" : "signInLocked";
  const response = NextResponse.json(
    { url, detail: detail(locale, key, { seconds }) },
    { status: 429, headers: { "Retry-After": String(seconds) } },
  );
  for (const cookie of cookies?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** next-auth's answer to a locked account (a 401 or redirect naming "AccountLocked:<s>") as a 429. */
async function lockedAs429(response: Response, locale: ApiLocale): Promise<Response> {
  let target = response.headers.get("location");
  if (!target && response.headers.get("content-type")?.includes("application/json"))
    target = ((await response.clone().json()) as { url?: string }).url ?? null;
  const error = target ? new URL(target, authBaseUrl()).searchParams.get("error") : null;
  const seconds = Number(error?.startsWith(`${ACCOUNT_LOCKED}:`) ? error.slice(ACCOUNT_LOCKED.length + 1) : NaN);
  return Number.isInteger(seconds) && seconds > 0
    ? refusal(locale, ACCOUNT_LOCKED, seconds, response.headers)
    : response;
}

/** The /api/auth/[...nextauth] handler for these options. */
export function authRoute(options: NextAuthOptions): Handler {
  const nextAuth = NextAuth(options) as unknown as Handler;
  return async (req, ctx) => {
    const locale = negotiateLocale(req.headers.get("accept-language"));
    const signIn = req.method === "POST" && (await ctx.params).nextauth?.[0] === "callback";
    try {
      if (signIn) await throttle(LIMITS.token, req, locale);
      const response = await nextAuth(req, ctx);
      return signIn ? await lockedAs429(response, locale) : response;
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        return refusal(locale, THROTTLED, Number(error.headers["Retry-After"]));
      // next-auth parses a JSON body itself: a malformed one is the caller's mistake.
      if (error instanceof SyntaxError)
        return NextResponse.json({ detail: detail(locale, "malformedBody") }, { status: 400 });
      return errorResponse(locale, error, { request: req });
    }
  };
}
