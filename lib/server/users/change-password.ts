// Password change (docs/product.md section 7 "Users", section 10 "Accounts"): the old password for a new one, and
// every other session signed out.
import "server-only";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";
import { revokeAllTokens } from "./revoke-all-tokens";
import { passwordStamp } from "./session-user";

/**
 * A new password: every refresh token is revoked and every web session signed in before now ends (the password stamp,
 * lib/session/options.ts). Returns the new stamp, for the session that made the change to carry on (its cookie is issued
 * again by the route).
 */
export async function changePassword(options: {
  userId: number;
  oldPassword: string;
  password: string;
}): Promise<{ passwordStamp: number }> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({ where: { id: options.userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(options.oldPassword, user.passwordHash))) {
    throw new AppError("invalid", "Your old password was entered incorrectly.", {
      field: "oldPassword",
      messages: msg("Api.errors.wrongOldPassword"),
    });
  }
  const passwordHash = await hashPassword(options.password);
  const changedAt = new Date();
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: options.userId }, data: { passwordHash, passwordChangedAt: changedAt } });
    await revokeAllTokens(tx, options.userId);
  });
  return { passwordStamp: passwordStamp(changedAt) };
}
