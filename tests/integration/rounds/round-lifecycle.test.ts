// The round lifecycle on the demo season: the lock at the deadline, scoring (double and postponed
// games, auto-substitutions checked against lib/game), and a close that is idempotent and resumable.
import { spawn } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/server/errors";
import { closeRound } from "@/lib/server/rounds/close";
import { lockRound } from "@/lib/server/rounds/lock-round";
import { refreshLiveRound } from "@/lib/server/rounds/refresh-live-round";
import { scoreRound } from "@/lib/server/rounds/score-round";
import { randomTeam } from "@/lib/server/teams/random-team";
import { registerTeam } from "@/lib/server/teams/register-team";
import { getTransferState } from "@/lib/server/transfers/get-transfer-state";
import { seed } from "@/prisma/seed";
import { demo } from "@/tests/support/demo-calendar";
import { ruleOf } from "@/tests/support/round-rule";

let seasonId: number;
const roundId = async (number: number) =>
  (await (await getDb()).round.findFirstOrThrow({ where: { seasonId, number } })).id;

/** Everything a close writes, in a comparable form. */
async function closeResult(round: number) {
  const db = await getDb();
  const id = await roundId(round);
  return {
    snapshots: await db.teamRound.findMany({
      where: { roundId: id },
      orderBy: { teamId: "asc" },
      omit: { roundId: true },
    }),
    standings: await db.standing.findMany({
      where: {
        leagueId: { in: (await db.league.findMany({ where: { seasonId }, select: { id: true } })).map((l) => l.id) },
      },
      orderBy: [{ leagueId: "asc" }, { position: "asc" }],
    }),
    totals: await db.userTeam.findMany({
      where: { seasonId },
      select: { id: true, totalPoints: true },
      orderBy: { id: "asc" },
    }),
    prices: await db.player.findMany({ select: { id: true, currentPrice: true }, orderBy: { id: "asc" } }),
    priceRows: await db.playerPrice.count({ where: { roundId: id } }),
    dream: await db.dreamTeamPlayer.findMany({
      where: { dreamTeam: { seasonId } },
      select: { slot: true, playerId: true, points: true, dreamTeam: { select: { roundId: true } } },
      orderBy: [{ dreamTeamId: "asc" }, { slot: "asc" }],
    }),
    round: await db.round.findUniqueOrThrow({
      where: { id },
      select: { status: true, teamsCount: true, avgPoints: true, maxPoints: true, maxPointsTeamId: true },
    }),
  };
}

/** Every snapshot of the round scores what lib/game's resolveRound gives on its players' round rows. */
async function expectTeamsMatchRule(id: number) {
  const db = await getDb();
  const players = new Map(
    (
      await db.playerRound.findMany({ where: { roundId: id }, include: { player: { select: { position: true } } } })
    ).map((p) => [p.playerId, p]),
  );
  const snapshots = await db.teamRound.findMany({ where: { roundId: id } });
  let substitutions = 0;
  for (const s of snapshots) {
    const expected = ruleOf(s, players);
    substitutions += expected.substitutions.length;
    expect({ team: s.teamId, finalIds: s.finalIds, multipliedId: s.multipliedId, points: s.points }).toEqual({
      team: s.teamId,
      ...expected,
      substitutions: undefined,
    });
  }
  return { snapshots, substitutions };
}

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  // Round 13's open games: the live one ends with its results so far, the others are postponed.
  await db.game.updateMany({
    where: { round: { seasonId, number: 13 }, status: "live" },
    data: { status: "finished" },
  });
  await db.game.updateMany({
    where: { round: { seasonId, number: 13 }, status: "scheduled" },
    data: { status: "postponed" },
  });
}, 300_000);

describe("locking a round at its deadline", () => {
  it("refuses 1 ms before the deadline, snapshots every team 1 ms after but one made since, and only once", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({ where: { seasonId, number: 14 } });
    const early = lockRound({ roundId: round.id, now: new Date(round.deadline.getTime() - 1) });
    await expect(early).rejects.toBeInstanceOf(AppError);
    await expect(early).rejects.toMatchObject({ code: "conflict" });

    // A fan who joins between the deadline and the lock plays from round 15, with unlimited transfers until then.
    const fan = await db.user.create({
      data: { email: "late@example.com", passwordHash: "x", firstName: "Late", lastName: "Fan", countryCode: "IT" },
    });
    const formationId = (await db.formation.findFirstOrThrow({ where: { name: "4-4-2" } })).id;
    const random = await randomTeam({ formationId, keep: [], seed: 3 });
    const late = await registerTeam({
      userId: fan.id,
      name: "Late Comers",
      now: new Date(round.deadline.getTime() + 1),
      squad: {
        formationId,
        players: random.players.map((p) => ({ playerId: p.player.id, slot: p.slot })),
        captainId: random.captainId,
        viceCaptainId: random.viceCaptainId,
      },
    });
    const lateBefore = await db.userTeam.findUniqueOrThrow({ where: { id: late.id } });

    const locked = await lockRound({ roundId: round.id, now: new Date(round.deadline.getTime() + 1) });
    const teams = (await db.userTeam.count({ where: { seasonId } })) - 1;
    expect(locked).toEqual({ teams, alreadyLocked: false });
    expect(await db.teamRound.count({ where: { teamId: late.id } })).toBe(0);
    expect(await db.userTeam.findUniqueOrThrow({ where: { id: late.id } })).toEqual(lateBefore);
    expect(lateBefore.firstRoundId).toBe(await roundId(15));
    expect(await getTransferState({ userId: fan.id, now: new Date(round.deadline.getTime() + 2) })).toMatchObject({
      round: { number: 15 },
      unlimited: true,
      unlimitedReason: "first_round",
    });
    expect(await db.round.findUniqueOrThrow({ where: { id: round.id } })).toMatchObject({ status: "live" });
    const snapshot = await db.teamRound.findFirstOrThrow({ where: { roundId: round.id } });
    const squad = await db.squadPlayer.findMany({ where: { teamId: snapshot.teamId }, orderBy: { slot: "asc" } });
    expect(snapshot.playerIds).toEqual(squad.map((s) => s.playerId));
    expect(snapshot.captainId).toBe(squad.find((s) => s.isCaptain)!.playerId);
    expect(await db.playerRound.count({ where: { roundId: round.id } })).toBe(await db.player.count());

    expect(await lockRound({ roundId: round.id, now: new Date(round.deadline.getTime() + 5) })).toEqual({
      teams,
      alreadyLocked: true,
    });
  });
});

describe("scoring", () => {
  it("sums a double game and ignores a postponed one", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({ where: { seasonId, number: 14 }, include: { games: true } });
    const [first, second] = round.games;
    // The club's outfield player who starts for the most teams.
    const snapshots = await db.teamRound.findMany({ where: { roundId: round.id }, select: { playerIds: true } });
    const starts = (id: number) => snapshots.filter((s) => s.playerIds.slice(0, 11).includes(id)).length;
    const player = (await db.player.findMany({ where: { clubId: first!.homeClubId, position: { not: "GKP" } } })).sort(
      (a, b) => starts(b.id) - starts(a.id),
    )[0]!;
    expect(starts(player.id)).toBeGreaterThan(0);
    const extra = await db.game.create({
      data: {
        roundId: round.id,
        homeClubId: first!.homeClubId,
        awayClubId: second!.awayClubId,
        kickoff: new Date(first!.kickoff.getTime() + 3 * 86_400_000),
        status: "finished",
      },
    });
    const postponed = await db.game.create({
      data: {
        roundId: round.id,
        homeClubId: second!.homeClubId,
        awayClubId: first!.homeClubId,
        kickoff: first!.kickoff,
        status: "postponed",
      },
    });
    await db.game.update({ where: { id: first!.id }, data: { status: "finished" } });
    await db.playerGame.createMany({
      data: [
        { playerId: player.id, gameId: first!.id, clubId: first!.homeClubId, minutes: 90, points: 3 },
        { playerId: player.id, gameId: extra.id, clubId: first!.homeClubId, minutes: 60, points: 4 },
        { playerId: player.id, gameId: postponed.id, clubId: first!.homeClubId, minutes: 90, points: 9 },
      ],
    });
    await db.$transaction((tx) => scoreRound(tx, round.id, { final: false }));
    expect(
      await db.playerRound.findUniqueOrThrow({
        where: { roundId_playerId: { roundId: round.id, playerId: player.id } },
      }),
    ).toMatchObject({ points: 7, minutes: 150 });
    // Teams fielding him get both games' points and none of the postponed one.
    const scored = await expectTeamsMatchRule(round.id);
    expect(scored.snapshots.filter((s) => s.finalIds.includes(player.id)).length).toBeGreaterThanOrEqual(
      starts(player.id),
    );
  });
});

describe("closing a round", () => {
  it("scores every team as lib/game's resolveRound does, auto-substitutions included", async () => {
    const db = await getDb();
    const id = await roundId(13);
    await closeRound({ roundId: id, now: demo.at("2026-11-24T12:00:00Z") });
    const { substitutions, snapshots } = await expectTeamsMatchRule(id);
    expect(substitutions).toBeGreaterThan(0);
    // The demo's managers play chips: the rule's Bench Boosts and Triple Captains are the SQL's too.
    const chips = new Set(snapshots.map((s) => s.chip));
    expect(chips).toContain("bench_boost");
    expect(chips).toContain("triple_captain");
    expect((await db.round.findUniqueOrThrow({ where: { id } })).status).toBe("finished");
  });

  it("gives identical results when closed again", async () => {
    const before = await closeResult(13);
    await closeRound({ roundId: await roundId(13), now: demo.at("2026-11-24T12:00:00Z") });
    expect(await closeResult(13)).toEqual(before);
  });

  it("resumes a close killed half-way to the same result as a clean close", async () => {
    const db = await getDb();
    const id = await roundId(13);
    const clean = await closeResult(13);
    await db.round.update({ where: { id }, data: { status: "live", closeStep: 0 } });
    await expect(closeRound({ roundId: id, now: demo.at("2026-11-24T12:00:00Z"), stopAfterStep: 2 })).rejects.toThrow(
      /stopped after 2/,
    );
    expect(await db.round.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "live", closeStep: 2 });
    const resumed = await closeRound({ roundId: id, now: demo.at("2026-11-24T12:00:00Z") });
    expect(resumed.steps).toBe(3);
    expect(await closeResult(13)).toEqual(clean);
  });

  it("scores again when the working set its tables read was lost (an unlogged table after a database crash)", async () => {
    const db = await getDb();
    const id = await roundId(13);
    const clean = await closeResult(13);
    expect(await db.roundScore.count({ where: { roundId: id } })).toBe(0);
    await db.round.update({ where: { id }, data: { status: "live", closeStep: 0 } });
    await expect(closeRound({ roundId: id, now: demo.at("2026-11-24T12:00:00Z"), stopAfterStep: 1 })).rejects.toThrow(
      /stopped after 1/,
    );
    expect(await db.roundScore.count({ where: { roundId: id } })).toBe(clean.snapshots.length);
    await db.roundScore.deleteMany({ where: { roundId: id } });
    const resumed = await closeRound({ roundId: id, now: demo.at("2026-11-24T12:00:00Z") });
    expect(resumed.steps).toBe(5);
    expect(await closeResult(13)).toEqual(clean);
    expect(await db.roundScore.count({ where: { roundId: id } })).toBe(0);
  });

  it("resumes a close whose process was killed (SIGKILL) in the middle of a step to the same result", async () => {
    const db = await getDb();
    const id = await roundId(13);
    const clean = await closeResult(13);
    await db.round.update({ where: { id }, data: { status: "live", closeStep: 0 } });
    // The operator's close in its own process, killed in its second step: each step waits 10 s
    // before it commits, so the kill always lands inside the step's transaction.
    const child = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["--conditions=react-server", "ops/main.ts", "round", "close", "13", "--pause-ms", "10000"],
      { env: { ...process.env }, detached: true },
    );
    let out = "";
    const exited = new Promise<string | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    child.stderr.on("data", (d) => (out += d));
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("standings...")) process.kill(-child.pid!, "SIGKILL");
    });
    expect(await exited).toBe("SIGKILL");
    const killed = await db.round.findUniqueOrThrow({ where: { id } });
    expect(killed.status).toBe("live");
    expect(killed.closeStep).toBe(1);
    await closeRound({ roundId: id, now: demo.at("2026-11-24T12:00:00Z") });
    expect(await closeResult(13)).toEqual(clean);
  });

  it("resolves every team again when a result changed after the last live refresh", async () => {
    const db = await getDb();
    const id = await roundId(13);
    await db.round.update({ where: { id }, data: { status: "live", closeStep: 0 } });
    await refreshLiveRound({ roundId: id });
    // A correction entered without a refresh: ten more points for a player who counted for some teams.
    const [target] = await db.$queryRaw<{ player_id: number; game_id: number }[]>`
      SELECT pg.player_id, pg.game_id FROM player_game pg JOIN game g ON g.id = pg.game_id
      WHERE g.round_id = ${id} AND g.status = 'finished' AND pg.minutes > 0
        AND EXISTS (SELECT 1 FROM team_round tr WHERE tr.round_id = ${id} AND pg.player_id = ANY (tr.final_ids))
      ORDER BY pg.player_id LIMIT 1`;
    const fielding = { roundId: id, finalIds: { has: target!.player_id } };
    const before = await db.teamRound.findMany({ where: fielding, orderBy: { teamId: "asc" } });
    await db.playerGame.update({
      where: { playerId_gameId: { playerId: target!.player_id, gameId: target!.game_id } },
      data: { points: { increment: 10 } },
    });
    await closeRound({ roundId: id, now: demo.at("2026-11-24T12:00:00Z") });
    await expectTeamsMatchRule(id);
    const after = await db.teamRound.findMany({ where: fielding, orderBy: { teamId: "asc" } });
    expect(after.map((s, i) => s.points! - before[i]!.points!)).toEqual(
      after.map((s) => (s.multipliedId === target!.player_id ? 20 : 10)),
    );
  });

  it("scores again when a result comes in while a close is stopped after its score step", async () => {
    const db = await getDb();
    const id = await roundId(13);
    const now = demo.at("2026-11-24T12:00:00Z");
    await db.round.update({ where: { id }, data: { status: "live", closeStep: 0 } });
    await refreshLiveRound({ roundId: id });
    await expect(closeRound({ roundId: id, now, stopAfterStep: 1 })).rejects.toThrow(/stopped after 1/);
    // The correction and its refresh: the working set the stopped close scored is stale.
    const [target] = await db.$queryRaw<{ player_id: number; game_id: number }[]>`
      SELECT pg.player_id, pg.game_id FROM player_game pg JOIN game g ON g.id = pg.game_id
      WHERE g.round_id = ${id} AND g.status = 'finished'
        AND EXISTS (SELECT 1 FROM team_round tr WHERE tr.round_id = ${id} AND pg.player_id = ANY (tr.final_ids))
      ORDER BY pg.player_id LIMIT 1`;
    await db.playerGame.update({
      where: { playerId_gameId: { playerId: target!.player_id, gameId: target!.game_id } },
      data: { points: { increment: 5 } },
    });
    await refreshLiveRound({ roundId: id });
    expect((await db.round.findUniqueOrThrow({ where: { id } })).closeStep).toBe(0);
    expect((await closeRound({ roundId: id, now })).steps).toBe(5);
    await expectTeamsMatchRule(id);
    const resumed = await closeResult(13);
    // A clean close of the same results writes the same tables.
    await db.round.update({ where: { id }, data: { status: "live", closeStep: 0 } });
    await closeRound({ roundId: id, now });
    expect(resumed).toEqual(await closeResult(13));
  });

  it("ranks ties together and numbers every table without gaps", async () => {
    const db = await getDb();
    const season = await db.league.findFirstOrThrow({ where: { seasonId, kind: "season" } });
    const rows = await db.standing.findMany({ where: { leagueId: season.id }, orderBy: { position: "asc" } });
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(b.points).toBeLessThanOrEqual(a.points);
      expect(b.rank).toBe(b.points === a.points ? a.rank : i + 1);
    }
    expect(season.membersCount).toBe(rows.length);
  });
});
