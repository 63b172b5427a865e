// POST /api/v0/users/token/ – sign in for a token pair (simplejwt's TokenObtainPairView).
import { refuseLocked } from "@/lib/api/auth";
import { handle, methods } from "@/lib/api/handler";
import { token } from "@/lib/api/endpoints/users";
import { tokenObtainPairJson } from "@/lib/api/serializers/users";
import { obtainTokens } from "@/lib/server/users/obtain-tokens";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(token, async ({ body, locale }) =>
    tokenObtainPairJson(await obtainTokens(body).catch(refuseLocked(locale))),
  ),
});
