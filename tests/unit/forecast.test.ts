import { describe, expect, it } from "vitest";
import { type ClubStrengths, difficulty, fitClubStrengths, type MatchResult } from "@/lib/game/club-strength";
import {
  expectedPoints,
  forecastActions,
  GAME_ACTION_KINDS,
  type PlayerGame,
  type PlayerHistory,
} from "@/lib/game/expected-points";
import { Rng } from "@/lib/game/rng";
import { DEFAULT_POINT_ACTIONS } from "@/lib/game/scoring";

const GAME_TABLE = forecastActions(DEFAULT_POINT_ACTIONS, GAME_ACTION_KINDS);
/** Every club average and no home edge: a fixture's goals are then the league's. */
const LEVEL: ClubStrengths = { mu: Math.log(1.3), home: 0, clubs: new Map() };
const games = (n: number, minutes: number, counts: Record<string, number> = {}): PlayerGame[] =>
  Array.from({ length: n }, (_, i) => ({ round: i + 1, minutes, counts }));
/** Twenty regulars of a position at club 1, a goal in every third game. */
const regulars = (position: PlayerHistory["position"]): PlayerHistory[] =>
  Array.from({ length: 20 }, (_, i) => ({
    playerId: 1000 + i,
    position,
    clubId: 1,
    games: games(30, 90).map((g, j): PlayerGame => ({ ...g, counts: j % 3 === 0 ? { GS_OP: 1 } : {} })),
  }));

describe("club strength (docs/forecast.md)", () => {
  it("recovers the strengths that made the results", () => {
    const rng = new Rng(7);
    const truth = Array.from({ length: 20 }, () => ({
      attack: rng.next() * 0.8 - 0.4,
      defence: rng.next() * 0.8 - 0.4,
    }));
    const results: MatchResult[] = [];
    for (let season = 0; season < 12; season++)
      truth.forEach((h, i) =>
        truth.forEach((a, j) => {
          if (i === j) return;
          results.push({
            round: 1,
            homeClubId: i,
            awayClubId: j,
            homeGoals: rng.poisson(Math.exp(Math.log(1.2) + 0.25 + h.attack - a.defence)),
            awayGoals: rng.poisson(Math.exp(Math.log(1.2) + a.attack - h.defence)),
          });
        }),
      );
    const fitted = fitClubStrengths(results, { forRound: 2, ridge: 1 });
    // The model's strengths are relative: compare with the truth centred as the fit centres them.
    const centre = (xs: number[]) => xs.map((x) => x - xs.reduce((a, b) => a + b, 0) / xs.length);
    const attack = centre(truth.map((t) => t.attack));
    const defence = centre(truth.map((t) => t.defence));
    const fittedAttack = centre(truth.map((_, i) => fitted.clubs.get(i)!.attack));
    const fittedDefence = centre(truth.map((_, i) => fitted.clubs.get(i)!.defence));
    for (let i = 0; i < truth.length; i++) {
      expect(Math.abs(fittedAttack[i]! - attack[i]!)).toBeLessThan(0.15);
      expect(Math.abs(fittedDefence[i]! - defence[i]!)).toBeLessThan(0.15);
    }
    expect(fitted.home).toBeCloseTo(0.25, 1);
  });

  it("makes a fixture harder as the goals for fall and the goals against rise, from 1 to 5", () => {
    const steps = Array.from({ length: 41 }, (_, i) => 0.2 + i * 0.07);
    const againstRising = steps.map((against) => difficulty(1.4, against));
    const forRising = steps.map((goalsFor) => difficulty(goalsFor, 1.4));
    expect(againstRising.every((d, i) => i === 0 || d >= againstRising[i - 1]!)).toBe(true);
    expect(forRising.every((d, i) => i === 0 || d <= forRising[i - 1]!)).toBe(true);
    expect(new Set(againstRising)).toEqual(new Set([1, 2, 3, 4, 5]));
    expect([difficulty(2.4, 1.4), difficulty(1.4, 2.4)]).toEqual([1, 5]);
  });
});

describe("expected points (docs/forecast.md)", () => {
  const fixtures = [
    { round: 31, homeClubId: 1, awayClubId: 2 },
    { round: 32, homeClubId: 1, awayClubId: 2 },
    { round: 32, homeClubId: 1, awayClubId: 2 },
  ];
  const forecast = (players: PlayerHistory[], actions = GAME_TABLE) =>
    new Map(
      expectedPoints({ players, fixtures, rounds: [30, 31, 32], strengths: LEVEL, actions }).map((f) => [
        f.playerId,
        f,
      ]),
    );

  it("expects next to nothing of a player who has not played for weeks", () => {
    const absent = { playerId: 1, position: "MID" as const, clubId: 1, games: [...games(20, 90), ...games(10, 0)] };
    const result = forecast([absent, ...regulars("MID")]);
    expect(result.get(1)!.rounds[1]!.points).toBeLessThan(0.1);
    expect(result.get(1000)!.rounds[1]!.points).toBeGreaterThan(2);
  });

  it("gives a blank round 0 and a double round twice a single one", () => {
    const [blank, single, double] = forecast(regulars("DEF")).get(1000)!.rounds;
    expect(blank).toMatchObject({ fixtures: 0, points: 0 });
    expect(single!.fixtures).toBe(1);
    expect(double!.points).toBeCloseTo(2 * single!.points, 9);
  });

  it("pulls the goal rate of a one-game, one-goal forward towards his position's", () => {
    const goalsOnly = GAME_TABLE.filter((a) => a.code === "GS_OP");
    const scorer = { playerId: 1, position: "FWD" as const, clubId: 1, games: games(1, 90, { GS_OP: 1 }) };
    const blankTwin = { ...scorer, playerId: 2, games: games(1, 90) };
    const players = [scorer, blankTwin, ...regulars("FWD")];
    const result = forecast(players, goalsOnly);
    // The position's rate: every goal over every 90 minutes played; k = 6 nineties of it added to each player's own.
    const average = (20 * 10 + 1) / (20 * 30 + 2);
    const k = 6;
    // Same minutes, so the two forecasts differ only by their rates: (1 + k·average) against k·average per 90.
    expect(result.get(1)!.rounds[1]!.points / result.get(2)!.rounds[1]!.points).toBeCloseTo(
      (1 + k * average) / (k * average),
      9,
    );
  });
});
