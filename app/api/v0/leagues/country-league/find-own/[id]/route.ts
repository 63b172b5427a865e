// GET /api/v0/leagues/country-league/find-own/{id}/ – the page of a country league showing the caller's team.
import { handle, methods } from "@/lib/api/handler";
import { countryLeague } from "@/lib/api/endpoints/leagues";
import { paginated } from "@/lib/api/pagination";
import { membersJson } from "@/lib/api/serializers/leagues";
import { findOwnPage } from "@/lib/server/leagues/tables";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(countryLeague.findOwn, async ({ req, user, params, query }) => {
    const own = await findOwnPage({
      userId: user.id,
      kind: "country",
      leagueId: params.id,
      pageSize: query.page_size,
    });
    const { page } = own;
    const { count, results } = membersJson(own);
    return { page, ...paginated(req, { page, page_size: query.page_size }, count, results) };
  }),
});
