// A fan's own match of a round in each of his head-to-head leagues, beside his team on the round pages and on the
// leagues boards.
import "server-only";
import { getDb } from "@/lib/db";
import type { HeadToHeadScoring } from "@/lib/generated/prisma/client";
import {
  type HeadToHeadMatchView,
  type HeadToHeadRoundRef,
  type HeadToHeadRoundView,
  MATCH_COLUMNS,
  MATCH_JOINS,
  type MatchRow,
  roundView,
} from "./head-to-head-views";

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
