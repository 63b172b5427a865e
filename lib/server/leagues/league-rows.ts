// League tables as the engine builds them (table `standing`, numbered by `position`; a head-to-head league's in
// head_to_head_standing): where a league's rows live, a page of them, a fan's place, a row as the caller sees it, and
// a team taken out. A page of members is an index range on (league_id, position) and the member count is the last
// position, so any page of a 1,000,000-member league costs the same as the first (docs/design.md section 6).
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { placementPercent } from "@/lib/game/ranking";
import { Prisma, type League } from "@/lib/generated/prisma/client";
import { teamInSeason } from "./readable-league";

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
