// The find-own calls: the page of a league's table that shows the caller's team, so a fan opens his league where he
// stands rather than at the top.
import "server-only";
import type { LeagueKind } from "@/lib/generated/prisma/client";
import { type MembersPage, membersPage, placeOf } from "./league-rows";
import { readableLeague } from "./readable-league";

/** The page (of `pageSize`) that shows the user's team, 1 when it is not in the table yet. */
export async function findOwnPage(options: {
  userId: number;
  kind: LeagueKind;
  leagueId: number;
  pageSize: number;
}): Promise<MembersPage & { page: number }> {
  const league = await readableLeague({ userId: options.userId, where: { id: options.leagueId, kind: options.kind } });
  const place = await placeOf({ league, userId: options.userId, pageSize: options.pageSize });
  const page = place.page ?? 1;
  return {
    page,
    ...(await membersPage({
      league,
      userId: options.userId,
      offset: (page - 1) * options.pageSize,
      limit: options.pageSize,
    })),
  };
}
