// POST /api/v0/contact-us/ – the contact form.
import { handle, methods } from "@/lib/api/handler";
import { contactUs } from "@/lib/api/endpoints/contact-us";
import { sendContactMessage } from "@/lib/server/contact/send-contact-message";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(contactUs, ({ body, locale, user }) =>
    sendContactMessage({ input: body, locale, userId: user?.id ?? null }),
  ),
});
