// The members and find-own calls of the five league kinds (spec section 7 "Leagues"): one handler of each, served
// by each kind's route files under app/api/v0/leagues/<kind>/[id]/ and find-own/[id]/.
import type { LeagueKind } from "@/lib/generated/prisma/enums";
import { findOwnPage, readMembers } from "@/lib/server/leagues/tables";
import type { tableEndpoints } from "./endpoints/leagues";
import { handle } from "./handler";
import { pageWindow, paginated } from "./pagination";
import { membersJson } from "./serializers/leagues";

export function leagueTableHandlers<S extends string>(
  kind: LeagueKind,
  endpoints: ReturnType<typeof tableEndpoints<S>>,
) {
  return {
    /** A page of the league's members, ranked: page, page_size (20). */
    members: handle(endpoints.members, async ({ req, user, params, query }) => {
      const { count, results } = membersJson(
        await readMembers({ userId: user.id, kind, leagueId: params.id, ...pageWindow(query) }),
      );
      return paginated(req, query, count, results);
    }),
    /** The page that shows the caller's team, with its number. */
    findOwn: handle(endpoints.findOwn, async ({ req, user, params, query }) => {
      const own = await findOwnPage({ userId: user.id, kind, leagueId: params.id, pageSize: query.page_size });
      const { count, results } = membersJson(own);
      return { page: own.page, ...paginated(req, { page: own.page, page_size: query.page_size }, count, results) };
    }),
  };
}
