// POST /api/v0/users/me/change-password/ – change password (path not shown in the spec: docs/api.md).
import { handle, methods } from "@/lib/api/handler";
import { changePasswordEndpoint } from "@/lib/api/endpoints/users";
import { changePassword } from "@/lib/server/users/accounts";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(changePasswordEndpoint, async ({ user, body, t }) => {
    await changePassword({ userId: user.id, oldPassword: body.old_password, password: body.password });
    return { detail: t("Api.done.passwordChanged") };
  }),
});
