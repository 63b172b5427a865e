// The verification e-mail (docs/product.md sections 4 "Session and email", 7 "Users"): a fresh activation link for
// an account not yet verified.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import { verificationMail } from "@/lib/mail/templates";
import { AppError, msg } from "../errors";
import { VERIFICATION_LIFETIME_MS, hashSecret, newSecret } from "./one-time-tokens";

/** A fresh verification link by e-mail (earlier links stay valid until they expire). */
export async function sendVerificationEmail(options: { userId: number; locale: Locale }) {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: options.userId },
    select: { email: true, firstName: true, isEmailVerified: true },
  });
  if (user.isEmailVerified)
    throw new AppError("invalid", "Email has already been verified", { messages: msg("Api.errors.alreadyVerified") });
  const hash = newSecret();
  await db.emailVerification.create({
    data: {
      userId: options.userId,
      tokenHash: hashSecret(hash),
      expiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
    },
  });
  await sendMail(verificationMail(options.locale, { to: user.email, firstName: user.firstName, hash }));
}
