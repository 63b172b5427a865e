// Signing out of every device (docs/product.md section 10 "Accounts"): the account's refresh tokens revoked, inside
// the caller's transaction (a password change or reset).
import "server-only";
import type { getDb } from "@/lib/db";

/** Signs a user out of every device: all refresh tokens revoked (password change, deletion). */
export async function revokeAllTokens(tx: Pick<Awaited<ReturnType<typeof getDb>>, "refreshToken">, userId: number) {
  await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
}
