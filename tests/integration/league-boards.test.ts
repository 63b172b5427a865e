// The leagues boards and the ranking page's league choice (lib/server/leagues/boards.ts) on the demo season, whose
// round 13 is live: common leagues in order with the placement percentage, private leagues own first then by name,
// provisional while the round is live, the round and quad pickers, and the home page's numbers.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { placementPercent } from "@/lib/game/ranking";
import { findRankingLeague, getHomeSummary, getLeagueBoards } from "@/lib/server/leagues/boards";
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
  it("lists season, round, quad and country with rank and floor(100 × rank / members), marked provisional", async () => {
    const boards = await getLeagueBoards({ userId });
    expect(boards.round).toMatchObject({ number: live, status: "live" });
    expect(boards.common.map((l) => l.kind)).toEqual(["season", "round", "quad", "country"]);
    for (const league of boards.common) {
      expect(league.provisional).toBe(true);
      if (league.rank !== null)
        expect(league.placeInPercentage).toBe(placementPercent(league.rank, league.membersCount));
    }
    expect(boards.common.find((l) => l.kind === "round")?.number).toBe(live);
  });

  it("lists the private leagues own first, then by name ignoring case", async () => {
    const { private: leagues } = await getLeagueBoards({ userId });
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
    expect(choice).toMatchObject({ round: live, provisional: true });
    expect(choice.leagueId).not.toBeNull();
    expect(choice.rounds[0]?.number).toBe(live);
    const earlier = await findRankingLeague({ userId, kind: "round", round: live - 1 });
    expect(earlier).toMatchObject({ round: live - 1, provisional: false });
    expect(earlier.leagueId).not.toBe(choice.leagueId);
  });

  it("finds no league for a round that has not started, an unknown quad, or a private ranking without league_id", async () => {
    expect((await findRankingLeague({ userId, kind: "round", round: live + 1 })).leagueId).toBeNull();
    expect((await findRankingLeague({ userId, kind: "quad", quad: 99 })).leagueId).toBeNull();
    expect((await findRankingLeague({ userId, kind: "private" })).leagueId).toBeNull();
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
