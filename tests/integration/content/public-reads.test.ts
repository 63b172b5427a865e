// The public pages' reads (lib/server/content, lib/server/football) on the demo season: news
// pages, counters, prizes, rules and FAQ, the schedule, match info, dream teams and player info,
// each checked against the rows it is built from.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { selectDreamTeam } from "@/lib/game/dream-team";
import { AppError } from "@/lib/server/errors";
import { getCounters } from "@/lib/server/content/get-counters";
import { getNewsArticle } from "@/lib/server/content/get-news-article";
import { listNews } from "@/lib/server/content/list-news";
import { listNewsIds } from "@/lib/server/content/list-news-ids";
import { getPrizes, WINNER_TYPES } from "@/lib/server/content/get-prizes";
import { listFaq } from "@/lib/server/content/list-faq";
import { listRulesSections } from "@/lib/server/content/list-rules-sections";
import { getRoundDreamTeam } from "@/lib/server/football/get-round-dream-team";
import { getSeasonDreamTeam } from "@/lib/server/football/get-season-dream-team";
import { groupGamesByDay } from "@/lib/format/game-days";
import { getGame } from "@/lib/server/football/get-game";
import { listClosestScheduledGames } from "@/lib/server/football/list-closest-scheduled-games";
import { listGameIds } from "@/lib/server/football/list-game-ids";
import { listRoundGames } from "@/lib/server/football/list-round-games";
import { getMatchInfo } from "@/lib/server/football/get-match-info";
import { MINUTES_1_59, MINUTES_60 } from "@/lib/game/scoring";
import { getPlayerInfo } from "@/lib/server/football/get-player-info";
import { getRoundResults } from "@/lib/server/football/round-results";
import { getSchedule } from "@/lib/server/football/get-schedule";
import { listRounds } from "@/lib/server/football/list-rounds";
import { getCurrentSeason } from "@/lib/server/seasons/current-season";
import type { Position } from "@/lib/game/types";
import { clearCache } from "@/lib/server/cache";
import { readNewsPage } from "@/lib/server/public-reads";
import { seed } from "@/prisma/seed";
import { demo } from "@/tests/support/demo-calendar";

let seasonId: number;
const NOW = demo.today;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
}, 300_000);

const rejectsWith = (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toSatisfy((e) => e instanceof AppError && e.code === code);

describe("news", () => {
  it("pages the published news newest first, 3 to a page, in either language", async () => {
    const db = await getDb();
    const total = await db.news.count({ where: { published: true } });
    const first = await listNews({ locale: "en" });
    expect(first).toMatchObject({ count: total, page: 1, pageSize: 3, pages: Math.ceil(total / 3) });
    expect(first.results).toHaveLength(3);
    const dates = first.results.map((n) => n.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const newest = await db.news.findFirstOrThrow({ orderBy: { createdAt: "desc" }, include: { tags: true } });
    expect(first.results[0]).toMatchObject({
      id: newest.id,
      headline: newest.headlineEn,
      shortText: newest.shortTextEn,
      author: { fullName: newest.authorName },
    });
    expect(first.results[0]!.tags.map((t) => t.slug).sort()).toEqual(newest.tags.map((t) => t.slug).sort());

    const italian = await listNews({ locale: "it" });
    expect(italian.results[0]!.headline).toBe(newest.headlineIt);
    expect(italian.results[0]!.tags.map((t) => t.name)).toEqual(
      newest.tags.sort((a, b) => a.id - b.id).map((t) => t.nameIt),
    );

    const last = await listNews({ locale: "en", page: first.pages });
    expect(last.results).toHaveLength(total - 3 * (first.pages - 1));
    const seen = new Set<number>();
    for (let page = 1; page <= first.pages; page++)
      for (const n of (await listNews({ locale: "en", page })).results) seen.add(n.id);
    expect(seen.size).toBe(total);
  });

  it("refuses a page past the last (not found) and a page below 1 (invalid)", async () => {
    const { pages } = await listNews({ locale: "en" });
    await rejectsWith(listNews({ locale: "en", page: pages + 1 }), "not_found");
    await rejectsWith(listNews({ locale: "en", page: 0 }), "invalid");
    await rejectsWith(listNews({ locale: "en", page: 1.5 }), "invalid");
  });

  it("opens a published article with its sanitised HTML, and hides unpublished or unknown ones", async () => {
    const db = await getDb();
    const article = await db.news.create({
      data: {
        image: "/seed/news/1.svg",
        headlineEn: "Unsafe",
        headlineIt: "Non sicuro",
        shortTextEn: "s",
        shortTextIt: "s",
        fullTextEn:
          '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="x()">',
        fullTextIt: "<p>Ciao</p>",
        authorName: "Test Author",
        createdAt: new Date("2020-01-01T00:00:00Z"),
      },
    });
    const read = await getNewsArticle({ id: article.id, locale: "en" });
    expect(read?.fullText).toBe(
      '<p>Hello <a rel="noopener noreferrer">x</a><a href="https://example.com" rel="noopener noreferrer">ok</a></p><img src="https://example.com/a.png" />',
    );
    expect((await getNewsArticle({ id: article.id, locale: "it" }))?.fullText).toBe("<p>Ciao</p>");

    await db.news.update({ where: { id: article.id }, data: { published: false } });
    expect(await getNewsArticle({ id: article.id, locale: "en" })).toBeNull();
    expect((await listNewsIds()).map((n) => n.id)).not.toContain(article.id);
    await db.news.delete({ where: { id: article.id } });
    expect(await getNewsArticle({ id: 999_999, locale: "en" })).toBeNull();
    expect(await getNewsArticle({ id: -1, locale: "en" })).toBeNull();
  });
});

describe("counters, prizes, rules and FAQ", () => {
  it("counts the season's teams, country leagues and private leagues", async () => {
    const db = await getDb();
    expect(await getCounters()).toEqual({
      seasonParticipants: await db.userTeam.count({ where: { seasonId } }),
      countryLeagues: await db.league.count({ where: { seasonId, kind: "country" } }),
      privateLeagues: await db.league.count({ where: { seasonId, kind: "private" } }),
    });
    expect((await getCounters()).privateLeagues).toBe(12);
  });

  it("gives the three places of each winner type with images and their items in order", async () => {
    const round = await getPrizes({ locale: "en", winnerType: WINNER_TYPES.round });
    expect(round?.places.map((p) => p.place)).toEqual([1, 2, 3]);
    expect(round?.places[0]!.items.map((i) => i.text)).toEqual([
      "Official home shirt of your favourite club",
      "Two tickets for a Serie A match",
    ]);
    expect(round?.places[0]!.image).toMatch(/^\/seed\/prizes\/3-1\.svg/);
    const season = await getPrizes({ locale: "it", winnerType: WINNER_TYPES.season });
    expect(season?.places[1]!.items.map((i) => i.text)).toEqual(["Un televisore da 65 pollici"]);
    const quad = await getPrizes({ locale: "en", winnerType: WINNER_TYPES.quadRound });
    expect(quad?.places[2]!.items.map((i) => i.text)).toEqual(["Official training kit"]);
    const db = await getDb();
    await db.prize.deleteMany({ where: { seasonId, winnerType: 1 } });
    expect(await getPrizes({ locale: "en", winnerType: 1 })).toBeNull();
  });

  it("lists the rules sections by position and the FAQ, sanitised and localised", async () => {
    const rules = await listRulesSections({ locale: "en" });
    expect(rules.map((r) => r.position)).toEqual(rules.map((_, i) => i + 1));
    expect(rules[0]).toMatchObject({ slug: "squad", name: "Your squad", sectionType: "rules" });
    expect(rules.find((r) => r.slug === "scoring")?.text).toContain("<table>");
    expect((await listRulesSections({ locale: "it" }))[0]!.name).toBe("La tua rosa");
    expect(await listRulesSections({ locale: "en", sectionType: "nothing" })).toEqual([]);

    const faq = await listFaq({ locale: "it" });
    expect(faq.length).toBeGreaterThanOrEqual(10);
    expect(faq[0]).toMatchObject({ position: 1, question: "Come entro in una lega privata?" });
  });
});

describe("seasons, rounds and games", () => {
  it("shows the live season and its 38 rounds by status", async () => {
    expect(await getCurrentSeason()).toMatchObject({ id: seasonId, name: demo.season.name, status: "live" });
    const rounds = await listRounds();
    expect(rounds.map((r) => r.number)).toEqual(Array.from({ length: 38 }, (_, i) => i + 1));
    expect((await listRounds({ status: ["finished"] })).map((r) => r.number)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect((await listRounds({ status: ["live"], order: "desc" })).map((r) => r.number)).toEqual([13]);
  });

  it("groups games by their Italian calendar day, so a late kick-off in UTC stays on its day", async () => {
    const game = (id: number, iso: string) =>
      ({ id, kickoff: new Date(iso) }) as Parameters<typeof groupGamesByDay>[0][number];
    const days = groupGamesByDay([
      game(3, "2026-11-22T23:30:00Z"),
      game(1, "2026-11-21T22:59:00Z"),
      game(2, "2026-11-21T23:00:00Z"),
    ]);
    expect(days.map((d) => [d.day, d.games.map((g) => g.id)])).toEqual([
      ["2026-11-21", [1]],
      ["2026-11-22", [2]],
      ["2026-11-23", [3]],
    ]);
  });

  it("builds the schedule: every round with all its games, days in order", async () => {
    const schedule = await getSchedule();
    expect(schedule?.season.id).toBe(seasonId);
    expect(schedule?.rounds).toHaveLength(38);
    for (const round of schedule!.rounds) {
      const games = round.days.flatMap((d) => d.games);
      expect(games).toHaveLength(10);
      expect(games.every((g) => g.round.number === round.number)).toBe(true);
      expect(round.days.map((d) => d.day)).toEqual([...round.days.map((d) => d.day)].sort());
    }
    const live = schedule!.rounds.find((r) => r.status === "live")!;
    expect(live.days.flatMap((d) => d.games).map((g) => g.status)).toContain("live");
  });

  it("finds one game, and the games of the closest scheduled round by club", async () => {
    const db = await getDb();
    const row = await db.game.findFirstOrThrow({
      where: { round: { seasonId, number: 1 } },
      include: { homeClub: true },
    });
    expect(await getGame({ gameId: row.id })).toMatchObject({
      id: row.id,
      home: { id: row.homeClubId, abbreviation: row.homeClub.abbreviation },
      round: { number: 1, status: "finished" },
    });
    expect(await getGame({ gameId: 0 })).toBeNull();
    expect((await listRoundGames({ roundId: row.roundId })).map((g) => g.id)).toContain(row.id);

    const closest = await listClosestScheduledGames();
    expect(closest?.round.number).toBe(14);
    expect(closest?.clubs).toHaveLength(20);
    for (const club of closest!.clubs) {
      const [game] = club.games;
      const other = closest!.clubs.find((c) => c.clubId === game!.opponent.id)!;
      expect(other.games[0]).toMatchObject({
        gameId: game!.gameId,
        isHome: !game!.isHome,
        opponent: { id: club.clubId },
      });
    }
    expect((await listGameIds()).length).toBe(380);
  });

  it("opens the home page's results on the live round, with neighbours, and refuses unknown rounds", async () => {
    const results = await getRoundResults();
    expect(results).toMatchObject({ round: { number: 13, status: "live" }, previous: 12, next: 14 });
    expect(results!.days.flatMap((d) => d.games)).toHaveLength(10);
    expect(await getRoundResults({ roundNumber: 1 })).toMatchObject({ previous: null, next: 2 });
    expect(await getRoundResults({ roundNumber: 38 })).toMatchObject({ previous: 37, next: null });
    await rejectsWith(getRoundResults({ roundNumber: 39 }), "not_found");
  });
});

describe("match info", () => {
  it("lists each player's actions for a finished game, points adding up, grouped by action too", async () => {
    const db = await getDb();
    const game = await db.game.findFirstOrThrow({ where: { round: { seasonId, number: 5 } } });
    const info = await getMatchInfo({ gameId: game.id, locale: "en" });
    expect(info?.note).toBeNull();
    expect(info!.players.length).toBe(await db.playerGame.count({ where: { gameId: game.id } }));
    expect(new Set(info!.players.map((p) => p.side))).toEqual(new Set(["home", "away"]));
    for (const p of info!.players) {
      expect(p.clubId).toBe(p.side === "home" ? game.homeClubId : game.awayClubId);
      expect(p.actions.reduce((sum, a) => sum + a.points, 0)).toBe(p.points);
    }
    const counted = info!.actions.flatMap((a) => [...a.home, ...a.away]).length;
    expect(counted).toBe(await db.playerGameAction.count({ where: { gameId: game.id, count: { gt: 0 } } }));
    const italian = await getMatchInfo({ gameId: game.id, locale: "it" });
    expect(italian!.actions.map((a) => a.code)).toEqual(info!.actions.map((a) => a.code));
    expect(italian!.actions.map((a) => a.name)).not.toEqual(info!.actions.map((a) => a.name));
  });

  it("lists every scoring action of a game, goals first and the minutes last", async () => {
    const db = await getDb();
    // Como–Inter of the live round, finished 2–2: goals, an assist, shots, saves, goals conceded, a yellow card.
    const game = await db.game.findFirstOrThrow({
      where: { round: { seasonId, number: 13 }, homeClub: { abbreviation: "COM" }, awayClub: { abbreviation: "INT" } },
    });
    const stored = await db.pointAction.findMany({
      where: { counts: { some: { gameId: game.id, count: { gt: 0 } } } },
      orderBy: { position: "asc" },
    });
    const info = await getMatchInfo({ gameId: game.id, locale: "en" });
    const scoring = stored.map((a) => a.code).filter((c) => c !== MINUTES_1_59 && c !== MINUTES_60);
    expect(scoring).toEqual(expect.arrayContaining(["GS_OP", "AS", "SoT", "SA_OP", "GC", "YC"]));
    expect(info!.actions.map((a) => a.code)).toEqual([...scoring, MINUTES_1_59, MINUTES_60]);
    expect(info!.actions[0]).toMatchObject({ name: "Goal from open play" });
    const goals = info!.actions[0]!;
    expect(goals.home.reduce((n, e) => n + e.count, 0)).toBe(2);
    expect(goals.away.reduce((n, e) => n + e.count, 0)).toBe(2);
  });

  it("notes scheduled, cancelled, forfeited and data-pending games, and null for no game", async () => {
    const db = await getDb();
    const scheduled = await db.game.findFirstOrThrow({ where: { round: { seasonId, number: 20 } } });
    expect(await getMatchInfo({ gameId: scheduled.id, locale: "en" })).toMatchObject({
      note: "scheduled",
      players: [],
      actions: [],
    });
    const [a, b, c] = await db.game.findMany({
      where: { round: { seasonId, number: 30 } },
      take: 3,
      orderBy: { id: "asc" },
    });
    await db.game.update({ where: { id: a!.id }, data: { status: "cancelled" } });
    await db.game.update({ where: { id: b!.id }, data: { status: "technical" } });
    await db.game.update({ where: { id: c!.id }, data: { status: "finished", homeScore: 1, awayScore: 0 } });
    expect((await getMatchInfo({ gameId: a!.id, locale: "en" }))?.note).toBe("cancelled");
    expect((await getMatchInfo({ gameId: b!.id, locale: "en" }))?.note).toBe("forfeited");
    expect((await getMatchInfo({ gameId: c!.id, locale: "en" }))?.note).toBe("dataPending");
    expect(await getMatchInfo({ gameId: 9_999_999, locale: "en" })).toBeNull();
  });
});

describe("dream teams", () => {
  it("gives a finished round's best 4-4-2, the same the rules pick from the players' round points", async () => {
    const db = await getDb();
    const team = await getRoundDreamTeam({ roundNumber: 12 });
    expect(team).toMatchObject({ kind: "round", seasonId, round: { number: 12, status: "finished" } });
    expect(team!.players.map((p) => p.position)).toEqual([
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
    const round = await db.round.findFirstOrThrow({ where: { seasonId, number: 12 } });
    const rows = await db.playerRound.findMany({ where: { roundId: round.id }, include: { player: true } });
    const expected = selectDreamTeam(
      rows.map((r) => ({ id: r.playerId, position: r.player.position as Position, points: r.points })),
    );
    expect(team!.players.map((p) => [p.player.id, p.points])).toEqual(expected.map((p) => [p.id, p.points]));
    expect(team!.players[0]!.player.club?.jerseyGoalkeeper).toMatch(/-gk\.svg$/);
    expect(await getRoundDreamTeam({ roundId: round.id })).toEqual(team);
  });

  it("has no team for a round not finished, and refuses a round that does not exist", async () => {
    expect(await getRoundDreamTeam({ roundNumber: 20 })).toBeNull();
    await rejectsWith(getRoundDreamTeam({ roundNumber: 99 }), "not_found");
    await rejectsWith(getRoundDreamTeam({ roundId: 0 }), "not_found");
  });

  it("gives the season's dream team so far", async () => {
    const team = await getSeasonDreamTeam();
    expect(team).toMatchObject({ kind: "season", round: null });
    expect(team!.players).toHaveLength(11);
    expect(await getSeasonDreamTeam({ seasonId: 999_999 })).toBeNull();
  });
});

describe("player info", () => {
  it("gathers a player's header, games, fixtures, past seasons, points per round and prices", async () => {
    const db = await getDb();
    const best = await db.playerGame.groupBy({
      by: ["playerId"],
      _count: true,
      orderBy: { _count: { playerId: "desc" } },
      take: 1,
    });
    const playerId = best[0]!.playerId;
    const player = await db.player.findUniqueOrThrow({ where: { id: playerId }, include: { club: true } });
    const info = (await getPlayerInfo({ playerId, locale: "en", now: NOW }))!;
    expect(info.player).toMatchObject({
      id: playerId,
      fullName: `${player.firstName} ${player.lastName}`,
      currentPrice: player.currentPrice,
      initialPrice: player.initialPrice,
      popularityBp: player.popularityBp,
      club: { id: player.clubId, abbreviation: player.club!.abbreviation },
    });
    const games = await db.playerGame.findMany({ where: { playerId } });
    expect(info.results).toHaveLength(games.length);
    const kickoffs = info.results.map((r) => r.kickoff.getTime());
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    for (const r of info.results) {
      expect(r.opponent.id).not.toBe(player.clubId);
      expect(r.actions.reduce((s, a) => s + a.points, 0)).toBe(r.points);
    }
    expect(info.fixtures.length).toBeGreaterThan(20);
    expect(
      info.fixtures.every((f) => f.kickoff > NOW && (f.home.id === player.clubId || f.away.id === player.clubId)),
    ).toBe(true);
    expect(info.pointsPerRound.map((r) => r.roundNumber)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    const roundRows = await db.playerRound.findMany({ where: { playerId } });
    expect(info.pointsPerRound.reduce((s, r) => s + r.points, 0)).toBe(roundRows.reduce((s, r) => s + r.points, 0));
    expect(info.priceHistory[0]).toMatchObject({ price: player.initialPrice, roundNumber: null });
    expect(info.priceHistory.at(-1)!.price).toBe(player.currentPrice);
    const past = await db.playerSeasonStat.findMany({ where: { playerId, season: { status: "finished" } } });
    expect(info.pastSeasons.map((s) => s.points)).toEqual(past.map((s) => s.points));
    if (past.length) expect(info.pastSeasons[0]!.seasonName).toBe(demo.previousSeason.name);
  });

  it("has no fixtures for a player who left Serie A, and null for an unknown player", async () => {
    const db = await getDb();
    const leaver = await db.player.findFirstOrThrow({ where: { position: "MID" }, orderBy: { id: "desc" } });
    await db.player.update({ where: { id: leaver.id }, data: { clubId: null, status: "transferred_out" } });
    const info = await getPlayerInfo({ playerId: leaver.id, locale: "en", now: NOW });
    expect(info).toMatchObject({ player: { club: null, status: "transferred_out" }, fixtures: [] });
    expect(await getPlayerInfo({ playerId: 9_999_999, locale: "en" })).toBeNull();
  });
});

describe("public reads cache", () => {
  it("serves a repeated read from memory, not from the database, until the cache is cleared", async () => {
    const db = await getDb();
    clearCache();
    const before = await readNewsPage("en", 1);
    const newest = before!.results[0]!;
    await db.news.update({ where: { id: newest.id }, data: { headlineEn: "Changed after the first read" } });
    expect((await readNewsPage("en", 1))!.results[0]!.headline).toBe(newest.headline);
    clearCache();
    expect((await readNewsPage("en", 1))!.results[0]!.headline).toBe("Changed after the first read");
    expect(await readNewsPage("en", 99)).toBeNull();
  });
});
