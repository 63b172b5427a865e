// POST /api/v0/users/token/ – sign in for a token pair (simplejwt's TokenObtainPairView).
import { refuseLocked } from "@/lib/api/auth";
import { handle, methods } from "@/lib/api/handler";
import { token } from "@/lib/api/endpoints/users";
import { obtainTokens } from "@/lib/server/users/tokens";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(token, ({ body, locale }) => obtainTokens(body).catch(refuseLocked(locale))),
});
