// POST /api/v0/users/token/refresh/ – rotate a refresh token (simplejwt's TokenRefreshView).
import { handle, methods } from "@/lib/api/handler";
import { tokenRefresh } from "@/lib/api/endpoints/users";
import { rotateRefreshToken } from "@/lib/server/users/rotate-refresh-token";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(tokenRefresh, ({ body }) => rotateRefreshToken(body)),
});
