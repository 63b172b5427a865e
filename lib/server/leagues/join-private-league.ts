// A fan joins a private league by its code (docs/product.md section 4 "Leagues"); the member count moves with the
// membership, and his points appear when the engine next rebuilds the tables.
import "server-only";
import { getDb } from "@/lib/db";
import { HEAD_TO_HEAD_MAX_TEAMS } from "@/lib/game/head-to-head";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, msg } from "../errors";
import { startOf } from "./private-league";
import { teamInSeason } from "./readable-league";

/** Joins the league with this code (entries open, not yet a member; a head-to-head league before its start, not full). */
export async function joinPrivateLeague(options: { userId: number; code: string }): Promise<{ id: number }> {
  const code = options.code.trim().toUpperCase();
  if (!code)
    throw new AppError("invalid", "League Code is required", {
      field: "joinCode",
      messages: msg("Api.validation.leagueCodeRequired"),
    });
  const db = await getDb();
  const league = await db.league.findUnique({ where: { joinCode: code } });
  if (!league || league.kind !== "private")
    throw new AppError("not_found", "No league has this code.", {
      field: "joinCode",
      messages: msg("Api.errors.joinCodeInvalid"),
    });
  const team = await teamInSeason(options.userId, league.seasonId);
  if (!team)
    throw new AppError("not_found", "You have no team in the live season.", { messages: msg("Api.errors.noLiveTeam") });
  if (league.entriesClosed)
    throw new AppError("conflict", "This league does not accept new teams.", {
      messages: msg("Api.errors.entriesClosed"),
    });
  if (league.format === "head_to_head") {
    const start = await startOf(league);
    if (start.started)
      throw new AppError("conflict", "Entries to this head-to-head league closed at its first round's deadline.", {
        messages: msg("Api.errors.headToHeadStarted", { number: start.number }),
      });
    if (league.membersCount >= HEAD_TO_HEAD_MAX_TEAMS)
      throw new AppError("conflict", "This head-to-head league is full.", {
        messages: msg("Api.errors.headToHeadFull", { max: HEAD_TO_HEAD_MAX_TEAMS }),
      });
  }
  try {
    await db.$transaction([
      db.leagueMember.create({ data: { leagueId: league.id, teamId: team.id } }),
      db.league.update({ where: { id: league.id }, data: { membersCount: { increment: 1 } } }),
    ]);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("conflict", "Your team is already in this league.", {
        messages: msg("Api.errors.alreadyMember"),
      });
    throw error;
  }
  return { id: league.id };
}
