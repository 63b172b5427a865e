// POST /api/v0/users/send-verification-email/ – a new activation link for the signed-in user.
import { handle, methods } from "@/lib/api/handler";
import { sendVerification } from "@/lib/api/endpoints/users";
import { sendVerificationEmail } from "@/lib/server/users/send-verification-email";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(sendVerification, async ({ user, locale, t }) => {
    await sendVerificationEmail({ userId: user.id, locale });
    return { detail: t("Api.done.mailSent") };
  }),
});
