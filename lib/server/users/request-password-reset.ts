// Forgotten password, step one (docs/product.md section 7 "Users": /users/password/reset/): a reset link by e-mail.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { sendMail } from "@/lib/mail";
import { resetMail } from "@/lib/mail/templates";
import { RESET_LIFETIME_MS, encodeUid, hashSecret, newSecret } from "./one-time-tokens";

/** A reset link for an active account; silent for unknown addresses (no account enumeration). */
export async function requestPasswordReset(options: { email: string; locale: Locale }) {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: options.email },
    select: { id: true, email: true, firstName: true, isActive: true, locale: true },
  });
  if (!user?.isActive) return;
  const token = newSecret();
  await db.passwordReset.create({
    data: { userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + RESET_LIFETIME_MS) },
  });
  await sendMail(
    resetMail(options.locale, { to: user.email, firstName: user.firstName, uid: encodeUid(user.id), token }),
  );
}
