// The activation link (docs/product.md section 4 "Session and email"): the link a verification e-mail carries marks
// its account verified, once.
import "server-only";
import { getDb } from "@/lib/db";
import { AppError, msg } from "../errors";
import { hashSecret } from "./one-time-tokens";

/** The activation link (docs/product.md section 4 "Session and email"): verified, already verified, expired or invalid. */
export async function verifyEmailAccount(options: { hash: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const link = await db.emailVerification.findUnique({
    where: { tokenHash: hashSecret(options.hash) },
    include: { user: { select: { isEmailVerified: true } } },
  });
  if (!link)
    throw new AppError("invalid", "This email verification link is not valid.", {
      messages: msg("Api.errors.verificationInvalid"),
      emailVerified: false,
    });
  if (link.user.isEmailVerified)
    throw new AppError("invalid", "Email has already been verified", {
      messages: msg("Api.errors.alreadyVerified"),
      emailVerified: true,
    });
  if (link.usedAt || link.expiresAt <= now)
    throw new AppError("invalid", "This email verification link has expired.", {
      messages: msg("Api.errors.verificationExpired"),
      emailVerified: false,
    });
  await db.$transaction([
    db.emailVerification.update({ where: { id: link.id }, data: { usedAt: now } }),
    db.user.update({ where: { id: link.userId }, data: { isEmailVerified: true } }),
  ]);
}
