// The signed-in user on the server, for pages and layouts (the API's resolveUser reads the same
// session cookie through sessionUser): read fresh from the database once per request, so a deleted,
// deactivated or just-verified account is seen at once.
import "server-only";
import { cache } from "react";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { SIGN_IN_FLAG } from "@/lib/routes";
import { sessionUser, type SessionUser } from "@/lib/server/users/session-user";
import { authOptions } from "./options";

export type { SessionUser };

/** The signed-in user of this request, or null (one database read per request, however many callers). */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions).catch(() => null);
  return sessionUser(session?.user?.id);
});

/**
 * The signed-in, verified user of a protected page (spec section 2 "Protected-route rules"): signed out → / with
 * the sign-in modal open; unverified → the confirm-email page. The proxy sends them there first; this keeps a page
 * that is reached anyway (a session ended a second ago) from rendering without its user.
 */
export async function requireCurrentUser(locale: string): Promise<SessionUser> {
  const prefix = locale === "en" ? "" : `/${locale}`;
  const user = await getCurrentUser();
  if (!user) redirect(`${prefix}/?${SIGN_IN_FLAG}=1`);
  if (!user.isEmailVerified) redirect(`${prefix}/auth/sign-up/confirm-email/`);
  return user;
}
