// GET, POST /api/v0/userteams/user-teams/chips/ – the live team's chips; play one for the next deadline.
import { handle, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { teamChipsJson } from "@/lib/api/serializers/teams";
import { getTeamChips } from "@/lib/server/chips/get-team-chips";
import { playChip } from "@/lib/server/chips/play-chip";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(teams.chips, async ({ user }) => teamChipsJson(await getTeamChips({ userId: user.id }))),
  POST: handle(teams.playChip, async ({ user, body }) =>
    teamChipsJson(await playChip({ userId: user.id, chip: body.chip })),
  ),
});
