// Token verification for the API (docs/product.md section 7 "Users": POST /users/token/verify/): whether a token
// would still be accepted.
import "server-only";
import { getDb } from "@/lib/db";
import { verifyToken } from "@/lib/auth/jwt";
import { sessionUser } from "./session-user";
import { invalidToken } from "./token-pair";

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
