// Private leagues (docs/product.md sections 2, 4 "Leagues", 6): created by a user with a join code and a
// starting round; members join by code and may leave; the owner renames, closes entries, deletes
// and removes teams. Membership changes keep members_count and the table's positions consistent;
// points of new members appear when the engine next rebuilds the tables (the round starts).
import "server-only";
import { randomInt } from "node:crypto";
import { getDb } from "@/lib/db";
import { canStartPrivateLeague } from "@/lib/game/calendar";
import { HEAD_TO_HEAD_MAX_TEAMS } from "@/lib/game/head-to-head";
import { Prisma, type HeadToHeadScoring, type League, type LeagueFormat } from "@/lib/generated/prisma/client";
import { AppError, msg } from "../errors";
import { dropFromTable, notFound, readableLeague, teamInSeason } from "./tables";

/** How a private league plays: classic (total points) or head to head, with its scoring. */
export interface LeagueFormatInfo {
  format: LeagueFormat;
  /** Head-to-head leagues: how a match is decided; null for classic leagues. */
  scoring: HeadToHeadScoring | null;
}

/** A private league in the user's list (docs/product.md section 2 "Leagues page"), with his team's place. */
export interface PrivateLeagueSummary extends LeagueFormatInfo {
  id: number;
  name: string;
  entriesClosed: boolean;
  membersCount: number;
  joinCode: string;
  startsFromRound: { id: number; number: number | null } | null;
  own: boolean;
  rank: number | null;
  totalPoints: number | null;
  lastUpdateAt: Date | null;
}

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

/** A league after the owner's change. */
export interface ManagedPrivateLeague {
  id: number;
  name: string;
  entriesClosed: boolean;
  joinCode: string | null;
}

/** A member team found by the owner's search. */
export interface LeagueTeamMatch {
  id: number;
  name: string;
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

/** The user's private leagues in the live season: own first, then by name ignoring case. */
export async function listPrivateLeagues(options: { userId: number }): Promise<PrivateLeagueSummary[]> {
  const db = await getDb();
  const rows = await db.$queryRaw<
    {
      id: number;
      name: string;
      entries_closed: boolean;
      members_count: number;
      join_code: string;
      owner_id: number | null;
      format: LeagueFormat;
      scoring: HeadToHeadScoring | null;
      starts_number: number | null;
      starts_id: number | null;
      rank: number | null;
      points: number | null;
      last_update_at: Date | null;
    }[]
  >`
    SELECT l.id, l.name, l.entries_closed, l.members_count, l.join_code, l.owner_id, l.format, l.scoring,
           r.number AS starts_number, r.id AS starts_id,
           s.rank, s.points, l.last_update_at
    FROM user_team t JOIN season se ON se.id = t.season_id AND se.status = 'live'
    JOIN league_member m ON m.team_id = t.id JOIN league l ON l.id = m.league_id AND l.kind = 'private'
    LEFT JOIN round r ON r.id = l.starts_from_round_id
    -- The table a head-to-head league keeps in head_to_head_standing at its table's round (tables.ts, tableOf).
    LEFT JOIN LATERAL (
      SELECT rank, points FROM standing WHERE l.format = 'classic' AND league_id = l.id AND team_id = t.id
      UNION ALL
      SELECT rank, points FROM head_to_head_standing
      WHERE l.format = 'head_to_head' AND round_id = l.table_round_id AND league_id = l.id AND team_id = t.id) s ON true
    WHERE t.user_id = ${options.userId}
    ORDER BY (l.owner_id = ${options.userId}) DESC NULLS LAST, lower(l.name), l.id`;
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    entriesClosed: r.entries_closed,
    membersCount: r.members_count,
    joinCode: r.join_code,
    format: r.format,
    scoring: r.scoring,
    startsFromRound: r.starts_id ? { id: r.starts_id, number: r.starts_number } : null,
    own: r.owner_id === options.userId,
    rank: r.rank,
    totalPoints: r.points,
    lastUpdateAt: r.last_update_at,
  }));
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
      field: "starts_from_round",
      messages: msg("Api.errors.roundNotAvailable"),
    });
  }
  if (!canStartPrivateLeague(round, options.now ?? new Date())) {
    throw new AppError("invalid", `Round ${round.number} has already started.`, {
      field: "starts_from_round",
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

/**
 * A head-to-head league's first round, and whether it has started: its deadline has passed (or the round is no longer
 * scheduled), so entries are closed and the fixtures drawn.
 */
async function startOf(league: League, now = new Date()) {
  const db = await getDb();
  const round = await db.round.findUniqueOrThrow({
    where: { id: league.startsFromRoundId! },
    select: { number: true, status: true, deadline: true },
  });
  return { number: round.number, started: !canStartPrivateLeague(round, now) };
}

/** Joins the league with this code (entries open, not yet a member; a head-to-head league before its start, not full). */
export async function joinPrivateLeague(options: { userId: number; code: string }): Promise<{ id: number }> {
  const code = options.code.trim().toUpperCase();
  if (!code)
    throw new AppError("invalid", "League Code is required", {
      field: "join_code",
      messages: msg("Api.validation.leagueCodeRequired"),
    });
  const db = await getDb();
  const league = await db.league.findUnique({ where: { joinCode: code } });
  if (!league || league.kind !== "private")
    throw new AppError("not_found", "No league has this code.", {
      field: "join_code",
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

/**
 * Removes a member team from a league (table and count kept consistent). Not a member: 404 saying whose team is
 * missing, the caller's own (leaving) or the one the path names (the owner removing it).
 */
async function removeMember(league: League, teamId: number, whose: "own" | "named") {
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

/** A member leaves; the owner cannot (he deletes the league instead). */
export async function leavePrivateLeague(options: { userId: number; leagueId: number }) {
  const league = await readableLeague({ userId: options.userId, where: { id: options.leagueId, kind: "private" } });
  if (league.ownerId === options.userId)
    throw new AppError("forbidden", "The owner cannot leave the league: delete it instead.", {
      messages: msg("Api.errors.ownerCannotLeave"),
    });
  const team = await teamInSeason(options.userId, league.seasonId);
  if (!team) throw notFound();
  await removeMember(league, team.id, "own");
}

/** The league if the user owns it: 404 when he cannot see it, 403 when he is only a member. */
async function ownedLeague(userId: number, leagueId: number) {
  const league = await readableLeague({ userId, where: { id: leagueId, kind: "private" } });
  if (league.ownerId !== userId)
    throw new AppError("forbidden", "Only the owner of the league can do this.", {
      messages: msg("Api.errors.notOwner"),
    });
  return league;
}

export async function managePrivateLeague(options: {
  userId: number;
  leagueId: number;
  name?: string;
  entriesClosed?: boolean;
}): Promise<ManagedPrivateLeague> {
  await ownedLeague(options.userId, options.leagueId);
  const db = await getDb();
  const league = await db.league.update({
    where: { id: options.leagueId },
    data: { name: options.name, entriesClosed: options.entriesClosed },
  });
  return { id: league.id, name: league.name, entriesClosed: league.entriesClosed, joinCode: league.joinCode };
}

export async function deletePrivateLeague(options: { userId: number; leagueId: number }) {
  await ownedLeague(options.userId, options.leagueId);
  const db = await getDb();
  await db.$transaction([
    // League tables have no foreign keys (schema.prisma, Standing).
    db.standing.deleteMany({ where: { leagueId: options.leagueId } }),
    // By its season's rounds: the key leads with the round.
    db.$executeRaw`
      DELETE FROM head_to_head_standing WHERE league_id = ${options.leagueId}
        AND round_id = ANY (ARRAY(SELECT r.id FROM round r JOIN league l ON l.season_id = r.season_id WHERE l.id = ${options.leagueId}))`,
    db.league.delete({ where: { id: options.leagueId } }),
  ]);
}

/** Member teams whose name contains the text (the owner's search before removing one), at most 10. */
export async function findLeagueTeams(options: {
  userId: number;
  leagueId: number;
  name: string;
}): Promise<LeagueTeamMatch[]> {
  const league = await ownedLeague(options.userId, options.leagueId);
  const db = await getDb();
  const own = await teamInSeason(options.userId, league.seasonId);
  const teams = await db.userTeam.findMany({
    where: {
      memberships: { some: { leagueId: league.id } },
      name: { contains: options.name.trim(), mode: "insensitive" },
      id: { not: own?.id ?? -1 },
    },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 10,
  });
  return teams;
}

/** The owner removes a member team (never his own). */
export async function removeLeagueTeam(options: { userId: number; leagueId: number; teamId: number }) {
  const league = await ownedLeague(options.userId, options.leagueId);
  const own = await teamInSeason(options.userId, league.seasonId);
  if (own?.id === options.teamId)
    throw new AppError("forbidden", "The owner's team cannot be removed from the league.", {
      messages: msg("Api.errors.ownerTeam"),
    });
  // The fixture list is drawn between the teams in the league at its start: no one is taken out of it afterwards.
  if (league.format === "head_to_head" && (await startOf(league)).started)
    throw new AppError("conflict", "Teams can be removed from a head-to-head league only before its first round.", {
      messages: msg("Api.errors.headToHeadNoRemoval"),
    });
  await removeMember(league, options.teamId, "named");
}
