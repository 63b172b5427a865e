// GET, PATCH, DELETE /api/v0/users/me/ – the signed-in user: read, edit the profile, delete the account.
import { handle, methods } from "@/lib/api/handler";
import { deleteMe, me, updateMe } from "@/lib/api/endpoints/users";
import { profileChangeOf } from "@/lib/api/requests/users";
import { profileJson } from "@/lib/api/serializers/users";
import { deleteAccount } from "@/lib/server/users/delete-account";
import { readProfile } from "@/lib/server/users/read-profile";
import { updateProfile } from "@/lib/server/users/update-profile";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(me, async ({ user }) => profileJson(await readProfile(user.id))),
  PATCH: handle(updateMe, async ({ user, body }) =>
    profileJson(await updateProfile({ userId: user.id, input: profileChangeOf(body) })),
  ),
  DELETE: handle(deleteMe, ({ user }) => deleteAccount({ userId: user.id })),
});
