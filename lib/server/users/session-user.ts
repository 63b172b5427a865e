// The signed-in user as the API and the pages need him on every request (no secrets selected).
import "server-only";
import { getDb } from "@/lib/db";

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  countryCode: string | null;
  locale: string;
  isEmailVerified: boolean;
}

/** The columns of a SessionUser, and whether the account is active. */
export const SESSION_USER_COLUMNS = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  countryCode: true,
  locale: true,
  isEmailVerified: true,
  isActive: true,
} as const;

/** The active user with this id, or null (deleted or deactivated accounts never authenticate). */
export async function findSessionUser(id: number): Promise<SessionUser | null> {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id },
    select: SESSION_USER_COLUMNS,
  });
  if (!user?.isActive) return null;
  const { isActive: _active, ...rest } = user;
  return rest;
}

/** The active user a web session names by its subject (next-auth's `sub`), or null: the pages' and the API's lookup. */
export async function sessionUser(subject: unknown): Promise<SessionUser | null> {
  const id = Number(subject);
  return Number.isSafeInteger(id) && id > 0 ? findSessionUser(id) : null;
}
