// PATCH /api/v0/userteams/user-teams/use-wildcard-for-live-round/ – play the Wildcard.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { transferStateJson } from "@/lib/api/serializers/teams";
import { useWildcard } from "@/lib/server/transfers/use-wildcard";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  PATCH: handle(teams.wildcard, async ({ user }) => transferStateJson(await useWildcard({ userId: user.id }))),
});
