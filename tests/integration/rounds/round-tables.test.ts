// What a close writes beyond the points, checked against lib/game's rules on the demo season:
// transfers counted at the lock, popularity, net-transfer prices, quad and private tables with
// ties, the season table's previous ranks; live refreshes touch only the live round's table and its quad's; an
// older round cannot be closed again over a later one.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { quadOf } from "@/lib/game/calendar";
import { nextPrice, popularityBp } from "@/lib/game/prices";
import { rankWithTies } from "@/lib/game/ranking";
import { Rng } from "@/lib/game/rng";
import { closeRound } from "@/lib/server/rounds/close";
import { lockRound } from "@/lib/server/rounds/lock-round";
import { refreshLiveRound } from "@/lib/server/rounds/refresh-live-round";
import { applyTransfers } from "@/lib/server/transfers/apply-transfers";
import { seed } from "@/prisma/seed";
import { playRoundResults } from "@/prisma/seed/results";
import { LIVE_ROUND } from "@/prisma/seed/season";

const NEXT = LIVE_ROUND + 1;
let seasonId: number;
const roundOf = async (number: number) =>
  (await getDb()).round.findFirstOrThrow({ where: { seasonId, number }, include: { games: true } });

/** Every game of the round finished with simulated results (as an operator's imports would). */
async function playRound(number: number) {
  const round = await roundOf(number);
  await playRoundResults(await getDb(), { roundId: round.id, rng: new Rng(number) });
  return round;
}

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  const live = await roundOf(LIVE_ROUND);
  await db.game.updateMany({ where: { roundId: live.id, status: "live" }, data: { status: "finished" } });
  await db.game.updateMany({ where: { roundId: live.id, status: "scheduled" }, data: { status: "postponed" } });
  await closeRound({ roundId: live.id, now: new Date(live.deadline.getTime() + 4 * 86_400_000) });
}, 300_000);

describe("the next round, from transfers to its close", () => {
  it("counts transfers and popularity at the lock and moves prices by net transfers at the close", async () => {
    const db = await getDb();
    const round = await roundOf(NEXT);
    // Many managers swap their dearest midfielder for the cheapest fit one they lack.
    const mids = await db.player.findMany({
      where: { position: "MID", status: "fit" },
      orderBy: [{ currentPrice: "asc" }, { id: "asc" }],
    });
    const teams = await db.userTeam.findMany({
      where: { seasonId },
      include: { players: { include: { player: true } } },
      orderBy: { id: "asc" },
      take: 80,
    });
    let made = 0;
    for (const team of teams) {
      const out = team.players
        .filter((sp) => sp.player.position === "MID")
        .sort((a, b) => b.player.currentPrice - a.player.currentPrice)[0]!;
      const target = mids.find((p) => !team.players.some((sp) => sp.playerId === p.id))!;
      try {
        await applyTransfers({
          userId: team.userId,
          transfers: [{ inId: target.id, outId: out.playerId }],
          now: new Date(round.deadline.getTime() - 60_000),
        });
        made++;
      } catch {
        // A club limit or the budget refuses some: those managers keep their team.
      }
    }
    expect(made).toBeGreaterThan(20);

    const locked = await lockRound({ roundId: round.id, now: new Date(round.deadline.getTime() + 1) });
    const transfers = await db.transfer.findMany({ where: { roundId: round.id } });
    const squads = await db.squadPlayer.findMany({ where: { team: { seasonId } }, select: { playerId: true } });
    const before = await db.playerRound.findMany({ where: { roundId: round.id }, include: { player: true } });
    for (const pr of before) {
      expect(pr.transfersIn).toBe(transfers.filter((t) => t.playerInId === pr.playerId).length);
      expect(pr.transfersOut).toBe(transfers.filter((t) => t.playerOutId === pr.playerId).length);
      expect(pr.selectedBy).toBe(squads.filter((s) => s.playerId === pr.playerId).length);
      expect(pr.player.popularityBp).toBe(popularityBp(pr.selectedBy, locked.teams));
    }

    await playRound(NEXT);
    await closeRound({ roundId: round.id, now: new Date(round.deadline.getTime() + 4 * 86_400_000) });
    const after = new Map((await db.player.findMany()).map((p) => [p.id, p.currentPrice]));
    let moved = 0;
    for (const pr of before) {
      const expected = nextPrice({
        price: pr.price,
        transfersIn: pr.transfersIn,
        transfersOut: pr.transfersOut,
        teams: locked.teams,
      });
      expect({ player: pr.playerId, price: after.get(pr.playerId) }).toEqual({ player: pr.playerId, price: expected });
      if (expected !== pr.price) moved++;
    }
    expect(moved).toBeGreaterThan(0);
    expect(await db.playerPrice.count({ where: { roundId: round.id } })).toBe(moved);
  });

  it("ranks the quad and private tables by their rounds' points, ties together", async () => {
    const db = await getDb();
    const rounds = await db.round.findMany({
      where: { seasonId, status: "finished" },
      select: { id: true, number: true },
    });
    const points = await db.teamRound.findMany({
      where: { roundId: { in: rounds.map((r) => r.id) } },
      select: { teamId: true, roundId: true, points: true },
    });
    const numberOf = new Map(rounds.map((r) => [r.id, r.number]));
    const sum = (teamId: number, from: number, to: number) =>
      points
        .filter((p) => p.teamId === teamId && numberOf.get(p.roundId)! >= from && numberOf.get(p.roundId)! <= to)
        .reduce((s, p) => s + p.points!, 0);
    const expectTable = async (leagueId: number, teamIds: number[], from: number, to: number) => {
      const table = await db.standing.findMany({ where: { leagueId }, orderBy: { position: "asc" } });
      const expected = rankWithTies(
        teamIds.map((teamId) => ({ teamId, points: sum(teamId, from, to) })),
        (t) => t.points,
      );
      const rankOf = new Map(expected.map((e) => [e.item.teamId, { rank: e.rank, points: e.item.points }]));
      expect(table.map((s) => ({ team: s.teamId, rank: s.rank, points: s.points }))).toEqual(
        table.map((s) => ({ team: s.teamId, ...rankOf.get(s.teamId) })),
      );
      expect(table.map((s) => s.position)).toEqual(table.map((_, i) => i + 1));
      expect(new Set(table.map((s) => s.teamId))).toEqual(new Set(teamIds));
    };

    const quad = quadOf(NEXT);
    const quadLeague = await db.league.findFirstOrThrow({ where: { seasonId, kind: "quad", quadNumber: quad } });
    const snapshotTeams = [...new Set(points.filter((p) => numberOf.get(p.roundId) === NEXT).map((p) => p.teamId))];
    await expectTable(quadLeague.id, snapshotTeams, (quad - 1) * 4 + 1, NEXT);

    const privates = await db.league.findMany({
      where: { seasonId, kind: "private" },
      include: { members: true, startsFromRound: true },
    });
    expect(privates.length).toBeGreaterThan(0);
    for (const league of privates) {
      await expectTable(
        league.id,
        league.members.map((m) => m.teamId),
        league.startsFromRound!.number,
        NEXT,
      );
    }
  });

  it("gives the season table each team's previous rank, from the round before", async () => {
    const db = await getDb();
    const season = await db.league.findFirstOrThrow({ where: { seasonId, kind: "season" } });
    const previous = await roundOf(LIVE_ROUND);
    const ranks = new Map(
      (await db.teamRound.findMany({ where: { roundId: previous.id } })).map((s) => [s.teamId, s.overallRank]),
    );
    const table = await db.standing.findMany({ where: { leagueId: season.id } });
    expect(table.length).toBeGreaterThan(0);
    for (const row of table)
      expect({ team: row.teamId, previous: row.previousRank }).toEqual({
        team: row.teamId,
        previous: ranks.get(row.teamId) ?? null,
      });
  });

  it("refuses to close an older round again once a later one has closed", async () => {
    const older = await roundOf(LIVE_ROUND);
    await expect(closeRound({ roundId: older.id })).rejects.toMatchObject({ code: "conflict" });
  });

  it("refreshes only the live round's table and its quad's while results arrive", async () => {
    const db = await getDb();
    const round = await roundOf(NEXT + 1);
    const quad = quadOf(round.number);
    expect(quad).toBe(quadOf(NEXT));
    await lockRound({ roundId: round.id, now: new Date(round.deadline.getTime() + 1) });
    // Row versions (xmin) too: an untouched table is not even rewritten.
    const others = () => db.$queryRaw`
      SELECT s.*, s.xmin::text AS version FROM standing s JOIN league l ON l.id = s.league_id
      WHERE l.season_id = ${seasonId} AND l.round_id IS DISTINCT FROM ${round.id}
        AND l.quad_number IS DISTINCT FROM ${quad} ORDER BY s.league_id, s.position`;
    const before = await others();
    await playRound(NEXT + 1);
    const refreshedAt = new Date();
    await refreshLiveRound({ roundId: round.id, now: refreshedAt });
    expect(await others()).toEqual(before);
    const live = await db.league.findFirstOrThrow({ where: { seasonId, roundId: round.id } });
    expect(live.membersCount).toBe(await db.teamRound.count({ where: { roundId: round.id } }));
    expect(await db.standing.count({ where: { leagueId: live.id } })).toBe(live.membersCount);

    // The quad's provisional table: each team's points in the quad's finished rounds and the live one, ranked.
    const quadLeague = await db.league.findFirstOrThrow({ where: { seasonId, kind: "quad", quadNumber: quad } });
    expect(quadLeague).toMatchObject({ membersCount: live.membersCount, lastUpdateAt: refreshedAt });
    const counted = await db.teamRound.findMany({
      where: {
        roundId: {
          in: (
            await db.round.findMany({
              where: { seasonId, number: { gte: (quad - 1) * 4 + 1, lte: round.number } },
              select: { id: true },
            })
          ).map((r) => r.id),
        },
      },
      select: { teamId: true, roundId: true, points: true },
    });
    const liveTeams = new Set(counted.filter((r) => r.roundId === round.id).map((r) => r.teamId));
    const totals = new Map<number, number>();
    for (const r of counted)
      if (liveTeams.has(r.teamId)) totals.set(r.teamId, (totals.get(r.teamId) ?? 0) + (r.points ?? 0));
    const expected = rankWithTies(
      [...totals].map(([teamId, points]) => ({ teamId, points })),
      (t) => t.points,
    );
    const table = await db.standing.findMany({ where: { leagueId: quadLeague.id }, orderBy: { position: "asc" } });
    const rankOf = new Map(expected.map((e) => [e.item.teamId, { rank: e.rank, points: e.item.points }]));
    expect(table.map((s) => ({ team: s.teamId, rank: s.rank, points: s.points }))).toEqual(
      table.map((s) => ({ team: s.teamId, ...rankOf.get(s.teamId) })),
    );
    expect(table).toHaveLength(liveTeams.size);
  });

  it("leaves the snapshots, the round's and the quad's tables as the last live refresh wrote them when it saw every result", async () => {
    const db = await getDb();
    const round = await roundOf(NEXT + 1);
    const live = await db.league.findFirstOrThrow({ where: { seasonId, roundId: round.id } });
    const quad = await db.league.findFirstOrThrow({
      where: { seasonId, kind: "quad", quadNumber: quadOf(round.number) },
    });
    const versions = () => db.$queryRaw<{ version: string }[]>`
      SELECT tr.xmin::text AS version FROM team_round tr WHERE tr.round_id = ${round.id}
      UNION ALL SELECT s.xmin::text FROM standing s WHERE s.league_id IN (${live.id}, ${quad.id})`;
    const written = await versions();
    await closeRound({ roundId: round.id, now: new Date(round.deadline.getTime() + 4 * 86_400_000) });
    expect(await versions()).toEqual(written);
    // ...and they are what the close computes: a snapshot changed behind its back is put right.
    const snapshot = await db.teamRound.findFirstOrThrow({ where: { roundId: round.id }, orderBy: { points: "desc" } });
    await db.teamRound.update({
      where: { roundId_teamId: { roundId: round.id, teamId: snapshot.teamId } },
      data: { points: -1, roundRank: null },
    });
    await db.standing.update({
      where: { leagueId_teamId: { leagueId: live.id, teamId: snapshot.teamId } },
      data: { points: -1 },
    });
    await closeRound({ roundId: round.id, now: new Date(round.deadline.getTime() + 4 * 86_400_000) });
    expect(
      await db.teamRound.findUniqueOrThrow({
        where: { roundId_teamId: { roundId: round.id, teamId: snapshot.teamId } },
      }),
    ).toEqual(snapshot);
    const table = await db.standing.findMany({ where: { leagueId: live.id }, orderBy: { position: "asc" } });
    expect(table.map((r) => r.points)).toEqual([...table.map((r) => r.points)].sort((a, b) => b - a));
    expect(table.find((r) => r.teamId === snapshot.teamId)!.points).toBe(snapshot.points);
  });
});
