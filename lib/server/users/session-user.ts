// The signed-in user as the API and the pages need him on every request (no secrets selected).
import "server-only";
import { cache } from "react";
import { getDb, queryPrepared } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

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

/**
 * A web session's password stamp: when the password last changed, in ms (0: never). A session carries the stamp of its
 * sign-in; once the password changes, the user's other sessions carry an old one and end (lib/session/options.ts).
 */
export const passwordStamp = (changedAt: Date | null): number => changedAt?.getTime() ?? 0;

/**
 * The active user with this id and his password stamp, or null (deleted or deactivated accounts never authenticate).
 * Read once per page render (lib/session/current-user.ts) and by next-auth's session check (lib/session/options.ts).
 */
export const findSessionUserWithStamp = cache(async function findSessionUserWithStamp(
  id: number,
): Promise<SessionUserRead> {
  const db = await getDb();
  // Raw: every signed-in request makes this read, and a plain statement costs the app less than a model query.
  const [row] = await queryPrepared<{ u: SessionUserJson | null }>(
    db,
    Prisma.sql`SELECT ${sessionUserColumn(id)} AS u`,
  );
  return sessionUserOfColumn(row?.u);
});

/** The user a credential names, as read: the user when active, and his password stamp. */
export type SessionUserRead = { user: SessionUser; stamp: number } | null;

/**
 * One column holding the user `id` as findSessionUserWithStamp reads him (JSON, null when there is none): for a
 * statement that reads the calling user with its own data, one round trip instead of two (the API's own-team read,
 * lib/server/teams/list-teams-with-state.ts). `sessionUserOfColumn` turns it into what findSessionUserWithStamp
 * returns.
 */
export const sessionUserColumn = (id: number) =>
  Prisma.sql`(SELECT json_build_object('id', u.id, 'email', u.email, 'first_name', u.first_name,
      'last_name', u.last_name, 'country_code', u.country_code, 'locale', u.locale,
      'is_email_verified', u.is_email_verified, 'is_active', u.is_active,
      'stamp', COALESCE((extract(epoch FROM u.password_changed_at) * 1000)::bigint, 0))
    FROM "user" u WHERE u.id = ${id})`;

interface SessionUserJson {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  country_code: string | null;
  locale: string;
  is_email_verified: boolean;
  is_active: boolean;
  /** passwordStamp of password_changed_at (ms; 0: never). */
  stamp: number;
}

export function sessionUserOfColumn(value: SessionUserJson | string | null | undefined): SessionUserRead {
  const row: SessionUserJson | null = typeof value === "string" ? JSON.parse(value) : (value ?? null);
  if (!row?.is_active) return null;
  return {
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      countryCode: row.country_code,
      locale: row.locale,
      isEmailVerified: row.is_email_verified,
    },
    stamp: Number(row.stamp),
  };
}

/**
 * The active user a web session names by its subject (next-auth's `sub`), or null: the pages' and the API's lookup.
 * With the session's password stamp, a session signed in before the password last changed is nobody.
 */
export async function sessionUser(subject: unknown, stamp?: unknown): Promise<SessionUser | null> {
  const id = Number(subject);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const found = await findSessionUserWithStamp(id);
  if (!found || (stamp !== undefined && found.stamp !== (Number(stamp) || 0))) return null;
  return found.user;
}
