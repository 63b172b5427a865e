// POST /api/v0/users/password/reset/ – mail a password reset link.
import { handle, methods } from "@/lib/api/handler";
import { passwordReset } from "@/lib/api/endpoints/users";
import { requestPasswordReset } from "@/lib/server/users/request-password-reset";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(passwordReset, async ({ body, locale, t }) => {
    await requestPasswordReset({ email: body.email, locale });
    return { detail: t("Api.done.resetSent") };
  }),
});
