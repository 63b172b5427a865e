// The fixture ticker on the demo season (round 13 live, 14 onwards to play): every club's next rounds from the first
// still to lock, each fixture's difficulty and expected goals as the forecast wrote them, blanks and the orderings.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { listRulesSections } from "@/lib/server/content/list-rules-sections";
import { fixtureTicker } from "@/lib/server/forecast/fixture-ticker";
import { seed } from "@/prisma/seed";

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

describe("fixtureTicker", () => {
  it("gives every club its next six rounds from the first still to lock, each fixture rated 1–5", async () => {
    const ticker = (await fixtureTicker())!;
    expect(ticker.rounds.map((r) => r.number)).toEqual([14, 15, 16, 17, 18, 19]);
    expect(ticker.fit).toMatchObject({ throughRound: 12 });
    expect(ticker.clubs).toHaveLength(20);
    for (const club of ticker.clubs) {
      expect(club.rounds.map((r) => r.number)).toEqual([14, 15, 16, 17, 18, 19]);
      expect(Number.isFinite(club.attack)).toBe(true);
      expect(Number.isFinite(club.defence)).toBe(true);
      for (const round of club.rounds) {
        expect(round.fixtures).toHaveLength(1);
        for (const f of round.fixtures) {
          expect(f.difficulty).toBeGreaterThanOrEqual(1);
          expect(f.difficulty).toBeLessThanOrEqual(5);
          expect(f.goalsFor).toBeGreaterThan(0);
          expect(f.goalsAgainst).toBeGreaterThan(0);
          expect(f.opponent.id).not.toBe(club.club.id);
        }
      }
      const difficulties = club.rounds.flatMap((r) => r.fixtures.map((f) => f.difficulty!));
      expect(club.totalDifficulty).toBe(difficulties.reduce((a, b) => a + b, 0));
      expect(club.averageDifficulty).toBeCloseTo(club.totalDifficulty / 6, 10);
    }
  });

  it("shows each game from both sides: home for one club, away for the other, with mirrored goals", async () => {
    const ticker = (await fixtureTicker({ rounds: 1 }))!;
    const byClub = new Map(ticker.clubs.map((c) => [c.club.id, c.rounds[0]!.fixtures[0]!]));
    for (const [clubId, f] of byClub) {
      const other = byClub.get(f.opponent.id)!;
      expect(other.gameId).toBe(f.gameId);
      expect(other.opponent.id).toBe(clubId);
      expect(other.isHome).toBe(!f.isHome);
      expect(other.goalsFor).toBe(f.goalsAgainst);
    }
  });

  it("orders the clubs by the easiest run, by name, by attack and by defence", async () => {
    const ease = (await fixtureTicker())!.clubs;
    const averages = ease.map((c) => c.averageDifficulty!);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    const names = (await fixtureTicker({ sort: "name" }))!.clubs.map((c) => c.club.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "it")));
    const attack = (await fixtureTicker({ sort: "attack" }))!.clubs.map((c) => c.attack!);
    expect(attack).toEqual([...attack].sort((a, b) => b - a));
    const defence = (await fixtureTicker({ sort: "defence" }))!.clubs.map((c) => c.defence!);
    expect(defence).toEqual([...defence].sort((a, b) => b - a));
  });

  it("keeps to eight rounds at most", async () => {
    expect((await fixtureTicker({ rounds: 8 }))!.rounds).toHaveLength(8);
    expect((await fixtureTicker({ rounds: 20 }))!.rounds).toHaveLength(8);
  });

  it("makes a postponed game a blank round for both clubs, and a rescheduled one a double round", async () => {
    const db = await getDb();
    const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
    const round = (number: number) =>
      db.round.findUniqueOrThrow({ where: { seasonId_number: { seasonId: season.id, number } } });
    const [r15, r16] = [await round(15), await round(16)];
    const game = await db.game.findFirstOrThrow({ where: { roundId: r15.id }, orderBy: { id: "asc" } });
    await db.game.update({ where: { id: game.id }, data: { status: "postponed" } });
    const blank = (await fixtureTicker())!;
    for (const clubId of [game.homeClubId, game.awayClubId]) {
      const club = blank.clubs.find((c) => c.club.id === clubId)!;
      expect(club.rounds.find((r) => r.number === 15)!.fixtures).toEqual([]);
      expect(club.fixtures).toBe(5);
      expect(club.averageDifficulty).toBeCloseTo(club.totalDifficulty / 5, 10);
    }
    // The postponed game played in round 16 instead: its clubs play twice there.
    await db.game.update({ where: { id: game.id }, data: { status: "scheduled", roundId: r16.id } });
    const double = (await fixtureTicker())!;
    for (const clubId of [game.homeClubId, game.awayClubId]) {
      const club = double.clubs.find((c) => c.club.id === clubId)!;
      expect(club.rounds.find((r) => r.number === 15)!.fixtures).toEqual([]);
      expect(club.rounds.find((r) => r.number === 16)!.fixtures.map((f) => f.gameId)).toContain(game.id);
      expect(club.rounds.find((r) => r.number === 16)!.fixtures).toHaveLength(2);
      expect(club.fixtures).toBe(6);
    }
    await db.game.update({ where: { id: game.id }, data: { roundId: r15.id } });
  });

  it("is explained on the rules page, in both languages, with the difficulty's edges", async () => {
    const en = (await listRulesSections({ locale: "en" })).find((r) => r.slug === "forecast")!;
    expect(en.name).toBe("Fixture difficulty and expected points");
    expect(en.text).toContain("0.9 or more is a 1, 0.35 or more a 2");
    const it = (await listRulesSections({ locale: "it" })).find((r) => r.slug === "forecast")!;
    expect(it.name).toBe("Difficoltà delle partite e punti attesi");
    expect(it.text).toContain("0,9 o più è un 1, 0,35 o più un 2");
  });
});
