// Malformed URLs (docs/security.md): a path whose percent escapes do not decode (`/%/`, `/news/%C0%AF/`,
// `/api/v0/news/news/%E0%A4%A/`) or decode to a control character (`%00`) made Next answer 500,
// and a NUL byte reached PostgreSQL. The proxy (proxy.ts) answers them first: the API with 400 and a
// DRF body in the caller's language, pages with a redirect to the not-found page in the path's
// language. Pages also refuse an escaped percent sign that no longer decodes (`/news/%25/`): Next
// decodes a page path again after the locale rewrite, and that second decoding failed with a 500.
import { type NextRequest, NextResponse } from "next/server";
import { negotiateLocale, translator } from "@/i18n/translator";

const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whether a path's escapes fail to decode (twice for pages) or decode to a control character. */
export function malformedPath(pathname: string, decodings = 1): boolean {
  let path = pathname;
  try {
    for (let i = 0; i < decodings && path.includes("%"); i++) {
      path = decodeURIComponent(path);
      if (CONTROL.test(path)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** The path of the not-found page in a path's language. */
export const notFoundPath = (pathname: string) => (/^\/it(\/|$)/.test(pathname) ? "/it/not-found/" : "/not-found/");

/** The answer to a malformed path (the API's 400, a redirect to a page's not-found page), or null for a well-formed one. */
export function refuseMalformedPath(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  const api = pathname.startsWith("/api/");
  if (!malformedPath(pathname, api ? 1 : 2)) return null;
  if (api) {
    const locale = negotiateLocale(request.headers.get("accept-language"));
    return NextResponse.json({ detail: translator(locale)("Api.errors.malformedPath") }, { status: 400 });
  }
  const url = request.nextUrl.clone();
  url.pathname = notFoundPath(pathname);
  url.search = "";
  return NextResponse.redirect(url);
}
