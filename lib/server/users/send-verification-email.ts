// The verification e-mail (docs/product.md sections 4 "Session and email", 7 "Users"): a fresh activation link for
// an account not yet verified, queued in the outbox with the link's row (../mail/outbox.ts) and sent by the relay.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { type Tx, getDb } from "@/lib/db";
import { AppError, msg } from "../errors";
import { deliverMailSoon } from "../mail/deliver-mail";
import { queueMail } from "../mail/outbox";
import { VERIFICATION_LIFETIME_MS, hashSecret, newSecret } from "./one-time-tokens";

/** A fresh verification link by e-mail (earlier links stay valid until they expire). */
export async function sendVerificationEmail(options: { userId: number; locale: Locale }) {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: options.userId },
      select: { email: true, firstName: true, isEmailVerified: true },
    });
    if (user.isEmailVerified)
      throw new AppError("invalid", "Email has already been verified", { messages: msg("Api.errors.alreadyVerified") });
    await sendVerificationEmailIn(tx, { userId: options.userId, ...user, locale: options.locale });
  });
  deliverMailSoon();
}

/** The link's row and its mail, in the caller's transaction (a new account's, or sendVerificationEmail's). */
export async function sendVerificationEmailIn(
  tx: Tx,
  options: { userId: number; email: string; firstName: string; locale: Locale },
) {
  const hash = newSecret();
  const now = new Date();
  const verification = await tx.emailVerification.create({
    data: {
      userId: options.userId,
      tokenHash: hashSecret(hash),
      expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS),
    },
    select: { id: true },
  });
  await queueMail(tx, {
    key: `verify:${verification.id}`,
    kind: "verify",
    locale: options.locale,
    to: options.email,
    payload: { firstName: options.firstName, hash },
    now,
  });
}
