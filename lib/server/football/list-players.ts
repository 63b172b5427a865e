// The players list (docs/product.md section 7: GET /footballteams/football-players/): filters by club, name,
// price range and position, ordering by every stat sort option of docs/product.md section 3 (DRF style,
// "-field" descending), with the season's stats, the current round's score and the forecast's expected points. The ~500 players
// are held in memory per cache epoch; a page is filtered and sorted there (one tiny read: the epoch).
import "server-only";
import { getDb } from "@/lib/db";
import type { PlayerStatus } from "@/lib/generated/prisma/enums";
import type { Position } from "@/lib/game/types";
import type { PlayerOrdering } from "@/lib/validation/football";
import { type GameState, currentSeasonOf, epochCached, epochMemo, gameState, readEpoch, roundsOf } from "../game-state";
import type { PlayerCard } from "../teams/team-view";

/** Sort options (docs/product.md section 3) and the values they sort by. */
export const PLAYER_ORDERING: Record<PlayerOrdering, (p: ListedPlayer) => number> = {
  season_score: (p) => p.seasonScore,
  current_price: (p) => p.card.currentPrice,
  popularity_pct: (p) => p.card.popularityBp,
  season_minutes_played: (p) => p.counts.minutes_played,
  GS_OP: (p) => p.counts.GS_OP,
  GS_PK: (p) => p.counts.GS_PK,
  AS: (p) => p.counts.AS,
  PE: (p) => p.counts.PE,
  season_count_sot: (p) => p.counts.SoT,
  CS_HT: (p) => p.counts.CS_HT,
  season_count_tbi: (p) => p.counts.TBI,
  season_count_saop: (p) => p.counts.SA_OP,
  SA_PK: (p) => p.counts.SA_PK,
  GC: (p) => p.counts.GC,
  OG: (p) => p.counts.OG,
  PM: (p) => p.counts.PM,
  YC: (p) => p.counts.YC,
  RC: (p) => p.counts.RC,
  expected_points: (p) => p.expectedNext,
  expected_points_5: (p) => p.expectedNext5,
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
  expected_next: number;
  expected_next_5: number;
}

/** A listed player: his card (as team views show it) with the season's stats and the round's score. */
export interface ListedPlayer {
  card: PlayerCard;
  roundScore: number;
  seasonScore: number;
  /**
   * Expected points (docs/forecast.md) in the next round still to lock (0 when his club has no game in it, the sum of
   * two in a double round) and over the next five; 0 without a forecast.
   */
  expectedNext: number;
  expectedNext5: number;
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
  expectedNext: r.expected_next,
  expectedNext5: r.expected_next_5,
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

/** The round whose scores show as round_score: the live round, else the last finished one (-1: none). */
async function scoreRoundId(state: GameState, seasonId: number): Promise<number> {
  const rounds = roundsOf(state, seasonId);
  if (rounds)
    return (rounds.find((r) => r.status === "live") ?? rounds.findLast((r) => r.status === "finished"))?.id ?? -1;
  // A finished season's rounds are not held in memory.
  const db = await getDb();
  const round = await db.round.findFirst({
    where: { seasonId, status: "finished" },
    orderBy: { number: "desc" },
    select: { id: true },
  });
  return round?.id ?? -1;
}

/**
 * Every player of a Serie A club (those who left are not offered) with the current season's stats and the round's
 * score, in id order: about 500 rows, read once per cache epoch (results and prices change them; lib/server/game-state.ts).
 */
function listedPlayers(epoch: number): Promise<ListedPlayer[]> {
  return epochCached("players-list", epoch, async () => {
    const state = await gameState({ epoch });
    const seasonId = currentSeasonOf(state)?.id ?? -1;
    const roundId = await scoreRoundId(state, seasonId);
    const db = await getDb();
    const rows = await db.$queryRaw<PlayerRow[]>`
      SELECT p.id, p.first_name, p.last_name, p.position::text AS position, p.status::text AS status, p.initial_price, p.current_price, p.popularity_bp,
             c.id AS club_id, c.abbreviation AS club_abbreviation, c.full_name AS club_full_name, c.logo_image AS club_logo_image,
             c.jersey_goalkeeper AS club_jersey_goalkeeper, c.jersey_outfield AS club_jersey_outfield,
             COALESCE(s.points, 0) AS season_score, COALESCE(pr.points, 0) AS round_score,
             COALESCE(s.minutes, 0) AS minutes, COALESCE(s.gs_op, 0) AS gs_op, COALESCE(s.gs_pk, 0) AS gs_pk, COALESCE(s.assists, 0) AS assists,
             COALESCE(s.pe, 0) AS pe, COALESCE(s.sot, 0) AS sot, COALESCE(s.cs_ht, 0) AS cs_ht, COALESCE(s.tbi, 0) AS tbi, COALESCE(s.sa_op, 0) AS sa_op,
             COALESCE(s.sa_pk, 0) AS sa_pk, COALESCE(s.gc, 0) AS gc, COALESCE(s.og, 0) AS og, COALESCE(s.pm, 0) AS pm, COALESCE(s.yc, 0) AS yc, COALESCE(s.rc, 0) AS rc,
             COALESCE(x.next, 0) AS expected_next, COALESCE(x.next_5, 0) AS expected_next_5
      FROM player p
      JOIN club c ON c.id = p.club_id
      LEFT JOIN player_season_stat s ON s.player_id = p.id AND s.season_id = ${seasonId}
      LEFT JOIN player_round pr ON pr.player_id = p.id AND pr.round_id = ${roundId}
      LEFT JOIN (
        SELECT e.player_id, sum(e.points) FILTER (WHERE n.ahead = 1) AS next, sum(e.points) AS next_5
        FROM player_expected_points e
        JOIN (SELECT id, row_number() OVER (ORDER BY number) AS ahead FROM round
              WHERE season_id = ${seasonId} AND status = 'scheduled') n ON n.id = e.round_id AND n.ahead <= 5
        GROUP BY e.player_id
      ) x ON x.player_id = p.id
      ORDER BY p.id`;
    return rows.map(toListed);
  });
}

/** Players of Serie A clubs, filtered and ordered (then by id), a page of them with the total count; from memory. */
export async function listPlayers(options: PlayerListOptions): Promise<{ count: number; results: ListedPlayer[] }> {
  return pageOf(await listedPlayers(await readEpoch()), options);
}

export interface PlayerPage {
  count: number;
  results: ListedPlayer[];
}

/**
 * A page of the players list as `view` renders it (the API's JSON text), kept per cache epoch and query in this
 * process: until an operator's change moves the epoch the page is the same for everyone who asks, so it is filtered,
 * sorted and rendered once (lib/server/game-state.ts `epochMemo`). `view.name` tells renderings apart.
 */
export async function listPlayersView<T>(
  options: PlayerListOptions,
  view: { name: string; render: (page: PlayerPage) => T },
): Promise<T> {
  const epoch = await readEpoch();
  const players = await listedPlayers(epoch);
  return epochMemo(`players-page:${view.name}`, pageKey(options), epoch, () => view.render(pageOf(players, options)));
}

const tenths = (millions: number | undefined) => (millions === undefined ? undefined : Math.round(millions * 10));

/** The query as the filter reads it: two queries with one key select the same page. */
function pageKey(options: PlayerListOptions): string {
  const ordering = options.ordering ?? { field: "season_score", descending: true };
  return JSON.stringify([
    options.offset,
    options.limit,
    options.clubId ?? null,
    options.fullName?.toLowerCase() || null,
    ordering.field,
    ordering.descending,
    tenths(options.minPrice) ?? null,
    tenths(options.maxPrice) ?? null,
    options.position || null,
  ]);
}

function pageOf(players: ListedPlayer[], options: PlayerListOptions): PlayerPage {
  const name = options.fullName?.toLowerCase();
  const min = tenths(options.minPrice);
  const max = tenths(options.maxPrice);
  const matching = players.filter(
    ({ card }) =>
      (options.clubId === undefined || card.club?.id === options.clubId) &&
      (!options.position || card.position === options.position) &&
      (min === undefined || card.currentPrice >= min) &&
      (max === undefined || card.currentPrice <= max) &&
      (!name || `${card.firstName} ${card.lastName}`.toLowerCase().includes(name)),
  );
  const ordering = options.ordering ?? { field: "season_score", descending: true };
  const value = PLAYER_ORDERING[ordering.field];
  const sign = ordering.descending ? -1 : 1;
  // `players` is in id order and the sort is stable: equal values stay in id order.
  const sorted = matching.sort((a, b) => sign * (value(a) - value(b)));
  return { count: sorted.length, results: sorted.slice(options.offset, options.offset + options.limit) };
}
