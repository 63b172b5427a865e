// Public reads: rounds, games, players' results, dream teams, news, counters, prizes, rules, FAQ.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { call } from "./client";
import { demo } from "@/tests/support/demo-calendar";

let finishedRoundId: number;
let scheduledRoundId: number;
let finishedGameId: number;
let playerId: number;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  const finished = await db.round.findFirstOrThrow({
    where: { season: { status: "live" }, status: "finished" },
    orderBy: { number: "desc" },
  });
  finishedRoundId = finished.id;
  scheduledRoundId = (
    await db.round.findFirstOrThrow({
      where: { season: { status: "live" }, status: "scheduled" },
      orderBy: { number: "asc" },
    })
  ).id;
  finishedGameId = (await db.game.findFirstOrThrow({ where: { roundId: finished.id, status: "finished" } })).id;
  playerId = (await db.playerGame.findFirstOrThrow({ where: { gameId: finishedGameId, minutes: { gt: 60 } } }))
    .playerId;
}, 300_000);

describe("rounds and games", () => {
  it("lists rounds by status and ordering, finished ones newest first", async () => {
    const all = (await call("GET", "/rounds/football-rounds/")).body;
    expect(all.count).toBe(38);
    expect(all.results[0]).toMatchObject({ number: 1, status: "finished" });
    expect(all.results[0].userteam_deadline_without_year).toMatch(/^\d{2} \w{3} \| \d{2}:\d{2}$/);
    const finished = (await call("GET", "/rounds/football-rounds/?status=finished")).body.results.map(
      (r: { number: number }) => r.number,
    );
    expect(finished).toEqual(Array.from({ length: 12 }, (_, i) => 12 - i));
    expect(
      (await call("GET", "/rounds/football-rounds/?status=live,scheduled&ordering=-number")).body.results[0].number,
    ).toBe(38);
    expect((await call("GET", "/rounds/football-rounds/?status=over")).body).toEqual({
      status: ["Not a valid choice."],
    });
  });

  it("lists a round's games, the closest scheduled games by club, and one game with results", async () => {
    const games = (await call("GET", `/rounds/round-games/?round_id=${finishedRoundId}`)).body;
    expect(games).toHaveLength(10);
    expect(games[0]).toMatchObject({ football_round: { id: finishedRoundId }, status: "finished" });
    expect(games[0].team_1_score).toEqual(expect.any(Number));
    expect((await call("GET", "/rounds/round-games/")).body).toEqual({ round_id: ["This field is required"] });

    const closest = (await call("GET", "/rounds/round-games/closest_scheduled_round_games/")).body;
    expect(closest.football_round.id).toBe(scheduledRoundId);
    expect(closest.teams).toHaveLength(20);
    expect(closest.teams[0].games[0]).toMatchObject({
      is_home: expect.any(Boolean),
      opponent_abbreviation: expect.any(String),
    });

    const game = (await call("GET", `/rounds/round-games/${finishedGameId}/`, { lang: "it" })).body;
    expect(game.id).toBe(finishedGameId);
    expect(game.results.length).toBeGreaterThan(20);
    expect(game.results[0]).toMatchObject({ round_game: finishedGameId, played_for_team_id: expect.any(Number) });
    expect((await call("GET", "/rounds/round-games/99999999/")).status).toBe(404);
    const results = (await call("GET", `/rounds/football-player-round-results/?round_game_id=${finishedGameId}`)).body;
    expect(results.count).toBe(game.results.length);
  });
});

describe("players", () => {
  it("shows a player with his per-game results, fixtures and past seasons", async () => {
    const detail = (await call("GET", `/footballteams/football-players/${playerId}/`)).body;
    expect(detail.id).toBe(playerId);
    expect(detail.results.length).toBeGreaterThan(0);
    expect(detail.results[0]).toMatchObject({
      football_player: playerId,
      round_game: expect.objectContaining({ id: expect.any(Number) }),
      round_actions: expect.any(Array),
    });
    const reversed = (await call("GET", `/footballteams/football-players/${playerId}/?ordering=-match_datetime`)).body;
    expect(reversed.results.map((r: { round_game: { id: number } }) => r.round_game.id)).toEqual(
      detail.results.map((r: { round_game: { id: number } }) => r.round_game.id).reverse(),
    );
    expect((await call("GET", "/footballteams/football-players/99999999/")).status).toBe(404);

    const fixtures = (await call("GET", `/rounds/football-player-fixtures/?player_id=${playerId}`)).body;
    expect(fixtures.length).toBeGreaterThan(0);
    expect(fixtures[0]).toMatchObject({ football_round_number: expect.any(Number), own_team_name: expect.any(String) });
    const seasons = (await call("GET", `/rounds/football-player-season-results-list/?player_id=${playerId}`)).body;
    expect(seasons[0]).toMatchObject({
      season_name: demo.previousSeason.name,
      football_player_id: playerId,
      season_actions: expect.any(Object),
    });
    const list = (await call("GET", `/rounds/football-player-round-results-list/?player_id=${playerId}`)).body;
    expect(list.count).toBe(detail.results.length);
    expect((await call("GET", "/rounds/football-player-fixtures/?player_id=x")).body).toEqual({
      player_id: ["Invalid value."],
    });
  });
});

describe("dream teams", () => {
  it("serves a finished round's and the season's dream team, and says when there is none", async () => {
    const round = (await call("GET", `/dreamteams/round-dream-teams/?round_id=${finishedRoundId}`)).body;
    const players = round.results[0].round_dream_team_players;
    expect(players.map((p: { position: string }) => p.position)).toEqual([
      "GKP",
      "DEF",
      "DEF",
      "DEF",
      "DEF",
      "MID",
      "MID",
      "MID",
      "MID",
      "FWD",
      "FWD",
    ]);
    expect(
      (await call("GET", "/dreamteams/season-dream-teams/")).body.results[0].season_dream_team_players,
    ).toHaveLength(11);
    expect(await call("GET", `/dreamteams/round-dream-teams/?round_id=${scheduledRoundId}`)).toMatchObject({
      status: 404,
      body: { detail: "There is no dream team for this round yet." },
    });
    expect((await call("GET", "/dreamteams/round-dream-teams/?round_id=99999999")).status).toBe(404);
  });
});

describe("content", () => {
  it("pages news by 3 and serves an article, in Italian too", async () => {
    const page = (await call("GET", "/news/news/")).body;
    expect(page.results).toHaveLength(3);
    expect(page.next).toContain("page=2");
    expect(page.results[0]).toMatchObject({ headline: expect.any(String), author: { full_name: expect.any(String) } });
    const article = (await call("GET", `/news/news/${page.results[0].id}/`, { lang: "it" })).body;
    expect(article.full_text).toMatch(/</);
    expect(article.full_text).not.toMatch(/<script/i);
    expect((await call("GET", "/news/news/99999999/")).status).toBe(404);
    expect((await call("GET", "/news/news/?page=9999")).status).toBe(404);
    expect((await call("GET", "/news/counters/")).body).toMatchObject({
      season_participants_count: 241,
      private_leagues_count: 12,
    });
  });

  it("serves prizes per winner type, rules sections and FAQ", async () => {
    const prizes = (await call("GET", "/rules/prizes/?winner_type=3")).body;
    expect(prizes).toMatchObject({
      winner_type: 3,
      main_image: expect.any(String),
      second_place_image: expect.any(String),
      third_place_image: expect.any(String),
    });
    expect(prizes.items.some((i: { text_for_place: number }) => i.text_for_place === 1)).toBe(true);
    expect((await call("GET", "/rules/prizes/?winner_type=4")).body).toEqual({ winner_type: ["Invalid value."] });
    const sections = (await call("GET", "/rules/rules-section/", { lang: "it" })).body;
    expect(sections.length).toBeGreaterThan(3);
    expect(sections.map((s: { position: number }) => s.position)).toEqual(
      [...sections.map((s: { position: number }) => s.position)].sort((a, b) => a - b),
    );
    expect((await call("GET", "/rules/rules-item/")).body).toHaveLength(sections.length);
    const faq = (await call("GET", "/rules/faq/")).body;
    expect(faq[0]).toMatchObject({ question_text: expect.any(String), answer_text: expect.any(String) });
  });
});

describe("bad input", () => {
  const required = ["This field is required"];
  const invalid = ["Invalid value."];

  it("answers a missing or malformed query parameter with 400 naming the field", async () => {
    const cases: [string, Record<string, string[]>][] = [
      ["/rounds/football-player-season-results-list/", { player_id: required }],
      ["/rounds/football-player-season-results-list/?player_id=abc", { player_id: invalid }],
      ["/rounds/football-player-round-results/", { round_game_id: required }],
      ["/rounds/football-player-round-results/?round_game_id=0", { round_game_id: invalid }],
      ["/rounds/football-player-round-results-list/?season_id=1", { player_id: required }],
      [`/rounds/football-player-round-results-list/?player_id=${playerId}&season_id=x`, { season_id: invalid }],
      ["/dreamteams/round-dream-teams/", { round_id: required }],
      ["/dreamteams/round-dream-teams/?round_id=abc", { round_id: invalid }],
      ["/dreamteams/round-dream-teams/?round_id=1.5", { round_id: invalid }],
      ["/dreamteams/season-dream-teams/?season_id=-3", { season_id: invalid }],
      ["/dreamteams/season-dream-teams/?season_id=x", { season_id: invalid }],
      ["/rules/rules-section/?section_type=%3Cscript%3E", { section_type: invalid }],
      [`/rules/rules-section/?section_type=${"x".repeat(41)}`, { section_type: ["Ensure this value is at most 40."] }],
    ];
    for (const [url, body] of cases) {
      const res = await call("GET", url);
      expect([res.status, res.body], url).toEqual([400, body]);
    }
    expect((await call("GET", "/dreamteams/round-dream-teams/?round_id=abc", { lang: "it" })).body).toEqual({
      round_id: ["Valore non valido."],
    });
    expect((await call("GET", "/rounds/football-player-round-results/", { lang: "it" })).body).toEqual({
      round_game_id: ["Questo campo è obbligatorio"],
    });
  });

  it("still serves the well-formed variants of the same calls", async () => {
    const seasons = await call("GET", `/rounds/football-player-season-results-list/?player_id=${playerId}`);
    expect(seasons.status).toBe(200);
    expect(Array.isArray(seasons.body)).toBe(true);
    const db = await getDb();
    const liveSeason = await db.season.findFirstOrThrow({ where: { status: "live" } });
    const inSeason = await call(
      "GET",
      `/rounds/football-player-round-results-list/?player_id=${playerId}&season_id=${liveSeason.id}`,
    );
    expect(inSeason.body.count).toBe(
      (await call("GET", `/rounds/football-player-round-results-list/?player_id=${playerId}`)).body.count,
    );
    const season = await call("GET", `/dreamteams/season-dream-teams/?season_id=${liveSeason.id}`);
    expect(season.body.results[0].season_dream_team_players).toHaveLength(11);
    expect((await call("GET", "/rules/rules-section/?section_type=rules")).body).toEqual(
      (await call("GET", "/rules/rules-section/")).body,
    );
    expect((await call("GET", "/rules/rules-section/?section_type=no-such-type")).body).toEqual([]);
    const news = await call("GET", "/news/news/?page_size=100");
    expect(news.body.results).toHaveLength(Math.min(news.body.count, 100));
  });
});
