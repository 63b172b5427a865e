// The forecast refitted from the database (lib/server/forecast/refresh-forecast.ts) on the demo season: the seed fits it
// through the last finished round; a close refits it through the round it closed; a postponed game is a blank round
// for its clubs' players; a player who has not played for weeks is forecast next to nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { FORECAST_ROUNDS } from "@/lib/game/expected-points";
import { refreshForecast, refreshForecastAfterClose } from "@/lib/server/forecast/refresh-forecast";
import { closeRound } from "@/lib/server/rounds/close";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";

async function ops(argv: string[]) {
  const out: string[] = [];
  const code = await main(argv, COMMANDS, getDb, { print: (l) => out.push(l), printError: (l) => out.push(l) });
  return { code, out: out.join("\n") };
}

let seasonId: number;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
}, 300_000);

const expectedRows = async () =>
  (await getDb()).$queryRaw<{ number: number; players: number; blanks: number; doubles: number }[]>`
    SELECT r.number, count(*)::int AS players, count(*) FILTER (WHERE x.fixtures = 0)::int AS blanks,
      count(*) FILTER (WHERE x.fixtures = 2)::int AS doubles
    FROM player_expected_points x JOIN round r ON r.id = x.round_id GROUP BY r.number ORDER BY r.number`;

describe("the forecast", () => {
  it("is fitted by the seed through the last finished round, for the rounds still to lock", async () => {
    const db = await getDb();
    const fit = await db.seasonForecast.findUniqueOrThrow({ where: { seasonId } });
    const finished = await db.round.count({ where: { seasonId, status: "finished" } });
    expect(fit.throughRound).toBe(finished);
    expect(await db.clubStrength.count({ where: { seasonId } })).toBe(
      await db.seasonClub.count({ where: { seasonId } }),
    );
    const scheduled = await db.round.findMany({
      where: { seasonId, status: "scheduled" },
      orderBy: { number: "asc" },
      take: FORECAST_ROUNDS,
    });
    const rows = await expectedRows();
    expect(rows.map((r) => r.number)).toEqual(scheduled.map((r) => r.number));
    const players = await db.player.count({ where: { clubId: { not: null } } });
    for (const r of rows) expect(r.players).toBe(players);
    // Every game still to play has both sides' expected goals and a difficulty; the games played have none.
    const [games] = await db.$queryRaw<{ open: number; rated: number; playedRated: number }[]>`
      SELECT count(*) FILTER (WHERE g.status IN ('scheduled', 'live'))::int AS open,
        count(*) FILTER (WHERE g.status IN ('scheduled', 'live') AND g.home_difficulty BETWEEN 1 AND 5
          AND g.away_difficulty BETWEEN 1 AND 5 AND g.home_expected_goals > 0 AND g.away_expected_goals > 0)::int AS rated,
        count(*) FILTER (WHERE g.status = 'finished' AND g.home_difficulty IS NOT NULL)::int AS "playedRated"
      FROM game g JOIN round r ON r.id = g.round_id WHERE r.season_id = ${seasonId}`;
    expect(games!.rated).toBe(games!.open);
    expect(games!.playedRated).toBe(0);
  });

  it("rates a club with more goals scored as stronger in attack", async () => {
    const db = await getDb();
    // The clubs' goals a game so far against their fitted attack: the fit must follow the results it was given.
    const clubs = await db.$queryRaw<{ attack: number; goals: number }[]>`
      SELECT s.attack, avg(CASE WHEN g.home_club_id = s.club_id THEN g.home_score ELSE g.away_score END)::float8 AS goals
      FROM club_strength s JOIN game g ON s.club_id IN (g.home_club_id, g.away_club_id) AND g.status = 'finished'
      WHERE s.season_id = ${seasonId} GROUP BY s.club_id, s.attack ORDER BY s.attack`;
    const top = clubs.slice(-5).reduce((sum, c) => sum + c.goals, 0) / 5;
    const bottom = clubs.slice(0, 5).reduce((sum, c) => sum + c.goals, 0) / 5;
    expect(top).toBeGreaterThan(bottom);
  });

  it("gives a postponed game's clubs a blank round, and a long absentee next to nothing", async () => {
    const db = await getDb();
    const next = await db.round.findFirstOrThrow({
      where: { seasonId, status: "scheduled" },
      orderBy: { number: "asc" },
      include: { games: { orderBy: { id: "asc" }, take: 1 } },
    });
    const game = next.games[0]!;
    await db.game.update({ where: { id: game.id }, data: { status: "postponed" } });
    try {
      await refreshForecast({ seasonId });
      const blank = await db.playerExpectedPoints.findMany({
        where: { roundId: next.id, player: { clubId: { in: [game.homeClubId, game.awayClubId] } } },
      });
      expect(blank.length).toBeGreaterThan(0);
      for (const row of blank) expect(row).toMatchObject({ fixtures: 0, points: 0 });
      expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).homeDifficulty).toBeNull();
    } finally {
      await db.game.update({ where: { id: game.id }, data: { status: "scheduled" } });
    }
    // Players without a minute in the last three finished rounds against those who played all three.
    const [groups] = await db.$queryRaw<{ absent: number; regular: number }[]>`
      WITH last AS (SELECT id FROM round WHERE season_id = ${seasonId} AND status = 'finished' ORDER BY number DESC LIMIT 3),
      played AS (SELECT pg.player_id, count(DISTINCT g.round_id) AS rounds FROM player_game pg
        JOIN game g ON g.id = pg.game_id WHERE g.round_id IN (SELECT id FROM last) AND pg.minutes > 0 GROUP BY pg.player_id)
      SELECT avg(x.points) FILTER (WHERE p.rounds IS NULL)::float8 AS absent,
        avg(x.points) FILTER (WHERE p.rounds = 3)::float8 AS regular
      FROM player_expected_points x LEFT JOIN played p ON p.player_id = x.player_id
      WHERE x.round_id = ${next.id} AND x.fixtures = 1`;
    expect(groups!.absent).toBeLessThan(0.5);
    expect(groups!.regular).toBeGreaterThan(4 * groups!.absent);
  });

  it("pulls a club's strength towards an operator's rating, and back once it is cleared", async () => {
    const db = await getDb();
    const club = await db.club.findFirstOrThrow({ where: { seasons: { some: { seasonId } } }, orderBy: { id: "asc" } });
    const attack = async () =>
      (await db.clubStrength.findUniqueOrThrow({ where: { seasonId_clubId: { seasonId, clubId: club.id } } })).attack;
    const before = await attack();
    expect((await ops(["forecast", "rate", club.abbreviation, "1", "0"])).code).toBe(0);
    const rated = await attack();
    expect(rated).toBeGreaterThan(before + 0.05);
    expect((await ops(["forecast", "rate", club.abbreviation, "clear"])).code).toBe(0);
    expect(await attack()).toBeCloseTo(before, 6);
    expect((await ops(["forecast", "rate", club.abbreviation, "3", "0"])).code).not.toBe(0);
  });

  it("is refitted through the round a close finished", async () => {
    const db = await getDb();
    const live = await db.round.findFirstOrThrow({ where: { seasonId, status: "live" } });
    await closeRound({ roundId: live.id, force: true });
    const summary = await refreshForecastAfterClose({ roundId: live.id });
    expect(summary.throughRound).toBe(live.number);
    expect((await db.seasonForecast.findUniqueOrThrow({ where: { seasonId } })).throughRound).toBe(live.number);
    const rows = await expectedRows();
    expect(rows[0]!.number).toBe(live.number + 1);
  });
});
