// The live/previous rounds and other user's team reads on the demo season (rounds 1–12 finished, 13
// live): the points-per-round history (one read of the team's snapshots and the rounds' statistics),
// the round page's default round and "Team not played", each player's points by action, and the
// season statistic's privacy: a rival's transfers for a deadline not yet passed show in none of his
// counters, in the use case or through the API.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { getRoundBreakdown } from "@/lib/server/football/round-breakdown";
import { getPointsHistory } from "@/lib/server/teams/get-points-history";
import { getRoundTeamPage } from "@/lib/server/teams/get-round-team-page";
import { getSeasonStatistic } from "@/lib/server/teams/get-season-statistic";
import { applyTransfers } from "@/lib/server/transfers/apply-transfers";
import { seed } from "@/prisma/seed";
import { call } from "../api/client";

let seasonId: number;
let demoId: number;
let demoTeamId: number;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  demoId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).id;
  demoTeamId = (await db.userTeam.findUniqueOrThrow({ where: { userId_seasonId: { userId: demoId, seasonId } } })).id;
}, 300_000);

describe("points per round", () => {
  it("lists the live and finished rounds with the team's points, the average and the best", async () => {
    const db = await getDb();
    const history = await getPointsHistory({ userId: demoId });
    expect(history.map((r) => r.roundNumber)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    expect(history.map((r) => r.status)).toEqual([...Array(12).fill("finished"), "live"]);
    const snapshots = await db.teamRound.findMany({ where: { teamId: demoTeamId } });
    const rounds = new Map((await db.round.findMany()).map((r) => [r.id, r]));
    for (const row of history) {
      const snapshot = snapshots.find((s) => s.roundId === row.roundId)!;
      expect(row.points).toBe(snapshot.points);
      expect(row.maxPoints).toBe(rounds.get(snapshot.roundId)!.maxPoints);
      expect(row.avgPoints).toBe(
        rounds.get(snapshot.roundId)!.avgPoints === null
          ? null
          : Math.round(rounds.get(snapshot.roundId)!.avgPoints! * 10) / 10,
      );
    }
    // The round's statistics come with its close: none while live, set for every finished round.
    expect(history.at(-1)).toMatchObject({ avgPoints: null, maxPoints: null });
    for (const row of history.slice(0, 12)) {
      expect(row.maxPoints).toBeGreaterThanOrEqual(row.points!);
      expect(row.avgPoints).not.toBeNull();
    }
  });

  it("gives null points for a round the team did not play, and the page says so", async () => {
    const db = await getDb();
    const other = await db.userTeam.findFirstOrThrow({
      where: { seasonId, userId: { not: demoId } },
      orderBy: { id: "desc" },
    });
    const round5 = await db.round.findFirstOrThrow({ where: { seasonId, number: 5 } });
    await db.teamRound.delete({ where: { roundId_teamId: { roundId: round5.id, teamId: other.id } } });

    const history = await getPointsHistory({ userId: other.userId });
    expect(history.find((r) => r.roundNumber === 5)!.points).toBeNull();
    expect(history.find((r) => r.roundNumber === 4)!.points).not.toBeNull();

    const page = await getRoundTeamPage({ userId: other.userId, viewerId: demoId, roundNumber: 5, locale: "en" });
    expect(page).toMatchObject({ round: { roundNumber: 5 }, team: null, breakdown: {} });
  });

  it("opens on the live round by default, on an asked finished round, never on a scheduled one", async () => {
    const live = await getRoundTeamPage({ userId: demoId, viewerId: demoId, locale: "en" });
    expect("round" in live && live.round).toMatchObject({ roundNumber: 13, status: "live" });
    expect("team" in live && live.team?.kind).toBe("provisional");
    const past = await getRoundTeamPage({ userId: demoId, viewerId: demoId, roundNumber: 3, locale: "en" });
    expect("team" in past && past.team?.kind).toBe("final");
    // Round 14 is scheduled: asking for it gives the default round, not the squad for it.
    const future = await getRoundTeamPage({ userId: demoId, viewerId: demoId, roundNumber: 14, locale: "it" });
    expect("round" in future && future.round.roundNumber).toBe(13);
  });
});

describe("points by action", () => {
  it("sums to each player's round points, with minutes and named actions", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({ where: { seasonId, number: 12 } });
    const snapshot = await db.teamRound.findUniqueOrThrow({
      where: { roundId_teamId: { roundId: round.id, teamId: demoTeamId } },
    });
    const breakdown = await getRoundBreakdown({ roundId: round.id, playerIds: snapshot.playerIds, locale: "it" });
    const results = await db.playerRound.findMany({
      where: { roundId: round.id, playerId: { in: snapshot.playerIds } },
    });
    expect(Object.keys(breakdown).map(Number).sort()).toEqual([...snapshot.playerIds].sort());
    let withActions = 0;
    for (const id of snapshot.playerIds) {
      const games = breakdown[id]!;
      const played = games.filter((g) => g.played);
      expect(played.reduce((s, g) => s + g.points, 0)).toBe(results.find((r) => r.playerId === id)?.points ?? 0);
      expect(played.reduce((s, g) => s + g.minutes, 0)).toBe(results.find((r) => r.playerId === id)?.minutes ?? 0);
      for (const g of played) {
        expect(g.actions.reduce((s, a) => s + a.points, 0)).toBe(g.points);
        if (g.actions.length) withActions++;
      }
    }
    expect(withActions).toBeGreaterThan(0);
    // Names in the page's language (the point table's Italian names).
    const names = Object.values(breakdown).flatMap((games) => games.flatMap((g) => g.actions.map((a) => a.name)));
    expect(names.some((n) => /Giocato/.test(n))).toBe(true);
  });
});

describe("a rival's season statistic", () => {
  it("counts only transfers of rounds whose deadline has passed, in the use case and the API", async () => {
    const db = await getDb();
    const rival = await db.userTeam.findFirstOrThrow({
      where: { seasonId, userId: { not: demoId }, transfers: { some: {} } },
      include: { players: { include: { player: true } } },
      orderBy: { id: "asc" },
    });
    // The next deadline is tomorrow: transfers made now wait for it.
    const next = await db.round.findFirstOrThrow({
      where: { seasonId, status: "scheduled" },
      orderBy: { number: "asc" },
    });
    const deadline = new Date(Date.now() + 24 * 3600_000);
    await db.round.update({ where: { id: next.id }, data: { deadline } });
    const before = await getSeasonStatistic({ userId: rival.userId });
    const made = await db.transfer.count({ where: { teamId: rival.id } });
    expect(before.transfersCount).toBe(made);

    const out = rival.players.find((p) => p.player.position === "MID")!;
    const incoming = await db.player.findFirstOrThrow({
      where: {
        position: "MID",
        id: { notIn: rival.players.map((p) => p.playerId) },
        currentPrice: { lt: out.player.currentPrice },
        status: "fit",
        clubId: { notIn: rival.players.map((p) => p.player.clubId!) },
      },
      orderBy: { currentPrice: "asc" },
    });
    await applyTransfers({ userId: rival.userId, transfers: [{ outId: out.playerId, inId: incoming.id }] });
    expect(await db.transfer.count({ where: { teamId: rival.id } })).toBe(made + 1);

    // Nothing of the pending transfer shows: not its count, not the cheaper squad's price, not the bank.
    const pending = await getSeasonStatistic({ userId: rival.userId });
    expect(pending).toMatchObject({
      transfersCount: before.transfersCount,
      teamPrice: before.teamPrice,
      bank: before.bank,
    });
    const token = (
      await call("POST", "/users/token/", { body: DEMO_LOGIN, headers: { "x-forwarded-for": "10.0.0.9" } })
    ).body.access;
    const api = await call("GET", `/userteams/user-team-season-statistic/${rival.userId}/`, { token });
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({
      transfers_count: before.transfersCount,
      team_price: before.teamPrice / 10,
      budget: before.bank / 10,
    });

    // Once the deadline has passed (and the round is locked) it counts.
    const later = await getSeasonStatistic({ userId: rival.userId, now: new Date(deadline.getTime() + 1) });
    expect(later.transfersCount).toBe(before.transfersCount + 1);
  });
});
