// Forgotten password, step one (docs/product.md section 7 "Users": /users/password/reset/): a reset link by e-mail,
// queued in the outbox with the link's row (../mail/outbox.ts) and sent by the relay.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { deliverMailSoon } from "../mail/deliver-mail";
import { queueMail } from "../mail/outbox";
import { RESET_LIFETIME_MS, encodeUid, hashSecret, newSecret } from "./one-time-tokens";

/** A reset link for an active account; silent for unknown addresses (no account enumeration). */
export async function requestPasswordReset(options: { email: string; locale: Locale }) {
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: options.email },
    select: { id: true, email: true, firstName: true, isActive: true },
  });
  if (!user?.isActive) return;
  const token = newSecret();
  const now = new Date();
  await db.$transaction(async (tx) => {
    const reset = await tx.passwordReset.create({
      data: { userId: user.id, tokenHash: hashSecret(token), expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) },
      select: { id: true },
    });
    await queueMail(tx, {
      key: `reset:${reset.id}`,
      kind: "reset",
      locale: options.locale,
      to: user.email,
      payload: { firstName: user.firstName, uid: encodeUid(user.id), token },
      now,
    });
  });
  deliverMailSoon();
}
