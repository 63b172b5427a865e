// The leagues boards of the signed-in home and the leagues page (docs/product.md section 2 "/main/", "Leagues page"):
// the fan's place in the common leagues (season, round, quad, country) and his private leagues. The tables are the
// engine's: every close rebuilds them all, and a live round's refreshes rebuild its round and quad tables, which then
// hold live standings (provisional); the season, country and private tables stay those after the last finished round.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { quadOf } from "@/lib/game/calendar";
import { placementPercent } from "@/lib/game/ranking";
import type { LeagueKind } from "@/lib/generated/prisma/client";
import { gameState, roundsOf } from "../game-state";
import { type BoardRound, currentRound } from "./board-round";
import { listPrivateLeagues, type PrivateLeagueSummary } from "./list-private-leagues";
import { type OwnHeadToHeadMatch, ownHeadToHeadMatches } from "./own-head-to-head-matches";
import { localName } from "./readable-league";

export type CommonLeagueKind = Exclude<LeagueKind, "private">;

/** A common league on a board: the fan's rank and placement percentage (null when his team is not in its table). */
export interface CommonLeagueEntry {
  kind: CommonLeagueKind;
  id: number;
  name: string;
  countryCode: string | null;
  /** The round league's round number, the quad league's quad number. */
  number: number | null;
  membersCount: number;
  rank: number | null;
  totalPoints: number | null;
  placeInPercentage: number | null;
  /** The table holds live points (its round, or a round of its quad, is live). */
  provisional: boolean;
}

export interface PrivateLeagueEntry extends PrivateLeagueSummary {
  placeInPercentage: number | null;
  /** A head-to-head league: the fan's match of this round (the live one, else the next), if he has one. */
  match: OwnHeadToHeadMatch | null;
}

export interface LeagueBoards {
  seasonId: number | null;
  common: CommonLeagueEntry[];
  private: PrivateLeagueEntry[];
  /**
   * The round the round and quad boards follow: the one asked for when it is live or finished, else the live round,
   * else the last finished one.
   */
  round: BoardRound | null;
  /** The rounds the boards can follow (live and finished), newest first: the boards' round selector. */
  rounds: number[];
  /** The live round's number, and the last finished round's: the tables that are not live hold the standings after it. */
  live: number | null;
  lastFinished: number | null;
}

/**
 * The common leagues of `keys` in the season, and the fan's country league, each with the fan's row in its table and
 * the table's size: one statement, whatever the league sizes (index probes on standing).
 */
async function commonPlaces(userId: number, seasonId: number, keys: string[]) {
  const db = await getDb();
  return db.$queryRaw<
    {
      id: number;
      kind: CommonLeagueKind;
      name: string;
      country_code: string | null;
      quad_number: number | null;
      name_en: string | null;
      name_it: string | null;
      rank: number | null;
      points: number | null;
      size: number | null;
    }[]
  >`
    WITH team AS (SELECT id, country_code FROM user_team WHERE user_id = ${userId} AND season_id = ${seasonId})
    SELECT l.id, l.kind::text AS kind, l.name, l.country_code, l.quad_number, c.name_en, c.name_it, st.rank, st.points,
           (SELECT max(s.position) FROM standing s WHERE s.league_id = l.id) AS size
    FROM league l
    LEFT JOIN country c ON c.code = l.country_code
    LEFT JOIN standing st ON st.league_id = l.id AND st.team_id = (SELECT id FROM team)
    WHERE l.season_id = ${seasonId} AND l.kind <> 'private'
      AND (l.key = ANY (${keys}::text[]) OR l.key = 'country:' || (SELECT country_code FROM team))`;
}

/** The fan's matches of this round in the season: the live round's, else the next round's to play. */
async function currentHeadToHeadMatches(options: { userId: number; seasonId: number }) {
  const rounds = roundsOf(await gameState(), options.seasonId) ?? [];
  const round = rounds.find((r) => r.status === "live") ?? rounds.find((r) => r.status === "scheduled");
  return round ? ownHeadToHeadMatches({ ...options, round }) : [];
}

/**
 * The fan's common and private league boards in the live season; the
 * round and quad boards follow `round` when it is live or finished (the next round page's round selector).
 */
export async function getLeagueBoards(options: {
  userId: number;
  round?: number;
  /** The language of the country league's name. */
  locale: Locale;
}): Promise<LeagueBoards> {
  const { seasonId, round, rounds, live, lastFinished } = await currentRound(options.round);
  if (!seasonId) return { seasonId, round, rounds, live, lastFinished, common: [], private: [] };
  const keys = ["season"];
  if (round) keys.push(`round:${round.number}`, `quad:${quadOf(round.number)}`);
  const [leagues, privates] = await Promise.all([
    commonPlaces(options.userId, seasonId, keys),
    listPrivateLeagues({ userId: options.userId }),
  ]);
  // A table holds live points when the live refresh writes it: the live round's round and quad tables.
  const provisionalFor = (kind: CommonLeagueKind) =>
    live !== null &&
    (kind === "round" ? round!.number === live : kind === "quad" && quadOf(round!.number) === quadOf(live));
  const order: CommonLeagueKind[] = ["season", "round", "quad", "country"];
  const common = leagues
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
    .map((league) => {
      const members = league.size ?? 0;
      const country = league.name_en === null ? null : { nameEn: league.name_en, nameIt: league.name_it! };
      return {
        kind: league.kind,
        id: league.id,
        name: localName({ name: league.name, country }, options.locale),
        countryCode: league.country_code,
        number: league.kind === "round" ? round!.number : league.kind === "quad" ? league.quad_number : null,
        membersCount: members,
        rank: league.rank,
        totalPoints: league.points,
        placeInPercentage: league.rank === null ? null : placementPercent(league.rank, members),
        provisional: provisionalFor(league.kind),
      };
    });
  const matches = privates.some((l) => l.format === "head_to_head")
    ? await currentHeadToHeadMatches({ userId: options.userId, seasonId })
    : [];
  return {
    seasonId,
    round,
    rounds,
    live,
    lastFinished,
    common,
    private: privates.map((l) => ({
      ...l,
      placeInPercentage: l.rank === null ? null : placementPercent(l.rank, l.membersCount),
      match: matches.find((m) => m.leagueId === l.id) ?? null,
    })),
  };
}
