// GET /api/v0/leagues/country-league/{id}/ – members of a country league, ranked, by pages of 20.
import { handle, methods } from "@/lib/api/handler";
import { countryLeague } from "@/lib/api/endpoints/leagues";
import { pageWindow, paginated } from "@/lib/api/pagination";
import { membersJson } from "@/lib/api/serializers/leagues";
import { readMembers } from "@/lib/server/leagues/tables";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(countryLeague.members, async ({ req, user, params, query }) => {
    const { count, results } = membersJson(
      await readMembers({
        userId: user.id,
        kind: "country",
        leagueId: params.id,
        ...pageWindow(query),
      }),
    );
    return paginated(req, query, count, results);
  }),
});
