// A new private league (docs/product.md section 4 "Leagues"): created by a fan with a join code and a starting round
// that has not started; his team is its first member, and the points of members appear when the engine next rebuilds
// the tables.
import "server-only";
import { randomInt } from "node:crypto";
import { getDb } from "@/lib/db";
import { canStartPrivateLeague } from "@/lib/game/calendar";
import { Prisma, type HeadToHeadScoring, type LeagueFormat } from "@/lib/generated/prisma/client";
import { AppError, msg } from "../errors";
import type { LeagueFormatInfo } from "./private-league";

/** A league just created. */
export interface CreatedPrivateLeague extends LeagueFormatInfo {
  id: number;
  name: string;
  joinCode: string;
  startsFromRound: { id: number; number: number };
  entriesClosed: boolean;
  membersCount: number;
  own: boolean;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const newJoinCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

async function liveTeam(userId: number) {
  const db = await getDb();
  const team = await db.userTeam.findFirst({
    where: { userId, season: { status: "live" } },
    select: { id: true, seasonId: true },
  });
  if (!team)
    throw new AppError("not_found", "You have no team in the live season.", { messages: msg("Api.errors.noLiveTeam") });
  return team;
}

/**
 * A new private league in the live season, counting from round `startsFromRound`, one that has not started: classic, or
 * head to head (its entries close at that round's deadline, when the fixtures are drawn).
 */
export async function createPrivateLeague(options: {
  userId: number;
  name: string;
  startsFromRound: number;
  format?: LeagueFormat;
  scoring?: HeadToHeadScoring;
  now?: Date;
}): Promise<CreatedPrivateLeague> {
  const team = await liveTeam(options.userId);
  const db = await getDb();
  const format = options.format ?? "classic";
  const round = await db.round.findUnique({
    where: { seasonId_number: { seasonId: team.seasonId, number: options.startsFromRound } },
  });
  if (!round || round.status === "cancelled") {
    throw new AppError("invalid", "This round cannot start a private league.", {
      field: "startsFromRound",
      messages: msg("Api.errors.roundNotAvailable"),
    });
  }
  if (!canStartPrivateLeague(round, options.now ?? new Date())) {
    throw new AppError("invalid", `Round ${round.number} has already started.`, {
      field: "startsFromRound",
      messages: msg("Api.errors.roundStarted", { round: round.number }),
    });
  }
  const scoring = format === "head_to_head" ? (options.scoring ?? "points") : null;
  for (let attempt = 0; ; attempt++) {
    const code = newJoinCode();
    try {
      const league = await db.league.create({
        data: {
          seasonId: team.seasonId,
          kind: "private",
          key: `private:${code}`,
          name: options.name,
          ownerId: options.userId,
          joinCode: code,
          startsFromRoundId: round.id,
          format,
          scoring,
          membersCount: 1,
          members: { create: { teamId: team.id } },
        },
      });
      return {
        id: league.id,
        name: league.name,
        joinCode: code,
        startsFromRound: { id: round.id, number: round.number },
        entriesClosed: false,
        membersCount: 1,
        own: true,
        format,
        scoring,
      };
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") || attempt >= 5)
        throw error;
    }
  }
}
