// The signed-in user on the server, for pages and layouts (the API's resolveUser reads the same
// session cookie through sessionUser): read fresh from the database once per request, so a deleted,
// deactivated or just-verified account is seen at once.
import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { SIGN_IN_FLAG } from "@/lib/routes";
import { teamSeasons as readTeamSeasons } from "@/lib/server/teams/team-seasons";
import { readSessionToken } from "@/lib/auth/session-token";
import { sessionUser, type SessionUser } from "@/lib/server/users/session-user";

export type { SessionUser };

/**
 * The signed-in user of this request, or null (one database read per request, however many callers): the session
 * cookie's claims, and the account they name if it is active and its password has not changed since the sign-in (the
 * rule of next-auth's jwt callback, lib/session/options.ts). Read as the API reads a cookie (lib/api/auth.ts), not
 * through next-auth's getServerSession: that one also runs the callbacks and encrypts a renewed cookie, which a page
 * cannot set (the browser's session calls renew it).
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  // The cookies only: a page request's Authorization header is not a web session.
  const claims = await readSessionToken({ cookies: await cookies(), headers: {} } as never);
  return claims ? sessionUser(claims.sub, claims.pwd ?? 0) : null;
});

/** The seasons the user has teams in (once per request: the (game) layout and its page both ask). */
const teamSeasons = cache(readTeamSeasons);

/**
 * The signed-in, verified user of a protected page (docs/product.md section 2 "Protected-route rules"): signed out → / with
 * the sign-in modal open; unverified → the confirm-email page; no team in the live season but teams from finished
 * seasons → /next-season-team/ (`anyTeam`: the pages that rule leaves out, the next-season-team page itself and the
 * (game) layout around it). The proxy sends the first two there first; this keeps a page that is reached anyway (a
 * session ended a second ago) from rendering without its user.
 */
export async function requireCurrentUser(locale: string, options: { anyTeam?: boolean } = {}): Promise<SessionUser> {
  const prefix = locale === "en" ? "" : `/${locale}`;
  const user = await getCurrentUser();
  if (!user) redirect(`${prefix}/?${SIGN_IN_FLAG}=1`);
  if (!user.isEmailVerified) redirect(`${prefix}/auth/sign-up/confirm-email/`);
  if (!options.anyTeam) {
    const seasons = await teamSeasons(user.id);
    if (!seasons.live && seasons.finished) redirect(`${prefix}/next-season-team/`);
  }
  return user;
}

/**
 * How a signed-in page (or the (game) layout) starts: its locale, set for the request's translations, and its user
 * as requireCurrentUser lets him through.
 */
export async function requirePageUser(
  params: Promise<{ locale: string }>,
  options: { anyTeam?: boolean } = {},
): Promise<{ locale: Locale; user: SessionUser }> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return { locale, user: await requireCurrentUser(locale, options) };
}

/**
 * The sign-up steps (select-team, personal details) are for visitors: a signed-in fan already has an account, so he
 * is sent where a signed-in fan makes or sees his team (docs/product.md "Accounts"): unverified → confirm-email; with a
 * live-season team → /main/; without one → /next-season-team/. Signed out, nothing happens.
 */
export async function leaveSignUpWhenSignedIn(locale: string): Promise<void> {
  const user = await getCurrentUser();
  if (!user) return;
  const prefix = locale === "en" ? "" : `/${locale}`;
  if (!user.isEmailVerified) redirect(`${prefix}/auth/sign-up/confirm-email/`);
  redirect(`${prefix}${(await teamSeasons(user.id)).live ? "/main/" : "/next-season-team/"}`);
}
