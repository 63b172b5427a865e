// Token pairs for the API (docs/design.md section 5, simplejwt with ROTATE_REFRESH_TOKENS and
// BLACKLIST_AFTER_ROTATION): every refresh token is recorded by its jti; refreshing rotates it
// (the old one is spent, a new one of the same family issued) and presenting a spent token again
// revokes the whole family, so a stolen refresh token dies as soon as either party uses it twice.
import "server-only";
import { getDb } from "@/lib/db";
import { signToken, verifyToken } from "@/lib/auth/jwt";
import { AppError, msg } from "../errors";
import { authenticate } from "./authenticate";
import { sessionUser } from "./session-user";

export interface TokenPair {
  access: string;
  refresh: string;
}

/** A new pair carrying the user's password stamp `pwd`, of a new family or of the rotated token's. */
async function issuePair(userId: number, pwd: number, familyId: string | null): Promise<TokenPair> {
  const db = await getDb();
  const refresh = signToken("refresh", userId, { pwd });
  await db.refreshToken.create({
    data: {
      id: refresh.claims.jti,
      userId,
      familyId: familyId ?? refresh.claims.jti,
      expiresAt: new Date(refresh.claims.exp * 1000),
    },
  });
  return { access: signToken("access", userId, { pwd }).token, refresh: refresh.token };
}

const invalidToken = () =>
  new AppError("unauthorized", "Token is invalid or expired", {
    messages: msg("Api.errors.tokenNotValid"),
    reason: "token_not_valid",
  });

/** POST /users/token/: e-mail and password for a token pair, with the e-mail and full name. */
export async function obtainTokens(options: { email: string; password: string }) {
  const user = await authenticate(options);
  if (!user)
    throw new AppError("unauthorized", "Email or Password is invalid", {
      messages: msg("Api.errors.invalidCredentials"),
    });
  return { ...(await issuePair(user.id, user.passwordStamp, null)), email: user.email, full_name: user.fullName };
}

/** POST /users/token/refresh/: a live refresh token for a new pair; a spent one revokes its family. */
export async function rotateRefreshToken(options: { refresh: string }): Promise<TokenPair> {
  const claims = verifyToken(options.refresh, "refresh");
  if (!claims) throw invalidToken();
  const db = await getDb();
  // Spend the token atomically: of two concurrent refreshes with the same token only one wins.
  const spent = await db.refreshToken.updateMany({
    where: { id: claims.jti, rotatedAt: null, revokedAt: null, user: { isActive: true } },
    data: { rotatedAt: new Date() },
  });
  const row = await db.refreshToken.findUnique({ where: { id: claims.jti }, select: { familyId: true } });
  if (spent.count === 0) {
    if (row)
      await db.refreshToken.updateMany({
        where: { familyId: row.familyId, revokedAt: null },
        data: { revokedAt: new Date() },
      });
    throw invalidToken();
  }
  // A refresh that raced a password change (it spent its token before the change revoked it) gets nothing either.
  const pwd = claims.pwd ?? 0;
  if (!(await sessionUser(claims.user_id, pwd))) throw invalidToken();
  return issuePair(claims.user_id, pwd, row!.familyId);
}

/**
 * POST /users/token/verify/: whether a token (access or refresh) is well signed, unexpired and still of an active
 * account whose password has not changed since (the calls' own test, lib/api/auth.ts).
 */
export async function checkToken(options: { token: string }): Promise<void> {
  const claims = verifyToken(options.token);
  if (!claims) throw invalidToken();
  if (!(await sessionUser(claims.user_id, claims.pwd ?? 0))) throw invalidToken();
  if (claims.token_type === "refresh") {
    const db = await getDb();
    const row = await db.refreshToken.findUnique({
      where: { id: claims.jti },
      select: { rotatedAt: true, revokedAt: true },
    });
    if (!row || row.rotatedAt || row.revokedAt) throw invalidToken();
  }
}

/** Signs a user out of every device: all refresh tokens revoked (password change, deletion). */
export async function revokeAllTokens(tx: Pick<Awaited<ReturnType<typeof getDb>>, "refreshToken">, userId: number) {
  await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
