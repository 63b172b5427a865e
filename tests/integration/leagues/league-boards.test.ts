// The leagues boards and the ranking page's league choice (lib/server/leagues: get-league-boards.ts, find-ranking-league.ts,
// get-home-summary.ts, start-round-choices.ts) on the demo season, whose
// round 13 is live: common leagues in order with the placement percentage, private leagues own first then by name,
// the live round's round and quad tables provisional, the others the standings after the last finished round, the
// round and quad pickers, and the home page's numbers; the private members a
// table does not hold yet (joined since the last close), listed after it in join order.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { quadOf } from "@/lib/game/calendar";
import { placementPercent } from "@/lib/game/ranking";
import { findOwnPage } from "@/lib/server/leagues/find-own-page";
import { findRankingLeague } from "@/lib/server/leagues/find-ranking-league";
import { getHomeSummary } from "@/lib/server/leagues/get-home-summary";
import { getLeagueBoards } from "@/lib/server/leagues/get-league-boards";
import { readMembers } from "@/lib/server/leagues/read-members";
import { startRoundChoices } from "@/lib/server/leagues/start-round-choices";
import { seed } from "@/prisma/seed";

let userId: number;
let live: number;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  userId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).id;
  live = (await db.round.findFirstOrThrow({ where: { status: "live", season: { status: "live" } } })).number;
}, 300_000);

describe("league boards", () => {
  it("lists season, round, quad and country with rank and floor(100 × rank / members), the live ones provisional", async () => {
    const boards = await getLeagueBoards({ userId, locale: "en" });
    expect(boards.round).toMatchObject({ number: live, status: "live" });
    expect(boards).toMatchObject({ live, lastFinished: live - 1 });
    expect(boards.common.map((l) => l.kind)).toEqual(["season", "round", "quad", "country"]);
    for (const league of boards.common) {
      // The live refresh writes the live round's round and quad tables; the others are the last close's.
      expect(league.provisional).toBe(league.kind === "round" || league.kind === "quad");
      expect(league.rank).not.toBeNull();
      if (league.rank !== null)
        expect(league.placeInPercentage).toBe(placementPercent(league.rank, league.membersCount));
    }
    expect(boards.common.find((l) => l.kind === "round")?.number).toBe(live);
  });

  it("names the country league after the country in the page's language", async () => {
    const db = await getDb();
    const { countryCode } = await db.userTeam.findFirstOrThrow({ where: { userId, season: { status: "live" } } });
    const country = await db.country.findUniqueOrThrow({ where: { code: countryCode! } });
    expect(country.nameIt).not.toBe(country.nameEn);
    for (const [locale, name] of [
      ["en", country.nameEn],
      ["it", country.nameIt],
    ] as const) {
      const boards = await getLeagueBoards({ userId, locale });
      expect(boards.common.find((l) => l.kind === "country")?.name).toBe(name);
    }
  });

  it("follows the round asked for with the round and quad boards; season, country and private stay current", async () => {
    const earlier = live - 4; // another quad than the live round's
    const boards = await getLeagueBoards({ userId, round: earlier, locale: "en" });
    expect(boards.rounds[0]).toBe(live);
    expect(boards.rounds).toContain(earlier);
    expect(boards.round).toMatchObject({ number: earlier, status: "finished" });
    const byKind = Object.fromEntries(boards.common.map((l) => [l.kind, l]));
    expect(byKind.round).toMatchObject({ number: earlier, provisional: false });
    expect(byKind.quad).toMatchObject({ number: quadOf(earlier), provisional: false });
    expect(byKind.season?.provisional).toBe(false);
    expect(byKind.country?.provisional).toBe(false);
    expect(boards).toMatchObject({ live, lastFinished: live - 1 });
    // A round that has not started (or does not exist) is not offered: the boards follow the live round.
    expect((await getLeagueBoards({ userId, round: live + 1, locale: "en" })).round?.number).toBe(live);
    expect(boards.rounds).not.toContain(live + 1);
  });

  it("lists the private leagues own first, then by name ignoring case", async () => {
    const { private: leagues } = await getLeagueBoards({ userId, locale: "en" });
    expect(leagues.length).toBeGreaterThan(0);
    const owned = leagues.filter((l) => l.own);
    expect(leagues.slice(0, owned.length).every((l) => l.own)).toBe(true);
    const names = (list: typeof leagues) => list.map((l) => l.name.toLowerCase());
    const others = leagues.slice(owned.length);
    expect(names(others)).toEqual([...names(others)].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("ranking league choice", () => {
  it("defaults the round league to the live round and offers the finished and live rounds, newest first", async () => {
    const choice = await findRankingLeague({ userId, kind: "round" });
    expect(choice).toMatchObject({ round: live, provisional: true, throughRound: live });
    expect(choice.leagueId).not.toBeNull();
    expect(choice.rounds[0]?.number).toBe(live);
    const earlier = await findRankingLeague({ userId, kind: "round", round: live - 1 });
    expect(earlier).toMatchObject({ round: live - 1, provisional: false, throughRound: live - 1 });
    expect(earlier.leagueId).not.toBe(choice.leagueId);
  });

  it("says which round the quad, season, country and private tables count up to", async () => {
    const db = await getDb();
    // The live round's quad: provisional, with a table of live standings from the live refresh.
    const quad = await findRankingLeague({ userId, kind: "quad" });
    expect(quad).toMatchObject({ quad: quadOf(live), provisional: true, throughRound: live });
    expect(await db.standing.count({ where: { leagueId: quad.leagueId! } })).toBe(
      await db.teamRound.count({
        where: {
          roundId: (await db.round.findFirstOrThrow({ where: { number: live, season: { status: "live" } } })).id,
        },
      }),
    );
    expect(await findRankingLeague({ userId, kind: "quad", quad: quadOf(live) - 1 })).toMatchObject({
      provisional: false,
      throughRound: (quadOf(live) - 1) * 4,
    });
    for (const kind of ["season", "country"] as const)
      expect(await findRankingLeague({ userId, kind })).toMatchObject({ provisional: false, throughRound: live - 1 });
    const friends = await db.league.findFirstOrThrow({ where: { kind: "private", name: "Demo Friends League" } });
    expect(await findRankingLeague({ userId, kind: "private", leagueId: friends.id })).toMatchObject({
      provisional: false,
      throughRound: live - 1,
    });
  });

  it("finds no league for a round that has not started, an unknown quad, or a private ranking without league_id", async () => {
    expect((await findRankingLeague({ userId, kind: "round", round: live + 1 })).leagueId).toBeNull();
    expect((await findRankingLeague({ userId, kind: "quad", quad: 99 })).leagueId).toBeNull();
    expect((await findRankingLeague({ userId, kind: "private" })).leagueId).toBeNull();
  });
});

describe("start round choices", () => {
  it("offers the rounds that have not started, the next one first", async () => {
    const db = await getDb();
    const next = await db.round.findFirstOrThrow({ where: { number: live + 1, season: { status: "live" } } });
    const choices = await startRoundChoices(new Date(next.deadline.getTime() - 1));
    expect(choices[0]).toBe(live + 1);
    expect(choices).not.toContain(live);
    // Once its deadline has passed, the next round has started too.
    expect((await startRoundChoices(next.deadline))[0]).toBe(live + 2);
  });
});

describe("home summary", () => {
  it("greets with the full name and gives the live round's provisional points and rank", async () => {
    const summary = await getHomeSummary({ userId, firstName: "Demo", lastName: "Manager" });
    expect(summary.fullName).toBe("Demo Manager");
    expect(summary.liveRound?.number).toBe(live);
    expect(summary.lastRound?.number).toBe(live - 1);
    expect(summary.season?.totalPoints).toBeGreaterThan(0);
  });
});

describe("members a private table does not hold yet", () => {
  /** Every member of the demo's first private league, in listing order, through pages of 7 (and the own page). */
  async function listing(leagueId: number, asUser: number) {
    const rows = [];
    for (let offset = 0; ; offset += 7) {
      const page = await readMembers({ userId: asUser, kind: "private", leagueId, offset, limit: 7 });
      rows.push(...page.results);
      if (offset + 7 >= page.count) return { count: page.count, rows };
    }
  }

  it("lists a league with a table, then the teams that joined since in join order, each finding its own page", async () => {
    const db = await getDb();
    const league = await db.league.findFirstOrThrow({ where: { kind: "private", name: "Demo Friends League" } });
    const tableRows = await db.standing.count({ where: { leagueId: league.id } });
    expect(tableRows).toBe(league.membersCount);
    // Three teams not in the league join it, one after another.
    const joiners = await db.userTeam.findMany({
      where: { seasonId: league.seasonId, memberships: { none: { leagueId: league.id } } },
      orderBy: { id: "desc" },
      take: 3,
    });
    for (const [i, team] of joiners.entries()) {
      await db.leagueMember.create({
        data: { leagueId: league.id, teamId: team.id, joinedAt: new Date(Date.now() + i * 1000) },
      });
    }
    await db.league.update({ where: { id: league.id }, data: { membersCount: { increment: joiners.length } } });

    const { count, rows } = await listing(league.id, userId);
    expect(count).toBe(tableRows + 3);
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: tableRows + 3 }, (_, i) => i + 1));
    expect(rows.slice(tableRows).map((r) => [r.teamId, r.rank, r.totalPoints])).toEqual(
      joiners.map((t) => [t.id, tableRows + 1, 0]),
    );
    const last = joiners[2]!;
    const own = await findOwnPage({ userId: last.userId, kind: "private", leagueId: league.id, pageSize: 7 });
    expect(own.page).toBe(Math.ceil((tableRows + 3) / 7));
    expect(own.results.find((r) => r.own)).toMatchObject({ teamId: last.id, position: tableRows + 3 });
  });

  it("lists a league with no table yet in join order, each finding its own page", async () => {
    const db = await getDb();
    const teams = await db.userTeam.findMany({
      orderBy: { id: "asc" },
      take: 17,
      where: { season: { status: "live" } },
    });
    const league = await db.league.create({
      data: {
        seasonId: teams[0]!.seasonId,
        kind: "private",
        key: "private:PENDING1",
        name: "Pending",
        joinCode: "PENDING1",
        ownerId: teams[0]!.userId,
        membersCount: teams.length,
        // Joined in the reverse order of their ids: the listing follows the join order.
        members: {
          create: teams.map((t, i) => ({
            teamId: t.id,
            joinedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, teams.length - i)),
          })),
        },
      },
    });
    const { count, rows } = await listing(league.id, teams[0]!.userId);
    expect(count).toBe(17);
    expect(rows.map((r) => r.teamId)).toEqual(teams.map((t) => t.id).reverse());
    expect(rows.every((r) => r.rank === 1 && r.totalPoints === 0)).toBe(true);
    const first = teams[0]!;
    const own = await findOwnPage({ userId: first.userId, kind: "private", leagueId: league.id, pageSize: 7 });
    expect(own.page).toBe(3);
    expect(own.results.find((r) => r.own)).toMatchObject({ teamId: first.id, position: 17 });
  });
});
