// Chips on the demo season (docs/design.md section 4 "Chips"), through the use cases the API calls: played and
// cancelled before round 14's deadline, refused as lib/game says; the lock snapshots them and puts a Free Hit's squad
// back (after a price change); the close scores a Bench Boost and a Triple Captain whose captain did not play as
// lib/game's resolveRound does.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { Rng } from "@/lib/game/rng";
import { AppError } from "@/lib/server/errors";
import { cancelChip } from "@/lib/server/chips/cancel-chip";
import { getTeamChips } from "@/lib/server/chips/get-team-chips";
import { playChip } from "@/lib/server/chips/play-chip";
import { closeRound } from "@/lib/server/rounds/close";
import { lockRound } from "@/lib/server/rounds/lock-round";
import { applyTransfers } from "@/lib/server/transfers/apply-transfers";
import { getTransferState } from "@/lib/server/transfers/get-transfer-state";
import { getTeamForRound } from "@/lib/server/teams/get-team-for-round";
import { getTeam } from "@/lib/server/teams/get-team";
import { seed } from "@/prisma/seed";
import { playRoundResults } from "@/prisma/seed/results";
import { expectSquadCopiesInStep } from "@/tests/support/squad-copies";
import { ruleOf } from "@/tests/support/round-rule";

let seasonId: number;
let round14: { id: number; deadline: Date };
/** Three managers who have played no chip: a Bench Boost, a Triple Captain and a Free Hit for round 14. */
let boost: { userId: number; teamId: number };
let triple: { userId: number; teamId: number };
let freeHit: { userId: number; teamId: number };
/** The Free Hit's team's free transfers when it played it. */
let freeHitBanked: number;

const before = () => new Date(round14.deadline.getTime() - 60_000);
const after = () => new Date(round14.deadline.getTime() + 1);

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const e = error as AppError;
  return { code: e.code, field: e.field, keys: e.messages.map((m) => m.key) };
}

const statusOf = async (userId: number, chip: string) =>
  (await getTeamChips({ userId })).chips.find((c) => c.chip === chip && c.half === 1);

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  round14 = await db.round.findFirstOrThrow({ where: { seasonId, number: 14 } });
  const [a, b, c] = await db.userTeam.findMany({
    where: { seasonId, chips: { none: {} }, transfersUsed: 0, firstRound: { number: 1 } },
    orderBy: { id: "asc" },
    take: 3,
  });
  [boost, triple, freeHit] = [a!, b!, c!].map((t) => ({ userId: t.userId, teamId: t.id }));
}, 300_000);

describe("playing and cancelling chips before the deadline", () => {
  it("plays a Bench Boost, refuses a second chip for the round, cancels it and plays it again", async () => {
    const played = await playChip({ userId: boost.userId, chip: "bench_boost", now: before() });
    expect(played.round).toMatchObject({ id: round14.id, number: 14 });
    expect(played.chips.find((c) => c.chip === "bench_boost" && c.half === 1)).toMatchObject({
      status: "active",
      roundNumber: 14,
    });
    expect(played.chips.find((c) => c.chip === "bench_boost" && c.half === 2)).toMatchObject({ status: "upcoming" });
    expect(await refusal(playChip({ userId: boost.userId, chip: "triple_captain", now: before() }))).toEqual({
      code: "conflict",
      field: "chip",
      keys: ["TeamRules.oneChipPerRound"],
    });
    expect(await refusal(playChip({ userId: boost.userId, chip: "bench_boost", now: before() }))).toMatchObject({
      keys: ["TeamRules.chipPlayed"],
    });
    expect(await refusal(cancelChip({ userId: boost.userId, chip: "triple_captain", now: before() }))).toMatchObject({
      keys: ["TeamRules.chipNotActive"],
    });
    const cancelled = await cancelChip({ userId: boost.userId, chip: "bench_boost", now: before() });
    expect(cancelled.chips.find((c) => c.chip === "bench_boost" && c.half === 1)?.status).toBe("available");
    await playChip({ userId: boost.userId, chip: "bench_boost", now: before() });
    // At the deadline nothing changes any more: the round is being locked.
    expect(await refusal(cancelChip({ userId: boost.userId, chip: "bench_boost", now: after() }))).toMatchObject({
      code: "conflict",
      keys: ["TeamRules.roundBeingLocked"],
    });
  });

  it("never plays a chip on another user's team", async () => {
    expect(
      await refusal(playChip({ userId: boost.userId, teamId: triple.teamId, chip: "triple_captain", now: before() })),
    ).toMatchObject({ code: "forbidden", keys: ["TeamRules.notYourTeam"] });
    expect(
      await refusal(cancelChip({ userId: triple.userId, teamId: boost.teamId, chip: "bench_boost", now: before() })),
    ).toMatchObject({ code: "forbidden" });
    expect((await statusOf(triple.userId, "triple_captain"))?.status).toBe("available");
  });

  it("plays a Free Hit: unlimited free transfers that count against no free one, and no cancelling it", async () => {
    const db = await getDb();
    await playChip({ userId: triple.userId, chip: "triple_captain", now: before() });
    freeHitBanked = (await db.userTeam.findUniqueOrThrow({ where: { id: freeHit.teamId } })).freeTransfers;
    await playChip({ userId: freeHit.userId, chip: "free_hit", now: before() });
    expect(await refusal(cancelChip({ userId: freeHit.userId, chip: "free_hit", now: before() }))).toMatchObject({
      keys: ["TeamRules.chipFinal"],
    });
    const state = await getTransferState({ userId: freeHit.userId, now: before() });
    expect(state).toMatchObject({ unlimited: true, unlimitedReason: "free_hit", transfersAllowed: freeHitBanked });

    // Three like-for-like transfers under the Free Hit, for nothing.
    const team = await getTeam({ userId: freeHit.userId });
    const owned = new Set(team.players.map((p) => p.player.id));
    const clubs = team.players.map((p) => p.player.club?.id).filter((c): c is number => c !== undefined);
    const outs = team.players.filter((p) => p.player.position === "MID").slice(0, 3);
    const ins = await db.player.findMany({
      where: { position: "MID", id: { notIn: [...owned] }, clubId: { notIn: clubs }, status: "fit" },
      orderBy: { currentPrice: "asc" },
      take: 3,
    });
    const done = await applyTransfers({
      userId: freeHit.userId,
      transfers: outs.map((p, i) => ({ outId: p.player.id, inId: ins[i]!.id })),
      now: before(),
    });
    expect(done).toMatchObject({ transfers: 3, penalty: 0 });
  });
});

describe("the lock and the close of a round with chips", () => {
  it("snapshots the chips, counts them, and puts the Free Hit's squad back with its bank after a price change", async () => {
    const db = await getDb();
    const backup = await db.freeHitBackup.findUniqueOrThrow({ where: { teamId: freeHit.teamId } });
    const freeHitSquad = await db.squadPlayer.findMany({ where: { teamId: freeHit.teamId }, orderBy: { slot: "asc" } });
    // A player the Free Hit sold, and who comes back: his price moves up meanwhile.
    const back = backup.playerIds.find((id) => !freeHitSquad.some((s) => s.playerId === id))!;
    await db.player.update({ where: { id: back }, data: { currentPrice: { increment: 3 } } });

    await lockRound({ roundId: round14.id, now: after() });
    const snapshot = (teamId: number) =>
      db.teamRound.findUniqueOrThrow({ where: { roundId_teamId: { roundId: round14.id, teamId } } });
    expect((await snapshot(boost.teamId)).chip).toBe("bench_boost");
    expect((await snapshot(triple.teamId)).chip).toBe("triple_captain");
    const played = await snapshot(freeHit.teamId);
    expect(played).toMatchObject({ chip: "free_hit", transfersUsed: 3 });
    expect(played.playerIds).toEqual(freeHitSquad.map((s) => s.playerId));

    // The squad for round 15 is the one from before the Free Hit: players in their slots, captaincy, bank, formation.
    const restored = await db.squadPlayer.findMany({
      where: { teamId: freeHit.teamId },
      orderBy: { slot: "asc" },
      include: { bench: true },
    });
    expect(restored.map((s) => s.playerId)).toEqual(backup.playerIds);
    expect(restored.map((s) => s.purchasePrice)).toEqual(backup.purchasePrices);
    expect(restored.find((s) => s.isCaptain)?.playerId).toBe(backup.captainId);
    expect(restored.find((s) => s.isViceCaptain)?.playerId).toBe(backup.viceCaptainId);
    expect(restored.map((s) => s.bench?.priority ?? null)).toEqual([...Array(11).fill(null), 0, 1, 2, 3]);
    const team = await db.userTeam.findUniqueOrThrow({ where: { id: freeHit.teamId } });
    expect(team).toMatchObject({ bank: backup.bank, formationId: backup.formationId, transfersUsed: 0 });
    expect(await db.freeHitBackup.count()).toBe(0);
    expect(team).toMatchObject({ squadIds: backup.playerIds, captainId: backup.captainId });
    await expectSquadCopiesInStep();
    // Worth today's prices: the returning player's rise counts in the squad's value.
    const view = await getTeam({ userId: freeHit.userId });
    expect(view.players.find((p) => p.player.id === back)?.player.currentPrice).toBe(
      backup.purchasePrices[backup.playerIds.indexOf(back)]! + 3,
    );
    // None of the Free Hit's three transfers spent a banked one: the round's own is added to those it had.
    expect(team.freeTransfers).toBe(Math.min(5, freeHitBanked + 1));

    const counts = (await db.round.findUniqueOrThrow({ where: { id: round14.id } })).chipCounts as Record<
      string,
      number
    >;
    expect(counts.teams).toBe(await db.teamRound.count({ where: { roundId: round14.id } }));
    expect(counts.free_hit).toBe(1);
    expect(counts.bench_boost).toBeGreaterThanOrEqual(1);
    expect(counts.triple_captain).toBeGreaterThanOrEqual(1);
  });

  it("closes the round: the bench counts under a Bench Boost, the vice-captain triples when the captain did not play", async () => {
    const db = await getDb();
    await playRoundResults(db, { roundId: round14.id, rng: new Rng(14), now: after() });
    // The Triple Captain's captain took no part in his games.
    const tc = await db.teamRound.findUniqueOrThrow({
      where: { roundId_teamId: { roundId: round14.id, teamId: triple.teamId } },
    });
    await db.playerGameAction.deleteMany({ where: { playerId: tc.captainId, game: { roundId: round14.id } } });
    await db.playerGame.deleteMany({ where: { playerId: tc.captainId, game: { roundId: round14.id } } });
    await closeRound({ roundId: round14.id, now: new Date(round14.deadline.getTime() + 5 * 86_400_000) });

    const rows = new Map(
      (
        await db.playerRound.findMany({
          where: { roundId: round14.id },
          include: { player: { select: { position: true } } },
        })
      ).map((p) => [p.playerId, p]),
    );
    const expected = (s: typeof tc) => ruleOf(s, rows);
    const snapshot = (teamId: number) =>
      db.teamRound.findUniqueOrThrow({ where: { roundId_teamId: { roundId: round14.id, teamId } } });

    const bb = await snapshot(boost.teamId);
    const points = (ids: readonly number[]) => ids.reduce((sum, id) => sum + rows.get(id)!.points, 0);
    const captainBonus = bb.multipliedId === null ? 0 : rows.get(bb.multipliedId)!.points;
    expect(bb.finalIds).toEqual(bb.playerIds);
    expect(bb.points).toBe(points(bb.playerIds) + captainBonus - bb.penaltyPoints);
    expect(bb).toMatchObject({ points: expected(bb).points, multipliedId: expected(bb).multipliedId });

    const closed = await snapshot(triple.teamId);
    expect(rows.get(closed.captainId)!.minutes).toBe(0);
    const viceMinutes = rows.get(closed.viceCaptainId)!.minutes;
    expect(closed.multipliedId).toBe(viceMinutes > 0 ? closed.viceCaptainId : null);
    expect(closed).toMatchObject({ points: expected(closed).points, finalIds: expected(closed).finalIds });

    // The round pages show it: the bench counted, the ×3 on whoever tripled.
    const bbPage = await getTeamForRound({ userId: boost.userId, roundId: round14.id, viewerId: triple.userId });
    expect(bbPage).toMatchObject({ chip: "bench_boost", points: bb.points });
    expect(bbPage!.players.every((p) => p.counts)).toBe(true);
    const tcPage = await getTeamForRound({ userId: triple.userId, roundId: round14.id, viewerId: triple.userId });
    expect(tcPage!.chip).toBe("triple_captain");
    if (closed.multipliedId !== null)
      expect(tcPage!.players.find((p) => p.player.id === closed.multipliedId)?.multiplier).toBe(3);

    // Played in round 14, for good.
    expect(
      (await getTeamChips({ userId: triple.userId })).chips.find((c) => c.chip === "triple_captain"),
    ).toMatchObject({ status: "played", roundNumber: 14 });
  });
});
