// The web session that changed the password carries on (docs/product.md "Accounts"): a password change ends every session signed in
// before it (the password stamp, lib/session/options.ts), so the route that made the change gives its own caller a session
// cookie with the new stamp. A Bearer caller (the mobile app) has no cookie to carry over: its tokens are spent
// (lib/api/auth.ts) and it signs in again.
import type { NextRequest, NextResponse } from "next/server";
import { encode, getToken } from "next-auth/jwt";
import { authSecret } from "@/lib/env";
import { SESSION_MAX_AGE_S, secureCookies, sessionCookieName } from "@/lib/auth/session-cookie";

/** Sets `response`'s session cookie to the caller's session with password stamp `pwd`; nothing without a session. */
export async function carrySessionOver(req: NextRequest, response: NextResponse, pwd: number): Promise<void> {
  if (req.headers.get("authorization")) return;
  const secure = secureCookies();
  const token = await getToken({ req, secret: authSecret, secureCookie: secure }).catch(() => null);
  if (!token) return;
  const value = await encode({ token: { ...token, pwd }, secret: authSecret, maxAge: SESSION_MAX_AGE_S });
  response.cookies.set(sessionCookieName(), value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: SESSION_MAX_AGE_S,
  });
}
