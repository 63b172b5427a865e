// Head-to-head leagues through the round lifecycle on the demo season, the SQL (lib/server/leagues/head-to-head-sql.ts)
// checked against lib/game's rules: the fixture list drawn at the lock, provisional results at a live refresh, final
// results and the table at the close (rerun to the same table), a member deleted mid-season, a cancelled round.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import {
  decideMatches,
  drawFixtures,
  headToHeadTable,
  type HeadToHeadScoring,
  type MatchResult,
  type Pairing,
} from "@/lib/game/head-to-head";
import { Rng } from "@/lib/game/rng";
import { leavePrivateLeague } from "@/lib/server/leagues/leave-private-league";
import { membersPage } from "@/lib/server/leagues/league-rows";
import { readHeadToHeadTable } from "@/lib/server/leagues/read-head-to-head-table";
import { closeRound } from "@/lib/server/rounds/close";
import { lockRound } from "@/lib/server/rounds/lock-round";
import { refreshLiveRound } from "@/lib/server/rounds/refresh-live-round";
import { deleteAccount } from "@/lib/server/users/delete-account";
import { seed } from "@/prisma/seed";
import { playRoundResults } from "@/prisma/seed/results";
import { LIVE_ROUND } from "@/prisma/seed/season";

const FIRST = LIVE_ROUND + 1;
let seasonId: number;
const leagues: { id: number; scoring: HeadToHeadScoring; members: number[] }[] = [];

const roundOf = async (number: number) => (await getDb()).round.findFirstOrThrow({ where: { seasonId, number } });
const after = (round: { deadline: Date }, days = 1) => new Date(round.deadline.getTime() + days * 86_400_000);

async function lockAndPlay(number: number) {
  const round = await roundOf(number);
  await lockRound({ roundId: round.id, now: after(round, 0) });
  await playRoundResults(await getDb(), { roundId: round.id, rng: new Rng(number) });
  return round;
}

/** A league's fixtures of a round as stored, in slot order. */
async function storedFixtures(leagueId: number, roundId: number) {
  const rows = await (
    await getDb()
  ).headToHeadMatch.findMany({ where: { leagueId, roundId }, orderBy: { slot: "asc" } });
  return rows;
}

/** What lib/game decides for a league's round from the snapshots' points (final or live). */
async function expectedResults(league: (typeof leagues)[number], roundId: number): Promise<MatchResult[]> {
  const db = await getDb();
  const members = await db.leagueMember.findMany({ where: { leagueId: league.id }, select: { teamId: true } });
  const points = await db.teamRound.findMany({
    where: { roundId, teamId: { in: members.map((m) => m.teamId) } },
    select: { teamId: true, points: true },
  });
  const scores = new Map(members.map((m) => [m.teamId, points.find((p) => p.teamId === m.teamId)?.points ?? 0]));
  const fixtures = (await storedFixtures(league.id, roundId)).map((f): Pairing => [f.homeTeamId, f.awayTeamId]);
  return decideMatches(fixtures, { members: scores });
}

const asResults = (rows: Awaited<ReturnType<typeof storedFixtures>>): MatchResult[] =>
  rows.map((r) => ({
    home: r.homeTeamId,
    away: r.awayTeamId,
    homePoints: r.homePoints!,
    awayPoints: r.awayPoints!,
    homeGoals: r.homeGoals!,
    awayGoals: r.awayGoals!,
  }));

async function storedTable(leagueId: number, roundId: number) {
  const db = await getDb();
  const rows = await db.headToHeadStanding.findMany({ where: { leagueId, roundId }, orderBy: { position: "asc" } });
  return rows.map(({ teamId, played, won, drawn, lost, pointsFor, goalsFor, points, rank, position }) => ({
    teamId,
    played,
    won,
    drawn,
    lost,
    pointsFor,
    goalsFor,
    points,
    rank,
    position,
  }));
}

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  const live = await roundOf(LIVE_ROUND);
  await db.game.updateMany({ where: { roundId: live.id, status: "live" }, data: { status: "finished" } });
  await db.game.updateMany({ where: { roundId: live.id, status: "scheduled" }, data: { status: "postponed" } });
  await closeRound({ roundId: live.id, now: after(live, 4) });

  // Two leagues starting with the next round: five teams on goals (an odd count), six on points.
  const first = await roundOf(FIRST);
  const teams = await db.userTeam.findMany({
    where: { seasonId },
    orderBy: { id: "asc" },
    take: 11,
    select: { id: true, userId: true },
  });
  for (const [i, scoring, members] of [
    [0, "goals", teams.slice(0, 5)],
    [1, "points", teams.slice(5, 11)],
  ] as const) {
    const league = await db.league.create({
      data: {
        seasonId,
        kind: "private",
        format: "head_to_head",
        scoring,
        key: `private:H2H${i}`,
        joinCode: `H2H${i}`,
        name: `Head to head ${i}`,
        ownerId: members[0]!.userId,
        startsFromRoundId: first.id,
        membersCount: members.length,
      },
    });
    // Joined one after the other: the draw's order.
    for (const [k, team] of members.entries())
      await db.leagueMember.create({
        data: {
          leagueId: league.id,
          teamId: team.id,
          joinedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, members.length - k)),
        },
      });
    leagues.push({ id: league.id, scoring, members: members.map((t) => t.id).reverse() });
  }
}, 300_000);

describe("head-to-head leagues in the round lifecycle", () => {
  it("draws every league's fixture list at its first round's lock, as lib/game draws it", async () => {
    const round = await lockAndPlay(FIRST);
    const db = await getDb();
    const rounds = await db.round.findMany({
      where: { seasonId, number: { gte: FIRST }, status: { not: "cancelled" } },
      orderBy: { number: "asc" },
    });
    for (const league of leagues) {
      const expected = drawFixtures(league.members, rounds.length);
      for (const [i, r] of rounds.entries()) {
        const stored = (await storedFixtures(league.id, r.id)).map((f) => [f.homeTeamId, f.awayTeamId]);
        expect(stored).toEqual(expected[i]);
      }
    }
    // The lock is idempotent: a second one draws nothing more.
    const count = await db.headToHeadMatch.count({ where: { leagueId: leagues[0]!.id } });
    await lockRound({ roundId: round.id, now: after(round, 0) });
    expect(await db.headToHeadMatch.count({ where: { leagueId: leagues[0]!.id } })).toBe(count);
  });

  it("decides the live round's matches from the live points, and the close from the final ones", async () => {
    const round = await roundOf(FIRST);
    await refreshLiveRound({ roundId: round.id, now: after(round) });
    for (const league of leagues) {
      expect(asResults(await storedFixtures(league.id, round.id))).toEqual(await expectedResults(league, round.id));
    }
    await closeRound({ roundId: round.id, now: after(round, 3) });
    const db = await getDb();
    for (const league of leagues) {
      const results = asResults(await storedFixtures(league.id, round.id));
      expect(results).toEqual(await expectedResults(league, round.id));
      const table = headToHeadTable(league.members, [results], league.scoring);
      expect(await storedTable(league.id, round.id)).toEqual(table);
      // Every league call reads the same table (rank, position, table points), from head_to_head_standing: no copy.
      const stored = await db.league.findUniqueOrThrow({ where: { id: league.id } });
      expect(stored.tableRoundId).toBe(round.id);
      const page = await membersPage({ league: stored, userId: 0, offset: 0, limit: 50 });
      expect(page.results.map((s) => [s.teamId, s.rank, s.position, s.totalPoints])).toEqual(
        table.map((r) => [r.teamId, r.rank, r.position, r.points]),
      );
      expect(await db.standing.count({ where: { leagueId: league.id } })).toBe(0);
    }
    // The odd league met the average: the league's average of the round, rounded down.
    const odd = await storedFixtures(leagues[0]!.id, round.id);
    expect(odd.filter((m) => m.homeTeamId === null || m.awayTeamId === null)).toHaveLength(1);
  });

  it("keeps a member deleted mid-season out of the table, meets the average in his place, and skips a cancelled round", async () => {
    const db = await getDb();
    const [league] = leagues;
    const gone = league!.members[1]!;
    const owner = await db.userTeam.findUniqueOrThrow({ where: { id: gone }, select: { userId: true } });
    await deleteAccount({ userId: owner.userId });
    const members = league!.members.filter((t) => t !== gone);

    // The second round is played live, then called off: its results never count.
    const cancelled = await lockAndPlay(FIRST + 1);
    await refreshLiveRound({ roundId: cancelled.id, now: after(cancelled) });
    await db.round.update({ where: { id: cancelled.id }, data: { status: "cancelled" } });

    const third = await lockAndPlay(FIRST + 2);
    await closeRound({ roundId: third.id, now: after(third, 3) });
    const firstResults = asResults(await storedFixtures(league!.id, (await roundOf(FIRST)).id));
    const thirdResults = asResults(await storedFixtures(league!.id, third.id));
    expect(thirdResults).toEqual(await expectedResults({ ...league!, members }, third.id));
    // The deleted team's fixture of the round is still there, played by the average.
    expect(thirdResults.some((m) => m.home === gone || m.away === gone)).toBe(true);
    const table = headToHeadTable(members, [firstResults, thirdResults], league!.scoring);
    expect(await storedTable(league!.id, third.id)).toEqual(table);
    expect(table.every((r) => r.played === 2)).toBe(true);

    // Closing the round again writes the same results and table.
    await closeRound({ roundId: third.id, now: after(third, 4) });
    expect(await storedTable(league!.id, third.id)).toEqual(table);
    const previous = await db.headToHeadStanding.findMany({ where: { leagueId: league!.id, roundId: third.id } });
    const firstTable = await storedTable(league!.id, (await roundOf(FIRST)).id);
    for (const row of previous) expect(row.previousRank).toBe(firstTable.find((r) => r.teamId === row.teamId)!.rank);
  });

  it("takes a member who leaves out of the table every league call reads, positions still 1..n", async () => {
    const db = await getDb();
    const league = leagues[1]!;
    const before = await db.league.findUniqueOrThrow({ where: { id: league.id } });
    const table = await membersPage({ league: before, userId: 0, offset: 0, limit: 50 });
    const leaving = table.results[0]!;
    expect(leaving.userId).not.toBe(before.ownerId);
    await leavePrivateLeague({ userId: leaving.userId, leagueId: league.id });

    const now = await db.league.findUniqueOrThrow({ where: { id: league.id } });
    const rest = table.results.filter((r) => r.teamId !== leaving.teamId).map((r) => r.teamId);
    const page = await membersPage({ league: now, userId: 0, offset: 0, limit: 50 });
    expect(page.count).toBe(rest.length);
    expect(page.results.map((r) => [r.teamId, r.position])).toEqual(rest.map((teamId, i) => [teamId, i + 1]));
    const own = await readHeadToHeadTable({ userId: before.ownerId!, leagueId: league.id });
    expect(own.rows.map((r) => [r.teamId, r.position])).toEqual(rest.map((teamId, i) => [teamId, i + 1]));
  });
});
