// The demo seed: every screen has data, the season so far was played through the engine (closed
// rounds, transfers, price changes), the rules of a valid team hold, and a second run changes
// nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { DEMO_LOGIN } from "@/lib/demo";
import { seed, tableCounts } from "@/prisma/seed";
import { expectSquadCopiesInStep } from "@/tests/support/squad-copies";

let first: Record<string, number>;

beforeAll(async () => {
  await seed(await getDb());
  first = await tableCounts(await getDb());
}, 300_000);

describe("demo seed", () => {
  it("loads a whole season: 20 clubs, ~500 players, 38 rounds of 10 games", async () => {
    const db = await getDb();
    const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
    expect(await db.seasonClub.count({ where: { seasonId: season.id } })).toBe(20);
    expect(first.player).toBeGreaterThanOrEqual(450);
    expect(await db.round.count({ where: { seasonId: season.id } })).toBe(38);
    expect(await db.game.count({ where: { round: { seasonId: season.id } } })).toBe(380);
    const statuses = await db.round.groupBy({ by: ["status"], where: { seasonId: season.id }, _count: true });
    const byStatus = Object.fromEntries(statuses.map((s) => [s.status, s._count]));
    expect(byStatus.live).toBe(1);
    expect(byStatus.finished).toBeGreaterThanOrEqual(3);
    expect(byStatus.scheduled).toBeGreaterThanOrEqual(20);
  });

  it("has every club once per round and a double round-robin", async () => {
    const db = await getDb();
    const games = await db.game.findMany({
      where: { round: { season: { status: "live" } } },
      select: { roundId: true, homeClubId: true, awayClubId: true },
    });
    const perRound = new Map<number, number[]>();
    for (const g of games) perRound.set(g.roundId, [...(perRound.get(g.roundId) ?? []), g.homeClubId, g.awayClubId]);
    for (const clubs of perRound.values()) expect(new Set(clubs).size).toBe(20);
    expect(new Set(games.map((g) => `${g.homeClubId}-${g.awayClubId}`)).size).toBe(380);
  });

  it("scores finished rounds from player actions", async () => {
    const db = await getDb();
    expect(first.player_game_action).toBeGreaterThan(1000);
    const finished = await db.round.findFirstOrThrow({ where: { status: "finished" }, orderBy: { number: "asc" } });
    expect(finished.avgPoints).toBeGreaterThan(0);
    expect(finished.maxPoints).toBeGreaterThanOrEqual(finished.avgPoints!);
    const dream = await db.dreamTeam.findUniqueOrThrow({ where: { roundId: finished.id }, include: { players: true } });
    const positions = dream.players.map((p) => p.position);
    expect(positions.filter((p) => p === "GKP")).toHaveLength(1);
    expect(positions.filter((p) => p === "DEF")).toHaveLength(4);
    expect(positions.filter((p) => p === "MID")).toHaveLength(4);
    expect(positions.filter((p) => p === "FWD")).toHaveLength(2);
  });

  it("plays the season so far through the engine: transfers, locks, closes and price changes", async () => {
    const db = await getDb();
    const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
    const rounds = await db.round.findMany({ where: { seasonId: season.id }, orderBy: { number: "asc" } });
    const finished = rounds.filter((r) => r.status === "finished");
    const live = rounds.find((r) => r.status === "live")!;
    expect(finished.map((r) => r.number)).toEqual(Array.from({ length: live.number - 1 }, (_, i) => i + 1));
    for (const r of finished) {
      expect(r).toMatchObject({ closeStep: 5, teamsCount: first.user_team });
      expect(r.lockedAt!.getTime()).toBeGreaterThan(r.deadline.getTime());
      expect(r.closedAt!.getTime()).toBeGreaterThan(r.lockedAt!.getTime());
      expect(r.closedAt!.getTime()).toBeLessThan(rounds[r.number]!.deadline.getTime());
    }
    expect(live.closeStep).toBe(0);
    expect(live.lockedAt!.getTime()).toBeGreaterThan(live.deadline.getTime());
    expect(
      rounds.filter((r) => r.number > live.number).every((r) => r.status === "scheduled" && r.lockedAt === null),
    ).toBe(true);

    // Transfers before every deadline played so far, some of them paid for, and a few Wildcards.
    const transfers = await db.transfer.groupBy({
      by: ["roundId"],
      where: { round: { seasonId: season.id } },
      _count: true,
      _sum: { penalty: true },
    });
    expect(transfers).toHaveLength(live.number);
    expect(transfers.reduce((sum, t) => sum + (t._sum.penalty ?? 0), 0)).toBeGreaterThan(0);
    expect(
      await db.teamChip.count({ where: { chip: "wildcard", round: { seasonId: season.id } } }),
    ).toBeGreaterThanOrEqual(2);
    expect(await db.teamRound.count({ where: { roundId: live.id } })).toBe(first.user_team);

    // Prices: the initial ones, then the net-transfers changes at each close; the latest is current.
    expect(await db.playerPrice.count({ where: { seasonId: season.id, roundId: null } })).toBe(first.player);
    const moved = await db.playerPrice.findMany({
      where: { seasonId: season.id, roundId: { not: null } },
      orderBy: [{ changedAt: "asc" }, { id: "asc" }],
    });
    expect(moved.length).toBeGreaterThan(10);
    expect(new Set(moved.map((p) => p.roundId)).size).toBeGreaterThan(finished.length / 2);
    const latest = new Map(moved.map((p) => [p.playerId, p.price]));
    const players = await db.player.findMany({ where: { id: { in: [...latest.keys()] } } });
    for (const p of players) expect(p.currentPrice).toBe(latest.get(p.id));
    expect(await db.player.count({ where: { popularityBp: { gt: 0 } } })).toBeGreaterThan(100);
  });

  it("has a game of each unplayed kind: cancelled and forfeited in finished rounds, one awaiting its data in the live round", async () => {
    const db = await getDb();
    const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
    const select = {
      homeScore: true,
      awayScore: true,
      round: { select: { status: true } },
      _count: { select: { players: true } },
    } as const;
    const cancelled = await db.game.findMany({
      where: { status: "cancelled", round: { seasonId: season.id } },
      select,
    });
    expect(cancelled).toEqual([
      { homeScore: null, awayScore: null, round: { status: "finished" }, _count: { players: 0 } },
    ]);
    const forfeited = await db.game.findMany({
      where: { status: "technical", round: { seasonId: season.id } },
      select,
    });
    expect(forfeited).toEqual([{ homeScore: 3, awayScore: 0, round: { status: "finished" }, _count: { players: 0 } }]);
    const pending = await db.game.findMany({
      where: { status: "finished", round: { seasonId: season.id }, players: { none: {} } },
      select,
    });
    expect(pending).toEqual([
      {
        homeScore: expect.any(Number),
        awayScore: expect.any(Number),
        round: { status: "live" },
        _count: { players: 0 },
      },
    ]);
  });

  it("gives at least 200 users valid teams within the budget and the club limit", async () => {
    const db = await getDb();
    const settings = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
    const teams = await db.userTeam.findMany({
      where: { season: { status: "live" } },
      include: { players: { include: { player: true, bench: true } } },
    });
    expect(teams.length).toBeGreaterThanOrEqual(200);
    // A Free Hit's transfers were undone at its round's lock (the seed's Free Hit players make theirs after playing it).
    const freeHits = new Set(
      (await db.teamChip.findMany({ where: { chip: "free_hit" } })).map((c) => `${c.teamId}:${c.roundId}`),
    );
    expect(freeHits.size).toBeGreaterThan(0);
    const transfers = (await db.transfer.findMany({ include: { playerIn: true, playerOut: true } })).filter(
      (t) => !freeHits.has(`${t.teamId}:${t.roundId}`),
    );
    // The copy of each squad the lock snapshots is squad_player's, through every transfer and Free Hit the seed made.
    await expectSquadCopiesInStep();
    for (const team of teams) {
      const positions = team.players
        .map((p) => p.player.position)
        .sort()
        .join(",");
      expect(positions).toBe("DEF,DEF,DEF,DEF,DEF,FWD,FWD,FWD,GKP,GKP,MID,MID,MID,MID,MID");
      const perClub = new Map<number | null, number>();
      for (const p of team.players) perClub.set(p.player.clubId, (perClub.get(p.player.clubId) ?? 0) + 1);
      expect(Math.max(...perClub.values())).toBeLessThanOrEqual(settings.maxPlayersPerClub);
      // Bought at the initial prices; each transfer kept then sold and bought at the prices of the day: the bank is
      // exactly what that leaves (the engine refused anything that would have taken it below zero).
      const moves = transfers.filter((t) => t.teamId === team.id);
      const initialCost =
        team.players.reduce((sum, p) => sum + p.player.initialPrice, 0) +
        moves.reduce((sum, t) => sum + t.playerOut.initialPrice - t.playerIn.initialPrice, 0);
      expect(team.bank).toBe(
        settings.budgetLimit - initialCost + moves.reduce((sum, t) => sum + t.priceOut - t.priceIn, 0),
      );
      if (moves.length === 0)
        expect(team.players.reduce((sum, p) => sum + p.purchasePrice, 0) + team.bank).toBe(settings.budgetLimit);
      const captain = team.players.find((p) => p.isCaptain);
      const vice = team.players.find((p) => p.isViceCaptain);
      expect(captain && vice && captain.id !== vice.id && captain.slot < 11 && vice.slot < 11).toBe(true);
      expect(
        team.players
          .filter((p) => p.bench)
          .map((p) => p.bench!.priority)
          .sort(),
      ).toEqual([0, 1, 2, 3]);
      expect(team.players.find((p) => p.bench?.priority === 0)?.player.position).toBe("GKP");
    }
  });

  it("creates the verified demo user with a team and private leagues", async () => {
    const db = await getDb();
    const user = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email }, include: { teams: true } });
    expect(user.isEmailVerified).toBe(true);
    expect(await verifyPassword(DEMO_LOGIN.password, user.passwordHash)).toBe(true);
    expect(user.teams).toHaveLength(1);
    const leagues = await db.leagueMember.count({ where: { teamId: user.teams[0].id, league: { kind: "private" } } });
    expect(leagues).toBeGreaterThanOrEqual(4);
    expect(await db.league.count({ where: { kind: "private", ownerId: user.id } })).toBeGreaterThanOrEqual(1);
  });

  it("has content for every public screen in both languages", async () => {
    const db = await getDb();
    expect(first.news).toBeGreaterThanOrEqual(9);
    expect(await db.news.count({ where: { headlineIt: { not: "" }, image: { not: "" } } })).toBe(first.news);
    expect((await db.prize.findMany({ select: { winnerType: true } })).map((p) => p.winnerType).sort()).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    expect(first.rules_section).toBeGreaterThanOrEqual(5);
    expect(first.faq_item).toBeGreaterThanOrEqual(5);
    expect(first.country).toBeGreaterThanOrEqual(50);
    expect(first.terms_document).toBeGreaterThanOrEqual(3);
    expect(first.formation).toBe(7);
    expect(first.point_action).toBeGreaterThanOrEqual(16);
    expect(first.settings).toBe(1);
    for (const kind of ["season", "country", "round", "quad", "private"] as const) {
      expect(await db.league.count({ where: { kind } })).toBeGreaterThan(0);
    }
    expect(first.standing).toBeGreaterThan(0);
  });

  it("is idempotent: a second run leaves every table as it was", async () => {
    await seed(await getDb());
    expect(await tableCounts(await getDb())).toEqual(first);
  }, 300_000);
});
