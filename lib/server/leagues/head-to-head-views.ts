// A head-to-head league's matches as fans and the API read them: a round's fixtures before it is played, provisional
// scores while it is live, results once closed; the SQL row of a match and its view, shared by a league's round and
// a fan's own matches. The engine writes them (head-to-head-sql.ts).
import "server-only";
import type { RoundStatus } from "@/lib/generated/prisma/client";

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

export interface MatchRow {
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

export const MATCH_COLUMNS = `x.slot, x.home_team_id, x.away_team_id, x.home_points, x.away_points, x.home_goals, x.away_goals,
  ht.name AS home_name, at.name AS away_name, hu.first_name || ' ' || hu.last_name AS home_manager,
  au.first_name || ' ' || au.last_name AS away_manager, ht.user_id AS home_user, at.user_id AS away_user`;
export const MATCH_JOINS = `LEFT JOIN user_team ht ON ht.id = x.home_team_id LEFT JOIN "user" hu ON hu.id = ht.user_id
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
export const roundView = (round: HeadToHeadRoundRef, rows: MatchRow[], userId: number): HeadToHeadRoundView => {
  const played = round.status === "live" || round.status === "finished";
  return {
    round,
    provisional: round.status === "live",
    cancelled: round.status === "cancelled",
    matches: rows.map((row) => matchView(row, userId, played)),
  };
};
