// What the private-league use cases share (docs/product.md sections 2, 4 "Leagues", 6): the format their answers
// carry, the owner's check, a head-to-head league's start (the end of its entries) and a member's removal, which keeps
// members_count and the table's positions consistent.
import "server-only";
import { getDb } from "@/lib/db";
import { canStartPrivateLeague } from "@/lib/game/calendar";
import type { HeadToHeadScoring, League, LeagueFormat } from "@/lib/generated/prisma/client";
import { AppError, msg } from "../errors";
import { dropFromTable } from "./league-rows";
import { readableLeague } from "./readable-league";

/** How a private league plays: classic (total points) or head to head, with its scoring. */
export interface LeagueFormatInfo {
  format: LeagueFormat;
  /** Head-to-head leagues: how a match is decided; null for classic leagues. */
  scoring: HeadToHeadScoring | null;
}

/**
 * A head-to-head league's first round, and whether it has started: its deadline has passed (or the round is no longer
 * scheduled), so entries are closed and the fixtures drawn.
 */
export async function startOf(league: League, now = new Date()) {
  const db = await getDb();
  const round = await db.round.findUniqueOrThrow({
    where: { id: league.startsFromRoundId! },
    select: { number: true, status: true, deadline: true },
  });
  return { number: round.number, started: !canStartPrivateLeague(round, now) };
}

/**
 * Removes a member team from a league (table and count kept consistent). Not a member: 404 saying whose team is
 * missing, the caller's own (leaving) or the one the path names (the owner removing it).
 */
export async function removeMember(league: League, teamId: number, whose: "own" | "named") {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const removed = await tx.leagueMember.deleteMany({ where: { leagueId: league.id, teamId } });
    if (removed.count === 0)
      throw whose === "own"
        ? new AppError("not_found", "Your team is not in this league.", { messages: msg("Api.errors.notMember") })
        : new AppError("not_found", `Team ${teamId} is not in this league.`, {
            messages: msg("Api.errors.teamNotMember"),
          });
    await tx.league.update({ where: { id: league.id }, data: { membersCount: { decrement: 1 } } });
    await dropFromTable(tx, league, teamId);
  });
}

/** The league if the user owns it: 404 when he cannot see it, 403 when he is only a member. */
export async function ownedLeague(userId: number, leagueId: number) {
  const league = await readableLeague({ userId, where: { id: leagueId, kind: "private" } });
  if (league.ownerId !== userId)
    throw new AppError("forbidden", "Only the owner of the league can do this.", {
      messages: msg("Api.errors.notOwner"),
    });
  return league;
}
