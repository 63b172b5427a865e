// POST /api/v0/users/password/reset/confirm/ – set the new password from a reset link.
import { handle, methods } from "@/lib/api/handler";
import { passwordResetConfirm } from "@/lib/api/endpoints/users";
import { confirmPasswordReset } from "@/lib/server/users/confirm-password-reset";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(passwordResetConfirm, async ({ body, t }) => {
    await confirmPasswordReset({ uid: body.uid, token: body.token, password: body.new_password1 });
    return { detail: t("Api.done.passwordReset") };
  }),
});
