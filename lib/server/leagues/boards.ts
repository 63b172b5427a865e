// The signed-in home and the leagues page (docs/product.md section 2 "/main/", "Leagues page"): the fan's place in the common
// leagues (season, round, quad, country) and his private leagues, and his season and round numbers. The tables are the
// engine's: every close rebuilds them all, and a live round's refreshes rebuild its round and quad tables, which then
// hold live standings (provisional); the season, country and private tables stay those after the last finished round.
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";
import { canStartPrivateLeague, quadOf, quadSpan } from "@/lib/game/calendar";
import { placementPercent } from "@/lib/game/ranking";
import type { LeagueKind } from "@/lib/generated/prisma/client";
import { currentHeadToHeadMatches, type OwnHeadToHeadMatch } from "./head-to-head";
import { listPrivateLeagues, type PrivateLeagueSummary } from "./private-leagues";
import { localName } from "./tables";
import { gameState, roundsOf } from "../game-state";

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
  round: { id: number; number: number; status: "live" | "finished" } | null;
  /** The rounds the boards can follow (live and finished), newest first: the boards' round selector. */
  rounds: number[];
  /** The live round's number, and the last finished round's: the tables that are not live hold the standings after it. */
  live: number | null;
  lastFinished: number | null;
}

type BoardRound = NonNullable<LeagueBoards["round"]>;

/** The live season's id, its live and finished rounds (newest first) and the round the boards follow. */
async function currentRound(asked?: number) {
  const state = await gameState();
  const season = state.seasons.find((s) => s.status === "live");
  if (!season) return { seasonId: null, round: null, rounds: [], live: null, lastFinished: null };
  const played = (roundsOf(state, season.id) ?? [])
    .filter((r): r is typeof r & BoardRound => r.status === "live" || r.status === "finished")
    .map((r) => ({ id: r.id, number: r.number, status: r.status }))
    .reverse();
  const round = played.find((r) => r.number === asked) ?? played.find((r) => r.status === "live") ?? played[0] ?? null;
  const live = played.find((r) => r.status === "live")?.number ?? null;
  const lastFinished = played.find((r) => r.status === "finished")?.number ?? null;
  return { seasonId: season.id, round, rounds: played.map((r) => r.number), live, lastFinished };
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

/** The fan's numbers on the home page (docs/product.md section 2 "/main/"). */
export interface HomeSummary {
  fullName: string;
  teamName: string | null;
  season: { totalPoints: number; rank: number | null; averagePoints: number } | null;
  /** The last finished round: the fan's points and rank beside the round's average and best. */
  lastRound: {
    number: number;
    points: number | null;
    rank: number | null;
    avgPoints: number | null;
    maxPoints: number | null;
    maxPointsUserId: number | null;
  } | null;
  /** The live round: provisional points and rank, as the last live refresh computed them. */
  liveRound: { number: number; points: number | null; rank: number | null } | null;
}

export async function getHomeSummary(options: {
  userId: number;
  firstName: string;
  lastName: string;
}): Promise<HomeSummary> {
  const db = await getDb();
  const fullName = `${options.firstName} ${options.lastName}`;
  const season = await db.season.findFirst({ where: { status: "live" }, select: { id: true } });
  const team = season
    ? await db.userTeam.findUnique({
        where: { userId_seasonId: { userId: options.userId, seasonId: season.id } },
        select: { id: true, name: true, totalPoints: true },
      })
    : null;
  if (!season || !team)
    return { fullName, teamName: team?.name ?? null, season: null, lastRound: null, liveRound: null };
  const [finished, live, seasonLeague, played] = await Promise.all([
    db.round.findFirst({ where: { seasonId: season.id, status: "finished" }, orderBy: { number: "desc" } }),
    db.round.findFirst({ where: { seasonId: season.id, status: "live" }, orderBy: { number: "desc" } }),
    db.league.findFirst({ where: { seasonId: season.id, key: "season" }, select: { id: true } }),
    db.teamRound.count({ where: { teamId: team.id, round: { status: "finished" } } }),
  ]);
  const [seasonRow, finishedRound, best, liveRound, liveLeague] = await Promise.all([
    seasonLeague
      ? db.standing.findUnique({ where: { leagueId_teamId: { leagueId: seasonLeague.id, teamId: team.id } } })
      : null,
    finished ? db.teamRound.findUnique({ where: { roundId_teamId: { roundId: finished.id, teamId: team.id } } }) : null,
    finished?.maxPointsTeamId
      ? db.userTeam.findUnique({ where: { id: finished.maxPointsTeamId }, select: { userId: true } })
      : null,
    live ? db.teamRound.findUnique({ where: { roundId_teamId: { roundId: live.id, teamId: team.id } } }) : null,
    live ? db.league.findFirst({ where: { roundId: live.id, kind: "round" }, select: { id: true } }) : null,
  ]);
  const liveRow = liveLeague
    ? await db.standing.findUnique({ where: { leagueId_teamId: { leagueId: liveLeague.id, teamId: team.id } } })
    : null;
  return {
    fullName,
    teamName: team.name,
    season: {
      totalPoints: team.totalPoints,
      rank: seasonRow?.rank ?? null,
      averagePoints: played ? Math.round((10 * team.totalPoints) / played) / 10 : 0,
    },
    lastRound: finished
      ? {
          number: finished.number,
          points: finishedRound?.points ?? null,
          rank: finishedRound?.roundRank ?? null,
          avgPoints: finished.avgPoints === null ? null : Math.round(finished.avgPoints * 10) / 10,
          maxPoints: finished.maxPoints,
          maxPointsUserId: best?.userId ?? null,
        }
      : null,
    liveRound: live
      ? { number: live.number, points: liveRow?.points ?? liveRound?.points ?? null, rank: liveRow?.rank ?? null }
      : null,
  };
}

/** What a ranking page shows beside the table: the league, and the rounds and quads its picker offers. */
export interface RankingChoice {
  leagueId: number | null;
  /** The rounds with a round league (finished and live), newest first. */
  rounds: { number: number; status: string }[];
  /** The quads with a quad league, newest first. */
  quads: number[];
  round: number | null;
  quad: number | null;
  /** The table holds a live round's points (the live round's round and quad tables). */
  provisional: boolean;
  /** The last round the table counts (the live one when provisional); null when it counts none yet. */
  throughRound: number | null;
}

/**
 * The league a ranking page shows (docs/product.md section 2 "/leagues-ranking/"): the live season's season league, the fan's
 * country league, the round league of round `round` (default: the live round, else the last finished), the quad
 * league of quad `quad` (default: the quad of that round), or the private league `leagueId`.
 */
export async function findRankingLeague(options: {
  userId: number;
  kind: LeagueKind;
  round?: number;
  quad?: number;
  leagueId?: number;
}): Promise<RankingChoice> {
  const { seasonId, round: current, live, lastFinished } = await currentRound();
  const none: RankingChoice = {
    leagueId: null,
    rounds: [],
    quads: [],
    round: null,
    quad: null,
    provisional: false,
    throughRound: null,
  };
  if (!seasonId) return none;
  const db = await getDb();
  const leagues = await db.league.findMany({
    where: { seasonId, kind: { in: ["round", "quad"] } },
    select: { kind: true, quadNumber: true, round: { select: { number: true, status: true } } },
  });
  const rounds = leagues
    .flatMap((l) => (l.kind === "round" && l.round && ["live", "finished"].includes(l.round.status) ? [l.round] : []))
    .sort((a, b) => b.number - a.number);
  const lastQuad = current ? quadOf(current.number) : 0;
  const quads = leagues
    .flatMap((l) => (l.kind === "quad" && l.quadNumber && l.quadNumber <= lastQuad ? [l.quadNumber] : []))
    .sort((a, b) => b - a);
  const base = { ...none, rounds, quads };
  switch (options.kind) {
    case "season":
    case "country": {
      let countryCode: string | null = null;
      if (options.kind === "country") {
        const team = await db.userTeam.findUnique({
          where: { userId_seasonId: { userId: options.userId, seasonId } },
          select: { countryCode: true },
        });
        countryCode = team?.countryCode ?? null;
        if (!countryCode) return base;
      }
      const league = await db.league.findFirst({
        where: { seasonId, kind: options.kind, ...(countryCode && { countryCode }) },
        select: { id: true },
      });
      return { ...base, leagueId: league?.id ?? null, throughRound: lastFinished };
    }
    case "round": {
      const number = options.round ?? current?.number ?? null;
      const round = number === null ? null : rounds.find((r) => r.number === number);
      if (!round) return { ...base, round: number };
      const league = await db.league.findFirst({
        where: { seasonId, kind: "round", round: { number: round.number } },
        select: { id: true },
      });
      const provisional = round.status === "live";
      return { ...base, leagueId: league?.id ?? null, round: round.number, provisional, throughRound: round.number };
    }
    case "quad": {
      const quad = options.quad ?? (current ? quadOf(current.number) : null);
      if (quad === null || !quads.includes(quad)) return { ...base, quad };
      const league = await db.league.findFirst({ where: { seasonId, kind: "quad", quadNumber: quad } });
      const provisional = live !== null && quadOf(live) === quad;
      // The quad's rounds played so far: up to the live one, else up to its last finished one.
      const last = provisional ? live : Math.min(quadSpan(quad)[1], lastFinished ?? 0);
      return {
        ...base,
        leagueId: league?.id ?? null,
        quad,
        provisional,
        throughRound: last >= quadSpan(quad)[0] ? last : null,
      };
    }
    case "private": {
      if (!options.leagueId) return base;
      const league = await db.league.findFirst({
        where: { id: options.leagueId, kind: "private" },
        select: { id: true, startsFromRound: { select: { number: true } } },
      });
      const first = league?.startsFromRound?.number ?? 1;
      return {
        ...base,
        leagueId: league?.id ?? null,
        throughRound: lastFinished !== null && lastFinished >= first ? lastFinished : null,
      };
    }
  }
}

/** The round numbers a new private league may count from: the live season's rounds that have not started. */
export async function startRoundChoices(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const rounds = await db.round.findMany({
    where: { season: { status: "live" }, status: "scheduled" },
    select: { number: true, status: true, deadline: true },
    orderBy: { number: "asc" },
  });
  return rounds.filter((r) => canStartPrivateLeague(r, now)).map((r) => r.number);
}
