// Where next-auth lives and how its cookies are set (docs/security.md): its own URLs (the callback's and
// error page's redirects) come from APP_URL, never from localhost:3000, and behind TLS (an https
// APP_URL) the session cookie is Secure with the __Secure- prefix. The proxy and the API read the
// cookie under the same name.
import { mailBaseUrl } from "@/lib/env";

/** next-auth's base URL: NEXTAUTH_URL when an operator sets it, else APP_URL (or the address served on). */
export function authBaseUrl(): string {
  return process.env.NEXTAUTH_URL || mailBaseUrl();
}

/**
 * next-auth reads NEXTAUTH_URL itself (localhost:3000 when unset): give it the app's address before it handles a
 * request. Idempotent.
 */
export function configureAuthUrl(): void {
  if (!process.env.NEXTAUTH_URL) process.env.NEXTAUTH_URL = mailBaseUrl();
}

/** Served over TLS: Secure, __Secure- prefixed session cookies. */
export const secureCookies = (): boolean => authBaseUrl().startsWith("https://");

/** A web session lasts 30 days (next-auth's session.maxAge). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

/** next-auth's session cookie name: __Secure- prefixed behind TLS. */
export const sessionCookieName = (): string => `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
