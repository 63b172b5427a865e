// Token pairs for the API (docs/design.md section 5, simplejwt with ROTATE_REFRESH_TOKENS and
// BLACKLIST_AFTER_ROTATION): every refresh token is recorded by its jti; refreshing rotates it
// (the old one is spent, a new one of the same family issued) and presenting a spent token again
// revokes the whole family, so a stolen refresh token dies as soon as either party uses it twice.
// What the token use cases share: the pair, its issue, and the refusal of a bad token.
import "server-only";
import { getDb } from "@/lib/db";
import { signToken } from "@/lib/auth/jwt";
import { AppError, msg } from "../errors";

export interface TokenPair {
  access: string;
  refresh: string;
}

/** A new pair carrying the user's password stamp `pwd`, of a new family or of the rotated token's. */
export async function issuePair(userId: number, pwd: number, familyId: string | null): Promise<TokenPair> {
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

export const invalidToken = () =>
  new AppError("unauthorized", "Token is invalid or expired", {
    messages: msg("Api.errors.tokenNotValid"),
    reason: "token_not_valid",
  });
