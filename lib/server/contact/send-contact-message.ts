// Contact us (docs/product.md sections 2 and 7): the message is stored and its mail to the operator mailbox, in the
// sender's language, queued in the same transaction (../mail/outbox.ts); the relay sends it, again and again while the
// mail server refuses it, so nothing a fan wrote is lost and the fan never waits for the mail server.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { ContactTopic } from "@/lib/generated/prisma/enums";
import type { ContactInput } from "@/lib/validation/contact";
import { deliverMailSoon } from "../mail/deliver-mail";
import { queueMail } from "../mail/outbox";

export async function sendContactMessage(options: { input: ContactInput; locale: Locale; userId: number | null }) {
  const { input, locale } = options;
  const db = await getDb();
  const now = new Date();
  const message = await db.$transaction(async (tx) => {
    const stored = await tx.contactMessage.create({
      data: {
        subject: input.subject.replaceAll("-", "_") as ContactTopic,
        text: input.text,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        locale,
        userId: options.userId,
      },
      select: { id: true },
    });
    await queueMail(tx, {
      key: `contact:${stored.id}`,
      kind: "contact",
      locale,
      to: env.CONTACT_MAILBOX,
      payload: {
        topic: input.subject,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        text: input.text,
      },
      now,
    });
    return stored;
  });
  deliverMailSoon();
  return { id: message.id, ...input };
}
