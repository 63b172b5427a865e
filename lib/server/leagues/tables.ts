// League tables as the engine builds them (table `standing`, numbered by `position`): a page of
// members is an index range on (league_id, position) and the member count is the last position,
// so any page of a 1,000,000-member league costs the same as the first (docs/design.md section 6).
import "server-only";
import { quadSpan } from "@/lib/game/calendar";
import { getDb, type Tx } from "@/lib/db";
import { placementPercent } from "@/lib/game/ranking";
import {
  Prisma,
  type HeadToHeadScoring,
  type League,
  type LeagueFormat,
  type LeagueKind,
  type RoundStatus,
} from "@/lib/generated/prisma/client";
import type { Locale } from "@/i18n/routing";
import { AppError, msg } from "../errors";

/** Who a table's row is and where it stands: the part every league table's row shares. */
export interface MemberPlace {
  rank: number;
  /** 1..n, the row's place in the listing (ties share a rank, never a position). */
  position: number;
  /** The rank after the last finished round, for movement arrows; null when the team was not ranked then. */
  previousRank: number | null;
  teamId: number;
  teamName: string;
  manager: string;
  own: boolean;
  userId: number;
}

/** One row of a league table (docs/product.md section 3 "League", member row). */
export interface LeagueMember extends MemberPlace {
  totalPoints: number;
}

export interface MembersPage {
  count: number;
  results: LeagueMember[];
}

/** A user's place in a league; all null when his team is not listed. */
export interface LeaguePlace {
  rank: number | null;
  totalPoints: number | null;
  /** floor(100 × rank / members) (docs/product.md section 9). */
  placeInPercentage: number | null;
  /** The page (of the asked page size) that shows the team. */
  page: number | null;
  position: number | null;
  /** The rows the league lists (its table, and a private league's members not in it yet): the percentage's base. */
  members: number;
}

/** A league with a user's place in it (docs/product.md section 3 "League"). */
export interface LeagueInfo extends Omit<LeaguePlace, "members"> {
  id: number;
  name: string;
  kind: LeagueKind;
  /** Private leagues: classic or head to head (the others are classic). */
  format: LeagueFormat;
  scoring: HeadToHeadScoring | null;
  seasonId: number;
  countryCode: string | null;
  /** A round league's round. */
  round: { id: number; number: number; status: RoundStatus } | null;
  quadNumber: number | null;
  /** A quad league's first and last round numbers. */
  rounds: [number, number] | null;
  membersCount: number;
  entriesClosed: boolean;
  /** A private league's join code. */
  joinCode: string | null;
  startsFromRound: { id: number; number: number } | null;
  own: boolean;
  lastUpdateAt: Date | null;
}

/**
 * A league's name in `locale`: a country league is named after its country (stored in English when the engine makes
 * it), in the country list's own names; the others by their stored name (the pages title common leagues by kind).
 */
export function localName(
  league: { name: string; country?: { nameEn: string; nameIt: string } | null },
  locale: Locale | undefined,
): string {
  if (!league.country || !locale) return league.name;
  return locale === "it" ? league.country.nameIt : league.country.nameEn;
}

/** What localName needs of a country league's country. */
export const COUNTRY_NAMES = { select: { nameEn: true, nameIt: true } } as const;

export const notFound = () =>
  new AppError("not_found", "League not found.", { messages: msg("Api.errors.leagueNotFound") });

/** The columns of a table's SQL row that make its MemberPlace (`manager`: first and last name). */
export interface MemberPlaceRow {
  rank: number;
  position: number;
  previous_rank: number | null;
  team_id: number;
  name: string;
  user_id: number;
  manager: string;
}

/** A table's row as the caller sees it (`own`: his team). */
export const memberPlace = (r: MemberPlaceRow, userId: number): MemberPlace => ({
  rank: r.rank,
  position: r.position,
  previousRank: r.previous_rank,
  teamId: r.team_id,
  teamName: r.name,
  manager: r.manager,
  own: r.user_id === userId,
  userId: r.user_id,
});

type MemberRow = MemberPlaceRow & { points: number };

/** The caller's team in the league's season, or null. */
export async function teamInSeason(userId: number, seasonId: number) {
  const db = await getDb();
  return db.userTeam.findUnique({ where: { userId_seasonId: { userId, seasonId } }, select: { id: true, name: true } });
}

/**
 * A league the user may read: any season, country, round or quad league; a private league only
 * when the user's team is a member or the user owns it (others get 404, not a hint it exists).
 */
export async function readableLeague(options: {
  userId: number;
  where: { id?: number; seasonId?: number; kind: LeagueKind; countryCode?: string; roundId?: number };
}): Promise<League> {
  const db = await getDb();
  const league = await db.league.findFirst({ where: options.where });
  if (!league) throw notFound();
  if (league.kind === "private" && league.ownerId !== options.userId) {
    const team = await teamInSeason(options.userId, league.seasonId);
    const member =
      team &&
      (await db.leagueMember.findUnique({ where: { leagueId_teamId: { leagueId: league.id, teamId: team.id } } }));
    if (!member) throw notFound();
  }
  return league;
}

/**
 * Where `league`'s table lives: the table and the condition on its rows. `standing`, or for a head-to-head league its
 * rows of head_to_head_standing after its table's round (the close writes those once; a copy in `standing` would
 * double its work), that round read as the statement sees it (a close may have moved it on since the league was read).
 */
function tableRows(league: Pick<League, "id" | "format">): [table: Prisma.Sql, rows: Prisma.Sql] {
  return league.format === "head_to_head"
    ? [
        Prisma.raw("head_to_head_standing"),
        Prisma.sql`round_id = (SELECT l.table_round_id FROM league l WHERE l.id = ${league.id}) AND league_id = ${league.id}`,
      ]
    : [Prisma.raw("standing"), Prisma.sql`league_id = ${league.id}`];
}

/** The rows of `league`'s table (league_id, team_id, rank, position, points, previous_rank), as a relation. */
function tableOf(league: Pick<League, "id" | "format">): Prisma.Sql {
  const [table, rows] = tableRows(league);
  return Prisma.sql`(SELECT league_id, team_id, rank, position, points, previous_rank FROM ${table} WHERE ${rows})`;
}

/** Members so far: the table's last position (index lookup). */
async function tableSize(league: League): Promise<number> {
  const db = await getDb();
  const [row] = await db.$queryRaw<
    { n: number | null }[]
  >`SELECT max(s.position) AS n FROM ${tableOf(league)} s WHERE s.league_id = ${league.id}`;
  return row?.n ?? 0;
}

/**
 * A private league's members the table does not hold yet. The engine writes every member into a private table when a
 * round closes, so these are the teams that joined since (every member, for a league with no table yet): they follow
 * the table in the order they joined, with 0 points and the rank after it, until the next close, so that the member
 * count and the rows agree. There are `members_count - table rows` of them, the newest joiners: they are read by the
 * (league_id, joined_at, team_id) index from the newest down and the scan stops when they are all found, never a pass
 * over a whole (possibly million-member) league. Returns the pending members numbered 1..n in join order whose number
 * is in (skip, skip + take], or only the team `teamId`.
 */
const PENDING_SCAN_SLACK = 1000;

function pendingQuery(
  league: League,
  tableRows: number,
  range: { skip: number; take: number } | { teamId: number },
): Prisma.Sql | null {
  const pending = league.membersCount - tableRows;
  if (league.kind !== "private" || pending <= 0) return null;
  if (tableRows === 0) {
    // No table yet: every member is pending, in the index's order.
    if ("teamId" in range)
      return Prisma.sql`
        SELECT o.team_id, (1 + (SELECT count(*) FROM league_member m WHERE m.league_id = o.league_id
          AND (m.joined_at < o.joined_at OR (m.joined_at = o.joined_at AND m.team_id < o.team_id))))::int AS n
        FROM league_member o WHERE o.league_id = ${league.id} AND o.team_id = ${range.teamId}`;
    return Prisma.sql`
      SELECT m.team_id, (${range.skip} + row_number() OVER (ORDER BY m.joined_at, m.team_id))::int AS n
      FROM (SELECT team_id, joined_at FROM league_member WHERE league_id = ${league.id}
            ORDER BY joined_at, team_id OFFSET ${range.skip} LIMIT ${range.take}) m`;
  }
  const filter =
    "teamId" in range
      ? Prisma.sql`p.team_id = ${range.teamId}`
      : Prisma.sql`p.n > ${range.skip} AND p.n <= ${range.skip + range.take}`;
  // The newest `pending + PENDING_SCAN_SLACK` joiners hold them (a team that joined while the close was writing the
  // table comes just before those who joined after): the scan has that bound even if the count were ever off.
  return Prisma.sql`
    SELECT p.team_id, p.n FROM (
      SELECT x.team_id, row_number() OVER (ORDER BY x.joined_at, x.team_id)::int AS n FROM (
        SELECT m.team_id, m.joined_at FROM (
          SELECT team_id, joined_at FROM league_member WHERE league_id = ${league.id}
          ORDER BY joined_at DESC, team_id DESC LIMIT ${pending + PENDING_SCAN_SLACK}) m
        WHERE NOT EXISTS (SELECT 1 FROM ${tableOf(league)} s WHERE s.league_id = ${league.id} AND s.team_id = m.team_id)
        ORDER BY m.joined_at DESC, m.team_id DESC LIMIT ${pending}) x) p
    WHERE ${filter}`;
}

/** The rows of the pending members (pendingQuery) on a page of the listing: offset and limit over the whole listing. */
async function pendingMembers(league: League, tableRows: number, offset: number, limit: number): Promise<MemberRow[]> {
  const skip = Math.max(0, offset - tableRows);
  const take = offset + limit - Math.max(offset, tableRows);
  const pending = take > 0 ? pendingQuery(league, tableRows, { skip, take }) : null;
  if (!pending) return [];
  const db = await getDb();
  return db.$queryRaw<MemberRow[]>`
    SELECT ${tableRows + 1}::int AS rank, (${tableRows} + p.n)::int AS position,
           0 AS points, NULL::int AS previous_rank, t.id AS team_id, t.name, t.user_id,
           u.first_name || ' ' || u.last_name AS manager
    FROM (${pending}) p JOIN user_team t ON t.id = p.team_id JOIN "user" u ON u.id = t.user_id
    ORDER BY p.n`;
}

/** The rows a league lists: its table, and for a private league the members it does not hold yet. */
async function listedSize(league: League): Promise<number> {
  return league.kind === "private" ? league.membersCount : tableSize(league);
}

/** One page of the table, in order. */
export async function membersPage(options: {
  league: League;
  userId: number;
  offset: number;
  limit: number;
}): Promise<MembersPage> {
  const db = await getDb();
  const [tableRows, count, standing] = await Promise.all([
    tableSize(options.league),
    listedSize(options.league),
    // The page's rows first, bounded (LIMIT): with statistics that spread the position range over every league, the
    // planner expects a hundred thousand rows and reads every team to join them (350 ms a page at a million teams).
    db.$queryRaw<MemberRow[]>`
      SELECT s.rank, s.position, s.points, s.previous_rank, t.id AS team_id, t.name, t.user_id,
             u.first_name || ' ' || u.last_name AS manager
      FROM (SELECT * FROM ${tableOf(options.league)} s
            WHERE s.league_id = ${options.league.id} AND s.position > ${options.offset} AND s.position <= ${options.offset + options.limit}
            ORDER BY s.position LIMIT ${options.limit}) s
      JOIN user_team t ON t.id = s.team_id JOIN "user" u ON u.id = t.user_id
      ORDER BY s.position`,
  ]);
  const rows = [...standing, ...(await pendingMembers(options.league, tableRows, options.offset, options.limit))];
  const results = rows.map((r) => ({ ...memberPlace(r, options.userId), totalPoints: r.points }));
  return { count, results };
}

/** A user's place in the league: rank, points, placement percent and the page (of `pageSize`) showing him. */
export async function placeOf(options: { league: League; userId: number; pageSize: number }): Promise<LeaguePlace> {
  const team = await teamInSeason(options.userId, options.league.seasonId);
  const db = await getDb();
  const [row] = team
    ? await db.$queryRaw<{ rank: number; position: number; points: number }[]>`
        SELECT s.rank, s.position, s.points FROM ${tableOf(options.league)} s
        WHERE s.league_id = ${options.league.id} AND s.team_id = ${team.id}`
    : [];
  const members = await listedSize(options.league);
  if (!row && team && options.league.kind === "private") {
    // Listed after the table until the next close (pendingMembers): find the team's place there.
    const tableRows = await tableSize(options.league);
    const query = pendingQuery(options.league, tableRows, { teamId: team.id });
    const [pending] = query ? await db.$queryRaw<{ n: number }[]>`SELECT n FROM (${query}) q` : [];
    if (pending) {
      const position = tableRows + pending.n;
      return {
        rank: tableRows + 1,
        totalPoints: 0,
        placeInPercentage: placementPercent(tableRows + 1, members),
        page: Math.ceil(position / options.pageSize),
        position,
        members,
      };
    }
  }
  if (!row) return { rank: null, totalPoints: null, placeInPercentage: null, page: null, position: null, members };
  return {
    rank: row.rank,
    totalPoints: row.points,
    placeInPercentage: placementPercent(row.rank, members),
    page: Math.ceil(row.position / options.pageSize),
    position: row.position,
    members,
  };
}

/** The league as the info calls show it, with the user's place; a country league's name in `locale`. */
export async function leagueInfo(options: {
  league: League;
  userId: number;
  placeUserId?: number;
  pageSize: number;
  locale?: Locale;
}): Promise<LeagueInfo> {
  const { league } = options;
  const db = await getDb();
  const [{ members, ...place }, startsFrom, round, country] = await Promise.all([
    placeOf({ league, userId: options.placeUserId ?? options.userId, pageSize: options.pageSize }),
    league.startsFromRoundId
      ? db.round.findUnique({ where: { id: league.startsFromRoundId }, select: { id: true, number: true } })
      : null,
    league.roundId
      ? db.round.findUnique({ where: { id: league.roundId }, select: { id: true, number: true, status: true } })
      : null,
    league.countryCode && options.locale
      ? db.country.findUnique({ where: { code: league.countryCode }, ...COUNTRY_NAMES })
      : null,
  ]);
  const own = league.ownerId === options.userId;
  return {
    id: league.id,
    name: localName({ name: league.name, country }, options.locale),
    kind: league.kind,
    format: league.format,
    scoring: league.scoring,
    seasonId: league.seasonId,
    countryCode: league.countryCode,
    round,
    quadNumber: league.quadNumber,
    rounds: league.quadNumber ? quadSpan(league.quadNumber) : null,
    membersCount: members,
    entriesClosed: league.entriesClosed,
    joinCode: league.kind === "private" ? league.joinCode : null,
    startsFromRound: startsFrom,
    own,
    lastUpdateAt: league.lastUpdateAt,
    ...place,
  };
}

/** Takes a team out of a league's table, closing the gap so positions stay 1..n. */
export async function dropFromTable(tx: Tx, league: Pick<League, "id" | "format">, teamId: number) {
  const [table, rows] = tableRows(league);
  const [row] = await tx.$queryRaw<
    { position: number }[]
  >`DELETE FROM ${table} WHERE ${rows} AND team_id = ${teamId} RETURNING position`;
  if (!row) return;
  // Two steps: (league, position) is unique in `standing` and checked row by row.
  await tx.$executeRaw`UPDATE ${table} SET position = -position WHERE ${rows} AND position > ${row.position}`;
  await tx.$executeRaw`UPDATE ${table} SET position = -position - 1 WHERE ${rows} AND position < 0`;
}

/** A league's info by its natural key (season, country, round) or id, with a user's place. */
export async function readLeagueInfo(options: {
  userId: number;
  placeUserId?: number;
  pageSize: number;
  where: Parameters<typeof readableLeague>[0]["where"];
  locale?: Locale;
}): Promise<LeagueInfo> {
  const { where, ...rest } = options;
  return leagueInfo({ league: await readableLeague({ userId: options.userId, where }), ...rest });
}

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
