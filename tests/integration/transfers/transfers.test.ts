// Transfers under load and at the deadline: only valid ones apply, the bank never goes negative,
// nothing is accepted after the deadline.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { AppError } from "@/lib/server/errors";
import { getSettings } from "@/lib/server/settings";
import { applyTransfers } from "@/lib/server/transfers/apply-transfers";
import { seed } from "@/prisma/seed";
import { expectSquadCopiesInStep } from "@/tests/support/squad-copies";

let userId: number;
let deadline: Date;

async function team() {
  const db = await getDb();
  return db.userTeam.findFirstOrThrow({
    where: { userId, season: { status: "live" } },
    include: { players: { include: { player: true } } },
  });
}

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  userId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).id;
  deadline = (
    await db.round.findFirstOrThrow({
      where: { season: { status: "live" }, status: "scheduled" },
      orderBy: { number: "asc" },
    })
  ).deadline;
}, 300_000);

describe("applying transfers", () => {
  it("applies only valid transfers out of 20 concurrent requests, and never overspends", async () => {
    const db = await getDb();
    const before = await team();
    const clubCount = (clubId: number | null) => before.players.filter((p) => p.player.clubId === clubId).length;
    // Candidates: players not in the team, of clubs where the team has room, cheap and dear ones.
    const candidates = await db.player.findMany({
      where: { id: { notIn: before.players.map((p) => p.playerId) }, status: { not: "transferred_out" } },
      orderBy: [{ currentPrice: "desc" }, { id: "asc" }],
    });
    const requests = Array.from({ length: 20 }, (_, i) => {
      const out = before.players[i % 15]!;
      const pool = candidates.filter((c) => c.position === out.player.position && clubCount(c.clubId) < 2);
      const incoming = i % 2 === 0 ? pool[0]! : pool[pool.length - 1 - i]!;
      return { outId: out.playerId, inId: incoming.id };
    });
    const now = new Date(deadline.getTime() - 60_000);
    const results = await Promise.allSettled(requests.map((r) => applyTransfers({ userId, transfers: [r], now })));

    const applied = results.filter((r) => r.status === "fulfilled").length;
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(20);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toBeInstanceOf(AppError);

    const after = await team();
    // The bank moved by exactly the applied transfers' sales and purchases, and none of them took it below zero.
    const made = await db.transfer.findMany({ where: { teamId: after.id }, orderBy: { id: "asc" } });
    expect(after.bank).toBe(before.bank + made.reduce((sum, t) => sum + t.priceOut - t.priceIn, 0));
    let bank = before.bank;
    for (const t of made) expect((bank += t.priceOut - t.priceIn)).not.toBeLessThan(0);
    expect(new Set(after.players.map((p) => p.playerId)).size).toBe(15);
    expect(after.transfersUsed).toBe(applied);
    expect(await db.transfer.count({ where: { teamId: after.id } })).toBe(applied);
    // The money adds up: the bank moved by exactly what was sold and bought.
    const moves = await db.transfer.findMany({ where: { teamId: after.id } });
    expect(after.bank).toBe(before.bank + moves.reduce((s, m) => s + m.priceOut - m.priceIn, 0));
    // The free transfers the team had banked, then 4 points each.
    expect(after.penaltyPoints).toBe(Math.max(0, applied - before.freeTransfers) * 4);
    // The squad's copy the lock snapshots took each replacement, the captaincy's included.
    await expectSquadCopiesInStep();
  });

  it("refuses a transfer 1 ms after the deadline and at it, and accepts one 1 ms before", async () => {
    const current = await team();
    const db = await getDb();
    // Whatever the concurrent test left, some defender of the team can be swapped for a fit one
    // who fits the bank and the per-club limit.
    const owned = current.players.map((p) => p.playerId);
    const perClub = (clubId: number | null) => current.players.filter((p) => p.player.clubId === clubId).length;
    const { maxPlayersPerClub } = await getSettings();
    const candidates = await db.player.findMany({
      where: { position: "DEF", id: { notIn: owned }, status: "fit" },
      orderBy: [{ currentPrice: "asc" }, { id: "asc" }],
    });
    const pairs = current.players
      .filter((p) => p.player.position === "DEF")
      .flatMap((out) =>
        candidates
          .filter(
            (c) =>
              c.currentPrice <= out.player.currentPrice + current.bank &&
              (c.clubId === out.player.clubId || perClub(c.clubId) < maxPlayersPerClub),
          )
          .map((incoming) => ({ out, incoming })),
      );
    expect(pairs.length).toBeGreaterThan(0);
    const { out, incoming } = pairs[0]!;
    for (const offset of [1, 0]) {
      await expect(
        applyTransfers({
          userId,
          transfers: [{ outId: out.playerId, inId: incoming.id }],
          now: new Date(deadline.getTime() + offset),
        }),
      ).rejects.toMatchObject({ code: "conflict" });
    }
    await expect(
      applyTransfers({
        userId,
        transfers: [{ outId: out.playerId, inId: incoming.id }],
        now: new Date(deadline.getTime() - 1),
      }),
    ).resolves.toMatchObject({ transfers: 1 });
  });

  it("refuses players of another position, players already owned, and unknown players", async () => {
    const current = await team();
    const [gk, def] = [
      current.players.find((p) => p.player.position === "GKP")!,
      current.players.find((p) => p.player.position === "DEF")!,
    ];
    const now = new Date(deadline.getTime() - 1000);
    await expect(
      applyTransfers({ userId, transfers: [{ outId: gk.playerId, inId: def.playerId }], now }),
    ).rejects.toMatchObject({ code: "invalid" });
    await expect(
      applyTransfers({ userId, transfers: [{ outId: gk.playerId, inId: 999_999 }], now }),
    ).rejects.toMatchObject({ code: "invalid" });
    await expect(applyTransfers({ userId, transfers: [], now })).rejects.toMatchObject({ code: "invalid" });
  });
});
