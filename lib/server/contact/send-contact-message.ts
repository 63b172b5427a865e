// Contact us (docs/product.md sections 2 and 7): the message is stored, then mailed to the operator mailbox
// in the sender's language. A mail failure keeps the stored message (sent_at stays empty) and is
// reported, so nothing a fan wrote is lost.
import "server-only";
import * as Sentry from "@sentry/nextjs";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { ContactTopic } from "@/lib/generated/prisma/enums";
import { sendMail } from "@/lib/mail";
import { contactMail } from "@/lib/mail/templates";
import type { ContactInput } from "@/lib/validation/contact";

export async function sendContactMessage(options: { input: ContactInput; locale: Locale; userId: number | null }) {
  const { input, locale } = options;
  const db = await getDb();
  const message = await db.contactMessage.create({
    data: {
      subject: input.subject.replaceAll("-", "_") as ContactTopic,
      text: input.text,
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      locale,
      userId: options.userId,
    },
  });
  try {
    await sendMail(
      contactMail(locale, {
        to: env.CONTACT_MAILBOX,
        topic: input.subject,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        text: input.text,
      }),
    );
    await db.contactMessage.update({ where: { id: message.id }, data: { sentAt: new Date() } });
  } catch (error) {
    Sentry.captureException(error);
    console.error("contact message stored but not mailed", error);
  }
  return { id: message.id, ...input };
}
