// POST /api/v0/users/ – registration (closed in this build: 403 sign_up_closed).
import { handle, methods } from "@/lib/api/handler";
import { register } from "@/lib/api/endpoints/users";
import { newAccountOf } from "@/lib/api/requests/users";
import { profileJson } from "@/lib/api/serializers/users";
import { registerUser } from "@/lib/server/users/register-user";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(register, async ({ body, locale }) =>
    profileJson((await registerUser({ input: newAccountOf(body), locale })).user),
  ),
});
