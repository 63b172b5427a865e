// Forgotten password, step two (docs/product.md section 7 "Users": /users/password/reset/confirm/): the reset link's
// new password.
import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";
import { decodeUid, hashSecret } from "./one-time-tokens";
import { revokeAllTokens } from "./revoke-all-tokens";
import { forgetSignInFailures } from "./sign-in-backoff";

/** Sets the new password from a reset link; the link is spent and every session signed out. */
export async function confirmPasswordReset(options: { uid: string; token: string; password: string; now?: Date }) {
  const now = options.now ?? new Date();
  const userId = decodeUid(options.uid);
  const db = await getDb();
  const reset = userId ? await db.passwordReset.findUnique({ where: { tokenHash: hashSecret(options.token) } }) : null;
  if (!reset || reset.userId !== userId || reset.usedAt || reset.expiresAt <= now) {
    throw new AppError("invalid", "This password reset link is not valid or has expired.", {
      field: "token",
      messages: msg("Api.errors.resetInvalid"),
    });
  }
  const passwordHash = await hashPassword(options.password);
  const { email } = await db.$transaction(async (tx) => {
    const spent = await tx.passwordReset.updateMany({ where: { id: reset.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count === 0)
      throw new AppError("invalid", "This password reset link is not valid or has expired.", {
        field: "token",
        messages: msg("Api.errors.resetInvalid"),
      });
    const user = await tx.user.update({
      where: { id: reset.userId },
      data: { passwordHash, passwordChangedAt: now },
      select: { email: true },
    });
    await revokeAllTokens(tx, reset.userId);
    return user;
  });
  // A locked-out owner gets in at once with the new password (lib/server/users/sign-in-backoff.ts).
  await forgetSignInFailures(email);
}
