// The members, find-own and info calls of the five league kinds (docs/product.md section 7 "Leagues"): one handler of each, served
// by each kind's route files under app/api/v0/leagues/<kind>/[id]/ and find-own/[id]/.
import type { LeagueKind } from "@/lib/generated/prisma/enums";
import { findOwnPage } from "@/lib/server/leagues/find-own-page";
import { readLeagueInfo } from "@/lib/server/leagues/read-league-info";
import { readMembers } from "@/lib/server/leagues/read-members";
import {
  countryLeague,
  privateLeague,
  quadLeague,
  roundLeague,
  seasonLeague,
  type tableEndpoints,
} from "./endpoints/leagues";
import { handle } from "./handler";
import type { ApiLocale } from "@/i18n/translator";
import { pageWindow, paginated } from "./pagination";
import { leagueInfoJson, membersJson } from "./serializers/leagues";

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

/** A league's info with the place of user_id (default: the caller); a country league named in the request's language. */
const info = async (
  { user, query, locale }: { user: { id: number }; query: { user_id?: number; page_size: number }; locale: ApiLocale },
  where: Parameters<typeof readLeagueInfo>[0]["where"],
) =>
  leagueInfoJson(
    await readLeagueInfo({ userId: user.id, placeUserId: query.user_id, pageSize: query.page_size, where, locale }),
  );

/** The info call of each league kind, by the key its path names. */
export const leagueInfoHandlers = {
  season: handle(seasonLeague.info, (ctx) => info(ctx, { seasonId: ctx.params.id, kind: "season" })),
  country: handle(countryLeague.info, (ctx) =>
    info(ctx, { seasonId: ctx.params.id, kind: "country", countryCode: ctx.params.countryCode }),
  ),
  round: handle(roundLeague.info, (ctx) => info(ctx, { roundId: ctx.params.id, kind: "round" })),
  quad: handle(quadLeague.info, (ctx) => info(ctx, { id: ctx.params.id, kind: "quad" })),
  private: handle(privateLeague.info, (ctx) => info(ctx, { id: ctx.params.id, kind: "private" })),
};
