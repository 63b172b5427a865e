// A page of a league's members (docs/product.md section 3 "League", member row), for the members calls and the
// ranking page: the league checked readable, then an index range of its table.
import "server-only";
import type { LeagueKind } from "@/lib/generated/prisma/client";
import { type MembersPage, membersPage } from "./league-rows";
import { readableLeague } from "./readable-league";

/** A page of a league's members (league by id and kind). */
export async function readMembers(options: {
  userId: number;
  kind: LeagueKind;
  leagueId: number;
  offset: number;
  limit: number;
}): Promise<MembersPage> {
  const league = await readableLeague({ userId: options.userId, where: { id: options.leagueId, kind: options.kind } });
  return membersPage({ league, userId: options.userId, offset: options.offset, limit: options.limit });
}
