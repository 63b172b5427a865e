// POST /api/v0/users/me/change-password/ – change password (path not shown in the spec: docs/api.md). Every other
// session ends; a web caller's own session carries on with a new cookie (lib/session/reissue.ts).
import { NextResponse } from "next/server";
import { handle, methods } from "@/lib/api/handler";
import { changePasswordEndpoint } from "@/lib/api/endpoints/users";
import { carrySessionOver } from "@/lib/session/reissue";
import { changePassword } from "@/lib/server/users/change-password";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(changePasswordEndpoint, async ({ req, user, body, t }) => {
    const { passwordStamp } = await changePassword({
      userId: user.id,
      oldPassword: body.old_password,
      password: body.password,
    });
    const response = NextResponse.json({ detail: t("Api.done.passwordChanged") });
    await carrySessionOver(req, response, passwordStamp);
    return response;
  }),
});
