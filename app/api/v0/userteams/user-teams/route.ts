// GET, POST, PATCH /api/v0/userteams/user-teams/ – the caller's teams; create one; rename the live one.
import { JsonText, handle, handleWithCaller, jsonObjectWith, methods } from "@/lib/api/handler";
import { teams } from "@/lib/api/endpoints/userteams";
import { teamJson, teamJsonText, transferStateJson } from "@/lib/api/serializers/teams";
import { createNextSeasonTeam } from "@/lib/server/teams/create-next-season-team";
import { setTeamName } from "@/lib/server/teams/set-team-name";
import { listTeamsWithStateForCaller } from "@/lib/server/teams/list-teams-with-state";
import { newTeamSquad } from "@/lib/api/requests/teams";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  // The caller is read with his teams, in one statement (handleWithCaller).
  GET: handleWithCaller(teams.list, async ({ callerId, query }) => {
    const status = query.season_status === "open-for-registration" ? "open_for_registration" : query.season_status;
    const { caller, teams } = await listTeamsWithStateForCaller({ callerId, seasonStatus: status });
    const items = teams.map((t) =>
      jsonObjectWith(teamJsonText(t.team), {
        ...(t.state && transferStateJson(t.state)),
        rounds_played: t.roundsPlayed,
      }),
    );
    return { caller, body: new JsonText(`[${items.join(",")}]`) };
  }),
  POST: handle(teams.create, async ({ user, body }) =>
    teamJson(await createNextSeasonTeam({ userId: user.id, name: body.user_team.name, squad: newTeamSquad(body) })),
  ),
  PATCH: handle(teams.rename, ({ user, body }) => setTeamName({ userId: user.id, name: body.name })),
});
