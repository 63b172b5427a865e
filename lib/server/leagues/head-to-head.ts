// Head-to-head leagues as fans and the API read them: a league's table (after its last closed round), a round's
// matches (fixtures before it is played, provisional scores while it is live, results once closed), and a fan's own
// match of a round in each of his head-to-head leagues. The engine writes them (head-to-head-sql.ts).
import "server-only";
import { getDb } from "@/lib/db";
import type { HeadToHeadScoring, League, RoundStatus } from "@/lib/generated/prisma/client";
import { gameState, roundsOf } from "../game-state";
import type { TableRow } from "@/lib/game/head-to-head";
import { type MemberPlace, type MemberPlaceRow, memberPlace, notFound, readableLeague } from "./tables";

export interface HeadToHeadRoundRef {
  id: number;
  number: number;
  status: RoundStatus;
}

/** A side of a match: a member's team, the "average" opponent of an odd count, or a team deleted since. */
export interface HeadToHeadSide {
  kind: "team" | "average" | "former";
  teamId: number | null;
  teamName: string | null;
  manager: string | null;
  userId: number | null;
  own: boolean;
  /** Round points (the average's for the average); null before the round is played. */
  points: number | null;
  goals: number | null;
}

export interface HeadToHeadMatchView {
  slot: number;
  home: HeadToHeadSide;
  away: HeadToHeadSide;
}

export interface HeadToHeadRoundView {
  round: HeadToHeadRoundRef;
  /** Scores from the live points: they change until the round is closed. */
  provisional: boolean;
  /** The round was called off: its fixtures never count. */
  cancelled: boolean;
  matches: HeadToHeadMatchView[];
}

export interface HeadToHeadMatches {
  scoring: HeadToHeadScoring;
  /** The league's first round: its deadline closes entries and draws the fixtures. */
  startsFrom: { id: number; number: number };
  /** Every round with fixtures, in order (empty before the draw). */
  rounds: HeadToHeadRoundRef[];
  /** The round asked for, or this round's: the live one, else the next to play, else the last. Null before the draw. */
  current: HeadToHeadRoundView | null;
}

/** A head-to-head table's row: the member's place and his record (lib/game/head-to-head.ts TableRow). */
export interface HeadToHeadTableRow extends MemberPlace, Omit<TableRow, "rank" | "teamId"> {}

export interface HeadToHeadTable {
  scoring: HeadToHeadScoring;
  /** The closed round the table is after; null before the first close (every member at 0, in join order). */
  afterRound: { id: number; number: number } | null;
  rows: HeadToHeadTableRow[];
}

/** A head-to-head league the user may read (member or owner); 404 for any other league. */
export async function readableHeadToHead(
  userId: number,
  leagueId: number,
): Promise<League & { scoring: HeadToHeadScoring }> {
  const league = await readableLeague({ userId, where: { id: leagueId, kind: "private" } });
  if (league.format !== "head_to_head" || !league.scoring) throw notFound();
  return league as League & { scoring: HeadToHeadScoring };
}

interface MatchRow {
  slot: number;
  home_team_id: number | null;
  away_team_id: number | null;
  home_points: number | null;
  away_points: number | null;
  home_goals: number | null;
  away_goals: number | null;
  home_name: string | null;
  away_name: string | null;
  home_manager: string | null;
  away_manager: string | null;
  home_user: number | null;
  away_user: number | null;
}

const MATCH_COLUMNS = `x.slot, x.home_team_id, x.away_team_id, x.home_points, x.away_points, x.home_goals, x.away_goals,
  ht.name AS home_name, at.name AS away_name, hu.first_name || ' ' || hu.last_name AS home_manager,
  au.first_name || ' ' || au.last_name AS away_manager, ht.user_id AS home_user, at.user_id AS away_user`;
const MATCH_JOINS = `LEFT JOIN user_team ht ON ht.id = x.home_team_id LEFT JOIN "user" hu ON hu.id = ht.user_id
  LEFT JOIN user_team at ON at.id = x.away_team_id LEFT JOIN "user" au ON au.id = at.user_id`;

function side(row: MatchRow, which: "home" | "away", userId: number, played: boolean): HeadToHeadSide {
  const teamId = row[`${which}_team_id`];
  const name = row[`${which}_name`];
  return {
    kind: teamId === null ? "average" : name === null ? "former" : "team",
    teamId,
    teamName: name,
    manager: row[`${which}_manager`],
    userId: row[`${which}_user`],
    own: row[`${which}_user`] === userId,
    points: played ? row[`${which}_points`] : null,
    goals: played ? row[`${which}_goals`] : null,
  };
}

const matchView = (row: MatchRow, userId: number, played: boolean): HeadToHeadMatchView => ({
  slot: row.slot,
  home: side(row, "home", userId, played),
  away: side(row, "away", userId, played),
});

/** A round's view: scores once it is live or finished (a cancelled round's never count, so none are shown). */
const roundView = (round: HeadToHeadRoundRef, rows: MatchRow[], userId: number): HeadToHeadRoundView => {
  const played = round.status === "live" || round.status === "finished";
  return {
    round,
    provisional: round.status === "live",
    cancelled: round.status === "cancelled",
    matches: rows.map((row) => matchView(row, userId, played)),
  };
};

/** A head-to-head league's fixtures and results of round number `round` (default: this round), with its rounds. */
export async function readHeadToHeadMatches(options: {
  userId: number;
  leagueId: number;
  round?: number;
}): Promise<HeadToHeadMatches> {
  const league = await readableHeadToHead(options.userId, options.leagueId);
  const db = await getDb();
  const [rounds, start] = await Promise.all([
    db.$queryRaw<HeadToHeadRoundRef[]>`
      SELECT r.id, r.number, r.status::text AS status FROM round r
      WHERE r.id IN (SELECT DISTINCT round_id FROM head_to_head_match WHERE league_id = ${league.id})
      ORDER BY r.number`,
    db.round.findUniqueOrThrow({ where: { id: league.startsFromRoundId! }, select: { id: true, number: true } }),
  ]);
  const chosen =
    rounds.find((r) => r.number === options.round) ??
    rounds.find((r) => r.status === "live") ??
    rounds.find((r) => r.status === "scheduled") ??
    rounds.at(-1);
  if (options.round !== undefined && chosen?.number !== options.round) throw notFound();
  if (!chosen) return { scoring: league.scoring, startsFrom: start, rounds, current: null };
  const rows = await db.$queryRawUnsafe<MatchRow[]>(
    `SELECT ${MATCH_COLUMNS} FROM head_to_head_match x ${MATCH_JOINS}
     WHERE x.league_id = $1 AND x.round_id = $2 ORDER BY x.slot`,
    league.id,
    chosen.id,
  );
  return { scoring: league.scoring, startsFrom: start, rounds, current: roundView(chosen, rows, options.userId) };
}

/**
 * A head-to-head league's table after its last closed round (the close writes it); before the first close every
 * member at 0, in the order they joined.
 */
export async function readHeadToHeadTable(options: { userId: number; leagueId: number }): Promise<HeadToHeadTable> {
  const league = await readableHeadToHead(options.userId, options.leagueId);
  const db = await getDb();
  const after = league.tableRoundId
    ? await db.round.findUnique({ where: { id: league.tableRoundId }, select: { id: true, number: true } })
    : null;
  const rows = await db.$queryRaw<
    (Omit<HeadToHeadTableRow, keyof MemberPlace | "pointsFor" | "goalsFor"> &
      MemberPlaceRow & { points_for: number; goals_for: number })[]
  >`
    SELECT s.rank, s.position, s.previous_rank, s.played, s.won, s.drawn, s.lost, s.points_for, s.goals_for, s.points,
           t.id AS team_id, t.name, t.user_id, u.first_name || ' ' || u.last_name AS manager
    FROM (SELECT rank, position, previous_rank, played, won, drawn, lost, points_for, goals_for, points, team_id
          FROM head_to_head_standing WHERE league_id = ${league.id} AND round_id = ${after?.id ?? -1}
          UNION ALL
          SELECT 1, row_number() OVER (ORDER BY joined_at, team_id)::int, NULL, 0, 0, 0, 0, 0, 0, 0, team_id
          FROM league_member WHERE league_id = ${league.id} AND ${after === null}) s
    JOIN user_team t ON t.id = s.team_id JOIN "user" u ON u.id = t.user_id
    ORDER BY s.position`;
  return {
    scoring: league.scoring,
    afterRound: after ?? null,
    rows: rows.map((r) => ({
      ...memberPlace(r, options.userId),
      played: r.played,
      won: r.won,
      drawn: r.drawn,
      lost: r.lost,
      pointsFor: r.points_for,
      goalsFor: r.goals_for,
      points: r.points,
    })),
  };
}

/** The fan's own match of a round in one of his head-to-head leagues. */
export interface OwnHeadToHeadMatch extends Omit<HeadToHeadRoundView, "matches"> {
  leagueId: number;
  leagueName: string;
  scoring: HeadToHeadScoring;
  match: HeadToHeadMatchView;
}

/**
 * The fan's match of `round` in each of his head-to-head leagues of the round's season (by league name), with the
 * round's state; none where his league has no fixture that round. One statement (his team found by it).
 */
export async function ownHeadToHeadMatches(options: {
  userId: number;
  seasonId: number;
  round: HeadToHeadRoundRef;
}): Promise<OwnHeadToHeadMatch[]> {
  const { round } = options;
  const db = await getDb();
  const rows = await db.$queryRawUnsafe<
    (MatchRow & { league_id: number; league_name: string; scoring: HeadToHeadScoring })[]
  >(
    `SELECT x.league_id, l.name AS league_name, l.scoring, ${MATCH_COLUMNS}
     FROM user_team t JOIN league_member m ON m.team_id = t.id
     JOIN league l ON l.id = m.league_id AND l.format = 'head_to_head'
     JOIN head_to_head_match x ON x.league_id = l.id AND x.round_id = $3 AND t.id IN (x.home_team_id, x.away_team_id)
     ${MATCH_JOINS}
     WHERE t.user_id = $1 AND t.season_id = $2 ORDER BY lower(l.name), l.id`,
    options.userId,
    options.seasonId,
    round.id,
  );
  const ref = { id: round.id, number: round.number, status: round.status };
  return rows.map((row) => {
    const { matches, ...view } = roundView(ref, [row], options.userId);
    return { ...view, leagueId: row.league_id, leagueName: row.league_name, scoring: row.scoring, match: matches[0]! };
  });
}

/** The fan's matches of this round in the season: the live round's, else the next round's to play. */
export async function currentHeadToHeadMatches(options: { userId: number; seasonId: number }) {
  const rounds = roundsOf(await gameState(), options.seasonId) ?? [];
  const round = rounds.find((r) => r.status === "live") ?? rounds.find((r) => r.status === "scheduled");
  return round ? ownHeadToHeadMatches({ ...options, round }) : [];
}
