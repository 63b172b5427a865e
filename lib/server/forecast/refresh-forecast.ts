// The forecast, refitted from the season's own results (docs/forecast.md): the clubs' strengths, each game still to
// play with both sides' expected goals and difficulty, and every player's expected points in each of the next rounds.
// Run after every close (the close's callers: lib/server/jobs/run-clock-work.ts, the ops CLI) and by the demo seed; it
// reads the finished rounds only, so a live round's provisional results never move it.
//
// One pass: three reads (the results, every player's games with their action counts, the fixtures to come), the pure
// model of lib/game in memory (a few hundred players and games, milliseconds), and set-based writes in one short
// transaction, so readers see the old forecast or the new one, never half of each.
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { fitClubStrengths, fixtureOutlook, type MatchResult } from "@/lib/game/club-strength";
import {
  expectedPoints,
  FORECAST_ROUNDS,
  forecastActions,
  GAME_ACTION_KINDS,
  type Fixture,
  type PlayerHistory,
} from "@/lib/game/expected-points";
import type { Position } from "@/lib/game/types";

// Expected points are written for the next FORECAST_ROUNDS rounds still to lock: the ones a fan can still change his
// team for (a live round's points are its live scores' business).

/** The share of last season's strength a club starts the next from. */
const PRIOR_CARRY = 0.5;

/** Games whose results the fit reads (a forfeit's score is not a football result). */
const PLAYED = "finished";

export interface ForecastSummary {
  seasonId: number;
  /** The last finished round the fit saw (0: none yet, priors only). */
  throughRound: number;
  clubs: number;
  games: number;
  players: number;
  rounds: number;
  /** What the refit did, in an operator's words (the audit trail's and the CLI's line). */
  text: string;
}

/** The forecast after a round's close: of the round's season. */
export async function refreshForecastAfterClose(options: { roundId: number; now?: Date }): Promise<ForecastSummary> {
  const db = await getDb();
  const { seasonId } = await db.round.findUniqueOrThrow({ where: { id: options.roundId }, select: { seasonId: true } });
  return refreshForecast({ seasonId, now: options.now });
}

/** The season's forecast refitted in one short transaction of its own. */
export async function refreshForecast(options: { seasonId: number; now?: Date }): Promise<ForecastSummary> {
  return (await getDb()).$transaction((tx) => refreshForecastIn(tx, options));
}

/** The season's forecast refitted in the caller's transaction `tx` (the demo seed's, an operator's command's). */
export async function refreshForecastIn(db: Tx, options: { seasonId: number; now?: Date }): Promise<ForecastSummary> {
  const { seasonId } = options;
  const [{ through }] = await db.$queryRaw<{ through: number | null }[]>`
    SELECT max(number)::int AS through FROM round WHERE season_id = ${seasonId} AND status = 'finished'`;
  const throughRound = through ?? 0;
  const nextRound = throughRound + 1;

  const results = await db.$queryRaw<(MatchResult & { kickoff: Date })[]>`
    SELECT r.number AS round, g.home_club_id AS "homeClubId", g.away_club_id AS "awayClubId",
      g.home_score AS "homeGoals", g.away_score AS "awayGoals", g.kickoff
    FROM game g JOIN round r ON r.id = g.round_id
    WHERE r.season_id = ${seasonId} AND r.number <= ${throughRound} AND g.status = ${PLAYED}::"GameStatus"
      AND g.home_score IS NOT NULL AND g.away_score IS NOT NULL
    ORDER BY r.number, g.kickoff, g.id`;
  const clubIds = (
    await db.$queryRaw<{ id: number }[]>`SELECT club_id AS id FROM season_club WHERE season_id = ${seasonId}`
  ).map((c) => c.id);
  const strengths = fitClubStrengths(results, { forRound: nextRound, clubIds, priors: await clubPriors(db, seasonId) });

  const upcoming = await db.$queryRaw<(Fixture & { id: number })[]>`
    SELECT g.id, r.number AS round, g.home_club_id AS "homeClubId", g.away_club_id AS "awayClubId"
    FROM game g JOIN round r ON r.id = g.round_id
    WHERE r.season_id = ${seasonId} AND r.number > ${throughRound} AND g.status IN ('scheduled', 'live')
    ORDER BY r.number, g.kickoff, g.id`;
  const rounds = await db.$queryRaw<{ id: number; number: number }[]>`
    SELECT id, number FROM round WHERE season_id = ${seasonId} AND status = 'scheduled'
    ORDER BY number LIMIT ${FORECAST_ROUNDS}`;

  const players = await playerHistories(db, seasonId, throughRound);
  const actions = forecastActions(await db.pointAction.findMany({ orderBy: { position: "asc" } }), GAME_ACTION_KINDS);
  const forecasts = expectedPoints({
    players,
    fixtures: upcoming,
    rounds: rounds.map((r) => r.number),
    strengths,
    actions,
  });

  const outlooks = upcoming.map((g) => ({ id: g.id, ...fixtureOutlook(strengths, g.homeClubId, g.awayClubId) }));
  const roundId = new Map(rounds.map((r) => [r.number, r.id]));
  const rows = forecasts.flatMap((f) =>
    f.rounds.map((r) => ({
      playerId: f.playerId,
      roundId: roundId.get(r.round)!,
      points: r.points,
      fixtures: r.fixtures,
      chance: f.pPlay,
    })),
  );
  const clubs = [...strengths.clubs];

  await db.$executeRaw`DELETE FROM club_strength WHERE season_id = ${seasonId}`;
  await db.$executeRaw`
    INSERT INTO club_strength (season_id, club_id, attack, defence)
    SELECT ${seasonId}, c.id, c.attack, c.defence
    FROM unnest(${clubs.map(([id]) => id)}::int[], ${clubs.map(([, s]) => s.attack)}::float8[],
      ${clubs.map(([, s]) => s.defence)}::float8[]) AS c(id, attack, defence)`;
  await db.$executeRaw`
    INSERT INTO season_forecast (season_id, base_goals, home_advantage, through_round, computed_at)
    VALUES (${seasonId}, ${strengths.mu}, ${strengths.home}, ${throughRound}, ${options.now ?? new Date()})
    ON CONFLICT (season_id) DO UPDATE SET base_goals = EXCLUDED.base_goals, home_advantage = EXCLUDED.home_advantage,
      through_round = EXCLUDED.through_round, computed_at = EXCLUDED.computed_at`;
  // The games already played keep no forecast: their result stands in its place.
  await db.$executeRaw`
    UPDATE game g SET home_expected_goals = NULL, away_expected_goals = NULL, home_difficulty = NULL, away_difficulty = NULL
    FROM round r WHERE r.id = g.round_id AND r.season_id = ${seasonId} AND g.home_difficulty IS NOT NULL
      AND NOT (g.id = ANY (${outlooks.map((o) => o.id)}::int[]))`;
  await db.$executeRaw`
    UPDATE game g SET home_expected_goals = o.hxg, away_expected_goals = o.axg,
      home_difficulty = o.hd, away_difficulty = o.ad
    FROM unnest(${outlooks.map((o) => o.id)}::int[], ${outlooks.map((o) => o.homeGoals)}::float8[],
      ${outlooks.map((o) => o.awayGoals)}::float8[], ${outlooks.map((o) => o.homeDifficulty)}::int[],
      ${outlooks.map((o) => o.awayDifficulty)}::int[]) AS o(id, hxg, axg, hd, ad)
    WHERE g.id = o.id`;
  await writeExpectedPoints(db, seasonId, rows);
  return {
    seasonId,
    throughRound,
    clubs: clubs.length,
    games: outlooks.length,
    players: forecasts.length,
    rounds: rounds.length,
    text: `forecast refitted through round ${throughRound} (${clubs.length} clubs, ${outlooks.length} games to play, ${forecasts.length} players over ${rounds.length} rounds)`,
  };
}

/**
 * What each club's strength is pulled towards before its games decide: the operator's rating for the season when he
 * set one (`ops forecast rate`), else half its strength of the season before (clubs drift back towards the middle
 * between seasons: a promoted club or a sold-off side is not last year's), else the league's average (0).
 */
async function clubPriors(db: Tx, seasonId: number): Promise<Map<number, { attack: number; defence: number }>> {
  const rows = await db.$queryRaw<{ clubId: number; attack: number; defence: number }[]>`
    WITH previous AS (
      SELECT s.id FROM season s JOIN season now ON now.id = ${seasonId}
      WHERE s.starts_on < now.starts_on AND EXISTS (SELECT 1 FROM club_strength x WHERE x.season_id = s.id)
      ORDER BY s.starts_on DESC LIMIT 1)
    SELECT sc.club_id AS "clubId",
      COALESCE(r.attack, p.attack * ${PRIOR_CARRY}, 0)::float8 AS attack,
      COALESCE(r.defence, p.defence * ${PRIOR_CARRY}, 0)::float8 AS defence
    FROM season_club sc
    LEFT JOIN club_rating r ON r.season_id = sc.season_id AND r.club_id = sc.club_id
    LEFT JOIN club_strength p ON p.season_id = (SELECT id FROM previous) AND p.club_id = sc.club_id
    WHERE sc.season_id = ${seasonId}`;
  return new Map(rows.map((r) => [r.clubId, { attack: r.attack, defence: r.defence }]));
}

async function writeExpectedPoints(
  tx: Tx,
  seasonId: number,
  rows: { playerId: number; roundId: number; points: number; fixtures: number; chance: number }[],
) {
  await tx.$executeRaw`
    DELETE FROM player_expected_points x USING round r WHERE r.id = x.round_id AND r.season_id = ${seasonId}`;
  await tx.$executeRaw`
    INSERT INTO player_expected_points (player_id, round_id, points, fixtures, chance_of_playing)
    SELECT * FROM unnest(${rows.map((r) => r.playerId)}::int[], ${rows.map((r) => r.roundId)}::int[],
      ${rows.map((r) => r.points)}::float8[], ${rows.map((r) => r.fixtures)}::int[], ${rows.map((r) => r.chance)}::float8[])`;
}

/**
 * Every player of a Serie A club with his club's finished games of the season, oldest first: his minutes and action
 * counts where he played, 0 minutes where he did not (what tells the model he has stopped playing). A game he played
 * for another club counts too (a player sold mid-season brings his history).
 */
async function playerHistories(db: Tx, seasonId: number, throughRound: number): Promise<PlayerHistory[]> {
  const rows = await db.$queryRaw<
    { id: number; position: Position; clubId: number; games: { r: number; m: number; c: Record<string, number> }[] }[]
  >`
    WITH g AS MATERIALIZED (
      SELECT gm.id, r.number, gm.kickoff, gm.home_club_id, gm.away_club_id FROM game gm JOIN round r ON r.id = gm.round_id
      WHERE r.season_id = ${seasonId} AND r.number <= ${throughRound} AND gm.status = ${PLAYED}::"GameStatus"),
    counts AS (
      SELECT x.player_id, x.game_id, jsonb_object_agg(pa.code, x.count) AS c
      FROM player_game_action x JOIN g ON g.id = x.game_id JOIN point_action pa ON pa.id = x.action_id
      GROUP BY x.player_id, x.game_id),
    his AS (
      SELECT p.id AS player_id, g.id AS game_id, g.number, g.kickoff FROM player p
      JOIN g ON p.club_id IN (g.home_club_id, g.away_club_id) WHERE p.club_id IS NOT NULL
      UNION
      SELECT pg.player_id, g.id, g.number, g.kickoff FROM player_game pg JOIN g ON g.id = pg.game_id)
    SELECT p.id, p.position, p.club_id AS "clubId",
      COALESCE(jsonb_agg(jsonb_build_object('r', h.number, 'm', COALESCE(pg.minutes, 0), 'c', COALESCE(c.c, '{}'::jsonb))
        ORDER BY h.number, h.kickoff, h.game_id) FILTER (WHERE h.game_id IS NOT NULL), '[]'::jsonb) AS games
    FROM player p
    LEFT JOIN his h ON h.player_id = p.id
    LEFT JOIN player_game pg ON pg.player_id = p.id AND pg.game_id = h.game_id
    LEFT JOIN counts c ON c.player_id = p.id AND c.game_id = h.game_id
    WHERE p.club_id IS NOT NULL
    GROUP BY p.id ORDER BY p.id`;
  return rows.map((p) => ({
    playerId: p.id,
    position: p.position,
    clubId: p.clubId,
    games: p.games.map((g) => ({ round: g.r, minutes: g.m, counts: g.c })),
  }));
}
