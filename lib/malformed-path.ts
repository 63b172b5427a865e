// Malformed URLs (issue 12): a path whose percent escapes do not decode (`/%/`, `/news/%C0%AF/`,
// `/api/v0/news/news/%E0%A4%A/`) or decode to a control character (`%00`) made Next answer 500,
// and a NUL byte reached PostgreSQL. The proxy (proxy.ts) answers them first: the API with 400 and a
// DRF body in the caller's language, pages with the not-found page in the path's language.
import { type NextRequest, NextResponse } from "next/server";
import { negotiateLocale, translator } from "./api/i18n";

/** Whether a path's escapes fail to decode or decode to a control character. */
export function malformedPath(pathname: string): boolean {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/** The answer to a malformed path (the API's 400, a page's not-found page), or null for a well-formed one. */
export function refuseMalformedPath(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!malformedPath(pathname)) return null;
  if (pathname.startsWith("/api/")) {
    const locale = negotiateLocale(request.headers.get("accept-language"));
    return NextResponse.json({ detail: translator(locale)("Api.errors.malformedPath") }, { status: 400 });
  }
  const url = request.nextUrl.clone();
  url.pathname = `/${pathname.startsWith("/it/") ? "it" : "en"}/not-found/`;
  url.search = "";
  return NextResponse.rewrite(url);
}
