// DELETE /api/v0/userteams/user-teams/chips/{chip}/ – cancel the Bench Boost or Triple Captain played for the next deadline.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { teamChipsJson } from "@/lib/api/serializers/teams";
import { cancelChip } from "@/lib/server/chips/cancel-chip";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  DELETE: handle(teams.cancelChip, async ({ user, params }) =>
    teamChipsJson(await cancelChip({ userId: user.id, chip: params.chip })),
  ),
});
