// Every page request: maintenance redirect, sign-up closed, the signed-out redirect for protected pages, and locale
// negotiation (next-intl); of the API, only the paths with a percent escape, to refuse malformed ones (see `config`).
// Next 16's name for middleware.ts; it runs on the Node runtime.
import { type NextRequest, NextResponse } from "next/server";
import createIntlMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";
import { refuseMalformedPath } from "./lib/malformed-path";
import { proxySendsToSignUpClosed } from "./lib/sign-up-path";
import { sessionCookieName } from "./lib/auth/session-cookie";
import { readSessionToken } from "./lib/auth/session-token";
import { env } from "./lib/env";
import { MAINTENANCE_PATH, SIGN_IN_FLAG, SIGN_UP_CLOSED_PATH, UNVERIFIED_ALLOWED, isProtected } from "./lib/routes";

const intl = createIntlMiddleware(routing);

/** The path without its locale prefix, and the prefix ("" for English). */
function splitLocale(pathname: string): { prefix: string; path: string } {
  const match = pathname.match(/^\/(it|en)(\/.*|$)/);
  return match ? { prefix: `/${match[1]}`, path: match[2] || "/" } : { prefix: "", path: pathname };
}

function redirectTo(request: NextRequest, pathname: string, search = "") {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  url.search = search;
  return NextResponse.redirect(url);
}

/** A session cookie (next-auth splits a large one into .0, .1, …) came with the request. */
const hasSessionCookie = (request: NextRequest) =>
  request.cookies.getAll().some((c) => c.name.startsWith(sessionCookieName()));

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const malformed = refuseMalformedPath(request);
  if (malformed) return malformed;

  if (pathname.startsWith("/api/")) return NextResponse.next();

  const { prefix, path } = splitLocale(pathname);
  const localePrefix = prefix === "/en" ? "" : prefix;
  if (env.MAINTENANCE_MODE && path !== MAINTENANCE_PATH) {
    return redirectTo(request, `${localePrefix}${MAINTENANCE_PATH}`);
  }

  if (!env.SIGN_UP_OPEN && proxySendsToSignUpClosed(path)) {
    return redirectTo(request, `${localePrefix}${SIGN_UP_CLOSED_PATH}`);
  }

  // docs/product.md section 2: a signed-in fan with a verified e-mail who opens / goes to /main/. Checked on / only and only when
  // a session cookie came with the request, so a visitor's landing page stays static and no other request pays for
  // the token's decoding. ?sign_in=1 (where a page sends a session that has ended: the cookie outlives it until the
  // browser next asks for the session) keeps the landing page, so such a cookie cannot loop between / and /main/.
  if (path === "/" && hasSessionCookie(request) && !request.nextUrl.searchParams.has(SIGN_IN_FLAG)) {
    const token = await readSessionToken(request);
    if (token?.isEmailVerified) return redirectTo(request, `${localePrefix}/main/`);
  }

  if (isProtected(path)) {
    const token = await readSessionToken(request);
    if (!token) return redirectTo(request, `${localePrefix}/`, `?${SIGN_IN_FLAG}=1`);
    if (!token.isEmailVerified && !UNVERIFIED_ALLOWED.includes(path as never)) {
      return redirectTo(request, `${localePrefix}/auth/sign-up/confirm-email/`);
    }
  }

  return intl(request);
}

export const config = {
  // Pages: everything but the API, Next's own files and files with an extension (images, robots.txt, sitemap.xml).
  // The API only where its path holds a percent escape: Next answers 500 to one that does not decode before any route
  // handler runs, so the proxy refuses those. Every other API call skips the proxy, which cost about 0.3 ms of CPU a
  // call, as much as the rest of a trivial call (docs/performance.md, "The framework's path"); the API's maintenance
  // redirect is the route handlers' own (lib/api/handler.ts `methods`).
  matcher: ["/((?!_next|_vercel|api/|.*\\..*).*)", "/api/(.*%.*)"],
};
