// POST /api/v0/users/token/verify/ – check a token (simplejwt's TokenVerifyView).
import { handle, methods } from "@/lib/api/handler";
import { tokenVerify } from "@/lib/api/endpoints/users";
import { checkToken } from "@/lib/server/users/check-token";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(tokenVerify, async ({ body }) => {
    await checkToken(body);
    return {};
  }),
});
