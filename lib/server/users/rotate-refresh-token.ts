// Refreshing the API's tokens (docs/design.md section 5; docs/product.md section 7 "Users": POST
// /users/token/refresh/): a live refresh token is spent for a new pair of its family, a spent one revokes the family.
import "server-only";
import { getDb } from "@/lib/db";
import { verifyToken } from "@/lib/auth/jwt";
import { sessionUser } from "./session-user";
import { type TokenPair, invalidToken, issuePair } from "./token-pair";

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
