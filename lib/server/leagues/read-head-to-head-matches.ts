// A head-to-head league's round (docs/product.md section 10 "Leagues"): its fixtures before it is played,
// provisional scores while it is live, results once closed, with every round that has fixtures.
import "server-only";
import { getDb } from "@/lib/db";
import type { HeadToHeadScoring } from "@/lib/generated/prisma/client";
import {
  type HeadToHeadRoundRef,
  type HeadToHeadRoundView,
  MATCH_COLUMNS,
  MATCH_JOINS,
  type MatchRow,
  roundView,
} from "./head-to-head-views";
import { notFound, readableHeadToHead } from "./readable-league";

export interface HeadToHeadMatches {
  scoring: HeadToHeadScoring;
  /** The league's first round: its deadline closes entries and draws the fixtures. */
  startsFrom: { id: number; number: number };
  /** Every round with fixtures, in order (empty before the draw). */
  rounds: HeadToHeadRoundRef[];
  /** The round asked for, or this round's: the live one, else the next to play, else the last. Null before the draw. */
  current: HeadToHeadRoundView | null;
}

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
