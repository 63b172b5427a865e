// Who is calling (docs/design.md section 5): a Bearer access token (mobile) or the next-auth session
// cookie (web). Either way the user is read fresh from the database, so a deleted or deactivated
// account, or one verified a second ago, is seen at once.
import type { NextRequest } from "next/server";
import { verifyToken } from "@/lib/auth/jwt";
import { authBaseUrl } from "@/lib/auth/session-cookie";
import { readSessionToken } from "@/lib/auth/session-token";
import { SignInLockedError } from "@/lib/server/users/authenticate";
import { findSessionUserWithStamp, type SessionUser, type SessionUserRead } from "@/lib/server/users/session-user";
import { ApiError, detail } from "./errors";
import type { ApiLocale } from "@/i18n/translator";
import { cookieAuthenticated } from "./request-guards";

export type { SessionUser };

/**
 * "public": anyone, the user unread; "optional": the user when credentials are given;
 * "user": signed in, verified or not (activation calls); "verified": signed in with a verified
 * e-mail (every game call, docs/product.md section 6).
 */
export type AuthMode = "public" | "optional" | "user" | "verified";

const tokenNotValid = (locale: ApiLocale) =>
  new ApiError(401, { detail: detail(locale, "tokenNotValid"), code: "token_not_valid" });

/** 401 for a call without credentials (or whose session names nobody). */
export const notAuthenticated = (locale: ApiLocale) =>
  new ApiError(401, { detail: detail(locale, "notAuthenticated"), code: "not_authenticated" });

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request another site made the browser send (CSRF): an unsafe method whose Sec-Fetch-Site is neither
 * same-origin nor none (typed or bookmarked), or, from browsers without that header, whose Origin is not this site's
 * (APP_URL's, or the host the request was sent to). Non-browser clients send neither header and pass.
 */
export function isCrossSite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const site = req.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = req.headers.get("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const served = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  return host !== new URL(authBaseUrl()).host && host !== served;
}

/**
 * Whom a request's credentials name, checked (the token's signature and expiry, the session's decoding) but not read
 * yet: the user id and the password stamp the credential carries. Null without credentials (or with a session cookie
 * that names nobody). A bad Bearer token is a 401 token_not_valid.
 */
export interface Caller {
  id: number;
  stamp: number;
  bearer: boolean;
}

export async function resolveCaller(req: NextRequest, locale: ApiLocale): Promise<Caller | null> {
  const authorization = req.headers.get("authorization");
  if (authorization) {
    const [scheme, token, ...rest] = authorization.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== "bearer" || !token || rest.length) throw tokenNotValid(locale);
    const claims = verifyToken(token, "access");
    if (!claims || !Number.isSafeInteger(claims.user_id) || claims.user_id <= 0) throw tokenNotValid(locale);
    return { id: claims.user_id, stamp: Number(claims.pwd) || 0, bearer: true };
  }
  if (cookieAuthenticated(req) && isCrossSite(req)) throw new ApiError(403, { detail: detail(locale, "crossSite") });
  const session = await readSessionToken(req);
  const id = Number(session?.sub);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return { id, stamp: Number(session?.pwd) || 0, bearer: false };
}

/**
 * The caller's user from what was read of him: nobody when he is no more, deactivated, or signed in before the
 * password last changed (the credential's stamp is old: a spent token, an ended session). A Bearer token naming
 * nobody is a 401 token_not_valid.
 */
export function callerUser(caller: Caller, read: SessionUserRead, locale: ApiLocale): SessionUser | null {
  const user = read && read.stamp === caller.stamp ? read.user : null;
  if (!user && caller.bearer) throw tokenNotValid(locale);
  return user;
}

/** The calling user, or null without credentials. A bad Bearer token is a 401 token_not_valid. */
export async function resolveUser(req: NextRequest, locale: ApiLocale): Promise<SessionUser | null> {
  const caller = await resolveCaller(req, locale);
  return caller && callerUser(caller, await findSessionUserWithStamp(caller.id), locale);
}

/** The user an endpoint of this mode may serve: 401 without credentials, 403 for unverified e-mail. */
export async function authorise(req: NextRequest, locale: ApiLocale, mode: AuthMode): Promise<SessionUser | null> {
  if (mode === "public") return null;
  return admit(await resolveUser(req, locale), locale, mode);
}

/** `user` when an endpoint of this mode may serve him (a signed-in mode): 401 for nobody, 403 for unverified e-mail. */
export function admit(user: SessionUser | null, locale: ApiLocale, mode: AuthMode): SessionUser | null {
  if (mode === "public" || mode === "optional") return user;
  if (!user) throw notAuthenticated(locale);
  // The client matches this exact English text (docs/product.md section 6), so it is never translated.
  if (mode === "verified" && !user.isEmailVerified)
    throw new ApiError(403, { detail: UNVERIFIED_DETAIL, code: "email_not_verified" });
  return user;
}

export const UNVERIFIED_DETAIL = "User didn't confirmed their email.";

/** A sign-in refused by the account's lock (lib/server/users/sign-in-backoff.ts) as a 429 with Retry-After, else rethrown. */
export const refuseLocked =
  (locale: ApiLocale) =>
  (error: unknown): never => {
    if (!(error instanceof SignInLockedError)) throw error;
    throw new ApiError(
      429,
      { detail: detail(locale, "signInLocked", { seconds: error.retryAfter }), code: "sign_in_locked" },
      { "Retry-After": String(error.retryAfter) },
    );
  };
