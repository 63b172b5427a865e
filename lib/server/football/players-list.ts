// The players list (spec section 7: GET /footballteams/football-players/): filters by club, name,
// price range and position, ordering by every stat sort option of spec section 3 (DRF style,
// "-field" descending), with the season's stats and the current round's score. One SQL query.
import "server-only";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PlayerStatus } from "@/lib/generated/prisma/enums";
import type { Position } from "@/lib/game/types";
import type { PlayerOrdering } from "@/lib/validation/football";
import { getCurrentSeason } from "../seasons/current-season";
import type { PlayerCard } from "../teams/team-view";

/** Sort options (spec section 3) and their columns. */
export const PLAYER_ORDERING: Record<PlayerOrdering, string> = {
  season_score: "season_score",
  current_price: "p.current_price",
  popularity_pct: "p.popularity_bp",
  season_minutes_played: "COALESCE(s.minutes, 0)",
  GS_OP: "COALESCE(s.gs_op, 0)",
  GS_PK: "COALESCE(s.gs_pk, 0)",
  AS: "COALESCE(s.assists, 0)",
  PE: "COALESCE(s.pe, 0)",
  season_count_sot: "COALESCE(s.sot, 0)",
  CS_HT: "COALESCE(s.cs_ht, 0)",
  season_count_tbi: "COALESCE(s.tbi, 0)",
  season_count_saop: "COALESCE(s.sa_op, 0)",
  SA_PK: "COALESCE(s.sa_pk, 0)",
  GC: "COALESCE(s.gc, 0)",
  OG: "COALESCE(s.og, 0)",
  PM: "COALESCE(s.pm, 0)",
  YC: "COALESCE(s.yc, 0)",
  RC: "COALESCE(s.rc, 0)",
};

export interface PlayerListOptions {
  offset: number;
  limit: number;
  clubId?: number;
  fullName?: string;
  /** e.g. "-season_score" */
  ordering?: { field: PlayerOrdering; descending: boolean };
  /** Millions of euro, as the price slider sends them. */
  minPrice?: number;
  maxPrice?: number;
  position?: Position;
}

interface PlayerRow {
  id: number;
  first_name: string;
  last_name: string;
  position: Position;
  status: PlayerStatus;
  initial_price: number;
  current_price: number;
  popularity_bp: number;
  club_id: number;
  club_abbreviation: string;
  club_full_name: string;
  club_logo_image: string;
  club_jersey_goalkeeper: string;
  club_jersey_outfield: string;
  season_score: number;
  round_score: number;
  minutes: number;
  gs_op: number;
  gs_pk: number;
  assists: number;
  pe: number;
  sot: number;
  cs_ht: number;
  tbi: number;
  sa_op: number;
  sa_pk: number;
  gc: number;
  og: number;
  pm: number;
  yc: number;
  rc: number;
  total: bigint;
}

/** A listed player: his card (as team views show it) with the season's stats and the round's score. */
export interface ListedPlayer {
  card: PlayerCard;
  roundScore: number;
  seasonScore: number;
  /** Season action counts by code, with minutes_played. */
  counts: Record<
    | "minutes_played"
    | "GS_OP"
    | "GS_PK"
    | "AS"
    | "PE"
    | "SoT"
    | "CS_HT"
    | "TBI"
    | "SA_OP"
    | "SA_PK"
    | "GC"
    | "OG"
    | "PM"
    | "YC"
    | "RC",
    number
  >;
}

const toListed = (r: PlayerRow): ListedPlayer => ({
  card: {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    position: r.position,
    status: r.status,
    currentPrice: r.current_price,
    initialPrice: r.initial_price,
    popularityBp: r.popularity_bp,
    club: {
      id: r.club_id,
      abbreviation: r.club_abbreviation,
      fullName: r.club_full_name,
      logoImage: r.club_logo_image,
      jerseyGoalkeeper: r.club_jersey_goalkeeper,
      jerseyOutfield: r.club_jersey_outfield,
    },
  },
  roundScore: r.round_score,
  seasonScore: r.season_score,
  counts: {
    minutes_played: r.minutes,
    GS_OP: r.gs_op,
    GS_PK: r.gs_pk,
    AS: r.assists,
    PE: r.pe,
    SoT: r.sot,
    CS_HT: r.cs_ht,
    TBI: r.tbi,
    SA_OP: r.sa_op,
    SA_PK: r.sa_pk,
    GC: r.gc,
    OG: r.og,
    PM: r.pm,
    YC: r.yc,
    RC: r.rc,
  },
});

/** The round whose scores show as round_score: the live round, else the last finished one. */
async function scoreRoundId(seasonId: number): Promise<number> {
  const db = await getDb();
  const round =
    (await db.round.findFirst({ where: { seasonId, status: "live" }, select: { id: true } })) ??
    (await db.round.findFirst({
      where: { seasonId, status: "finished" },
      orderBy: { number: "desc" },
      select: { id: true },
    }));
  return round?.id ?? -1;
}

/** Players of Serie A clubs (those who left are not offered), filtered and ordered; with the total count. */
export async function listPlayers(options: PlayerListOptions): Promise<{ count: number; results: ListedPlayer[] }> {
  const db = await getDb();
  const season = await getCurrentSeason();
  const seasonId = season?.id ?? -1;
  const roundId = await scoreRoundId(seasonId);
  const where: Prisma.Sql[] = [Prisma.sql`p.club_id IS NOT NULL`];
  if (options.clubId !== undefined) where.push(Prisma.sql`p.club_id = ${options.clubId}`);
  if (options.position) where.push(Prisma.sql`p.position = ${options.position}::"Position"`);
  if (options.minPrice !== undefined) where.push(Prisma.sql`p.current_price >= ${Math.round(options.minPrice * 10)}`);
  if (options.maxPrice !== undefined) where.push(Prisma.sql`p.current_price <= ${Math.round(options.maxPrice * 10)}`);
  if (options.fullName) {
    const pattern = `%${options.fullName.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(Prisma.sql`(p.first_name || ' ' || p.last_name) ILIKE ${pattern}`);
  }
  const ordering = options.ordering ?? { field: "season_score", descending: true };
  const orderBy = Prisma.raw(`${PLAYER_ORDERING[ordering.field]} ${ordering.descending ? "DESC" : "ASC"}, p.id ASC`);
  const rows = await db.$queryRaw<PlayerRow[]>`
    SELECT p.id, p.first_name, p.last_name, p.position::text AS position, p.status::text AS status, p.initial_price, p.current_price, p.popularity_bp,
           c.id AS club_id, c.abbreviation AS club_abbreviation, c.full_name AS club_full_name, c.logo_image AS club_logo_image,
           c.jersey_goalkeeper AS club_jersey_goalkeeper, c.jersey_outfield AS club_jersey_outfield,
           COALESCE(s.points, 0) AS season_score, COALESCE(pr.points, 0) AS round_score,
           COALESCE(s.minutes, 0) AS minutes, COALESCE(s.gs_op, 0) AS gs_op, COALESCE(s.gs_pk, 0) AS gs_pk, COALESCE(s.assists, 0) AS assists,
           COALESCE(s.pe, 0) AS pe, COALESCE(s.sot, 0) AS sot, COALESCE(s.cs_ht, 0) AS cs_ht, COALESCE(s.tbi, 0) AS tbi, COALESCE(s.sa_op, 0) AS sa_op,
           COALESCE(s.sa_pk, 0) AS sa_pk, COALESCE(s.gc, 0) AS gc, COALESCE(s.og, 0) AS og, COALESCE(s.pm, 0) AS pm, COALESCE(s.yc, 0) AS yc, COALESCE(s.rc, 0) AS rc,
           count(*) OVER () AS total
    FROM player p
    JOIN club c ON c.id = p.club_id
    LEFT JOIN player_season_stat s ON s.player_id = p.id AND s.season_id = ${seasonId}
    LEFT JOIN player_round pr ON pr.player_id = p.id AND pr.round_id = ${roundId}
    WHERE ${Prisma.join(where, " AND ")}
    ORDER BY ${orderBy}
    LIMIT ${options.limit} OFFSET ${options.offset}`;
  let count = rows.length ? Number(rows[0]!.total) : 0;
  if (!rows.length && options.offset > 0) {
    const [{ n }] = await db.$queryRaw<
      { n: bigint }[]
    >`SELECT count(*) AS n FROM player p WHERE ${Prisma.join(where, " AND ")}`;
    count = Number(n);
  }
  return { count, results: rows.map(toListed) };
}
