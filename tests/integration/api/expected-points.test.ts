// The forecast where fans pick players, on the seeded demo (its forecast fitted by the seed): the players list's
// expected points and their orderings, the player dialog's next rounds, and the planner's list of every player's
// expected points per round (GET /footballteams/expected-points/).
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { call } from "./client";

let scheduled: { id: number; number: number }[];

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  scheduled = await db.round.findMany({
    where: { season: { status: "live" }, status: "scheduled" },
    orderBy: { number: "asc" },
    select: { id: true, number: true },
  });
}, 300_000);

/** A player's forecast rows, by round id. */
const forecastOf = async (playerId: number) =>
  (await getDb()).playerExpectedPoints.findMany({ where: { playerId }, select: { roundId: true, points: true } });

const roundTo = (points: number) => Math.round(points * 10) / 10;

describe("the players list's expected points", () => {
  it("gives each player the next round's and the next five's, to 0.1", async () => {
    const { results } = (await call("GET", "/footballteams/football-players/?ordering=-expected_points&page_size=5"))
      .body;
    expect(results).toHaveLength(5);
    const top = results[0];
    const rows = await forecastOf(top.id);
    const next = rows.find((r) => r.roundId === scheduled[0]!.id)!.points;
    const five = rows
      .filter((r) => scheduled.slice(0, 5).some((s) => s.id === r.roundId))
      .reduce((sum, r) => sum + r.points, 0);
    expect(top.expected_points).toBe(roundTo(next));
    expect(top.expected_points_5).toBe(roundTo(five));
    expect(top.expected_points).toBeGreaterThan(2);
    // Every field of before is still there.
    expect(top).toEqual(
      expect.objectContaining({ season_score: expect.any(Number), popularity_pct: expect.any(Number) }),
    );
  });

  it("sorts by expected points, descending and ascending, over the whole list", async () => {
    for (const field of ["expected_points", "expected_points_5"]) {
      const down = (await call("GET", `/footballteams/football-players/?ordering=-${field}&page_size=100`)).body;
      const values = down.results.map((p: Record<string, number>) => p[field]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      const up = (await call("GET", `/footballteams/football-players/?ordering=${field}&page_size=100`)).body;
      const upValues = up.results.map((p: Record<string, number>) => p[field]);
      expect(upValues).toEqual([...upValues].sort((a, b) => a - b));
      expect(upValues[0]).toBeLessThanOrEqual(values.at(-1));
    }
  });

  it("sorts a player who will not play low, and a blank round is 0", async () => {
    const db = await getDb();
    const top = (await call("GET", "/footballteams/football-players/?ordering=-expected_points&page_size=1")).body
      .results[0];
    // He is ruled out: the forecast gives him no chance in the next round (the refit writes 0 points with it).
    await db.playerExpectedPoints.update({
      where: { roundId_playerId: { roundId: scheduled[0]!.id, playerId: top.id } },
      data: { chanceOfPlaying: 0, points: 0 },
    });
    // His club has no game in the round after: a blank round.
    const second = (await call("GET", "/footballteams/football-players/?ordering=-expected_points&page_size=1")).body
      .results[0];
    await db.playerExpectedPoints.update({
      where: { roundId_playerId: { roundId: scheduled[0]!.id, playerId: second.id } },
      data: { fixtures: 0, points: 0 },
    });
    const all = (await call("GET", "/footballteams/football-players/?ordering=-expected_points&page_size=100")).body;
    expect(all.results.map((p: { id: number }) => p.id)).not.toContain(top.id);
    // Lowest first, they lead: no one is forecast less than nothing.
    const low = (await call("GET", "/footballteams/football-players/?ordering=expected_points&page_size=10")).body
      .results;
    const ruledOut = low.find((p: { id: number }) => p.id === top.id);
    const blank = low.find((p: { id: number }) => p.id === second.id);
    expect(ruledOut?.expected_points).toBe(0);
    expect(blank?.expected_points).toBe(0);
    // The next five still count the rounds he may play.
    expect(blank.expected_points_5).toBeGreaterThan(0);

    const detail = (await call("GET", `/footballteams/football-players/${top.id}/`)).body;
    expect(detail.chance_of_playing).toBe(0);
    expect(detail.upcoming[0].expected_points).toBe(0);
  });
});

describe("the player dialog's next rounds", () => {
  it("lists each round still to lock with his opponents, home or away, difficulty and expected points", async () => {
    const db = await getDb();
    const player = await db.player.findFirstOrThrow({
      where: { clubId: { not: null }, position: "MID" },
      orderBy: { id: "desc" },
      select: { id: true, clubId: true },
    });
    const detail = (await call("GET", `/footballteams/football-players/${player.id}/`)).body;
    expect(detail.upcoming.map((u: { round: number }) => u.round)).toEqual(scheduled.slice(0, 8).map((r) => r.number));
    expect(detail.chance_of_playing).toBeGreaterThanOrEqual(0);
    expect(detail.chance_of_playing).toBeLessThanOrEqual(1);
    const first = detail.upcoming[0];
    const game = await db.game.findFirstOrThrow({
      where: { roundId: scheduled[0]!.id, OR: [{ homeClubId: player.clubId! }, { awayClubId: player.clubId! }] },
    });
    const home = game.homeClubId === player.clubId;
    expect(first.fixtures).toEqual([
      {
        opponent: expect.objectContaining({ id: home ? game.awayClubId : game.homeClubId }),
        home,
        difficulty: home ? game.homeDifficulty : game.awayDifficulty,
      },
    ]);
    expect(first.fixtures[0].difficulty).toBeGreaterThanOrEqual(1);
    expect(first.fixtures[0].difficulty).toBeLessThanOrEqual(5);
    const rows = await forecastOf(player.id);
    expect(first.expected_points).toBe(roundTo(rows.find((r) => r.roundId === scheduled[0]!.id)!.points));
  });
});

describe("GET /footballteams/expected-points/", () => {
  it("pages by 30, each player with his rounds, ordered by the next round's expected points", async () => {
    const res = await call("GET", "/footballteams/expected-points/");
    expect(res.status).toBe(200);
    expect(res.body.results).toHaveLength(30);
    expect(res.body.next).toBe("http://localhost:3000/api/v0/footballteams/expected-points/?page=2");
    const row = res.body.results[0];
    expect(Object.keys(row).sort()).toEqual([
      "chance_of_playing",
      "current_price",
      "first_name",
      "football_club",
      "full_name",
      "id",
      "last_name",
      "position",
      "rounds",
    ]);
    expect(row.rounds.map((r: { round: number }) => r.round)).toEqual(scheduled.slice(0, 8).map((r) => r.number));
    const next = res.body.results.map((p: { rounds: { expected_points: number }[] }) => p.rounds[0]!.expected_points);
    expect(next).toEqual([...next].sort((a, b) => b - a));
  });

  it("orders by any round of the forecast and by the next five, and filters like the players list", async () => {
    const round = scheduled[3]!.number;
    const byRound = (await call("GET", `/footballteams/expected-points/?round=${round}&page_size=100`)).body.results;
    const values = byRound.map(
      (p: { rounds: { round: number; expected_points: number }[] }) =>
        p.rounds.find((r) => r.round === round)!.expected_points,
    );
    expect(values).toEqual([...values].sort((a, b) => b - a));

    const up = (await call("GET", "/footballteams/expected-points/?ordering=expected_points_5&page_size=100")).body
      .results;
    const sums = up.map((p: { rounds: { expected_points: number }[] }) =>
      p.rounds.slice(0, 5).reduce((s, r) => s + r.expected_points, 0),
    );
    // Sorted by the unrounded sums; the rounded rounds' sums stay within a few tenths of that order.
    for (let i = 1; i < sums.length; i++) expect(sums[i]).toBeGreaterThanOrEqual(sums[i - 1] - 0.3);

    const clubs = (await call("GET", "/footballteams/football-clubs/")).body;
    const filtered = (
      await call(
        "GET",
        `/footballteams/expected-points/?football_club_id=${clubs[1].id}&position=fwd&min_price=4&max_price=12`,
      )
    ).body;
    expect(filtered.count).toBeGreaterThan(0);
    for (const p of filtered.results) {
      expect(p.football_club.id).toBe(clubs[1].id);
      expect(p.position).toBe("FWD");
      expect(p.current_price).toBeGreaterThanOrEqual(4);
      expect(p.current_price).toBeLessThanOrEqual(12);
    }
  });

  it("answers bad input with 400 naming each field, in the request's language", async () => {
    const res = await call(
      "GET",
      "/footballteams/expected-points/?ordering=points&position=GK&min_price=abc&football_club_id=x&round=zero",
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(["football_club_id", "min_price", "ordering", "position", "round"]);
    const past = await call("GET", "/footballteams/expected-points/?round=1", { lang: "it" });
    expect(past).toMatchObject({
      status: 400,
      body: { round: ["Nessuna previsione per questa giornata: scegli una delle prossime giornate."] },
    });
    expect((await call("GET", "/footballteams/expected-points/?round=1")).body).toEqual({
      round: ["No forecast for this round: choose one of the coming rounds."],
    });
    expect((await call("GET", "/footballteams/expected-points/?page=99")).status).toBe(404);
  });
});
