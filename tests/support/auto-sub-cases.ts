// Named auto-substitution, captaincy and chip cases (docs/design.md section 4) with their expected outcome
// worked out by hand: the unit tests run them through lib/game's resolveRound, the integration
// tests through the SQL function that closes rounds for every team at once.
import type { ChipKind } from "@/lib/game/chips";
import { parseFormation, slotPositions } from "@/lib/game/formation";
import type { RoundPlayer, RoundResult } from "@/lib/game/round";

/** A fifteen in `formation` where everyone played 90 minutes for 2 points; ids are 1–15 by slot. */
export function fifteen(formation: string, overrides: Record<number, Partial<RoundPlayer>> = {}): RoundPlayer[] {
  return slotPositions(parseFormation(formation)!).map((position, slot) => ({
    id: slot + 1,
    position,
    minutes: 90,
    carded: false,
    points: 2,
    ...overrides[slot + 1],
  }));
}

const dnp = { minutes: 0, points: 0 };

export interface AutoSubCase {
  name: string;
  slots: RoundPlayer[];
  captainId: number;
  viceCaptainId: number;
  penaltyPoints?: number;
  /** The chip played for the round (none when absent). */
  chip?: ChipKind | null;
  expected: Omit<RoundResult, "finalIds"> & { finalIds?: number[] };
}

// 4-4-2 slots: 1 GKP, 2–5 DEF, 6–9 MID, 10–11 FWD; bench 12 GKP, 13 DEF, 14 MID, 15 FWD.
// 3-5-2 bench: 12 GKP, 13 DEF, 14 DEF, 15 FWD. 5-4-1 bench: 12 GKP, 13 MID, 14 FWD, 15 FWD.
export const AUTO_SUB_CASES: AutoSubCase[] = [
  {
    name: "everyone played: the eleven starters score and the captain doubles",
    slots: fifteen("4-4-2", { 10: { points: 9 } }),
    captainId: 10,
    viceCaptainId: 9,
    expected: {
      substitutions: [],
      multipliedId: 10,
      points: 10 * 2 + 9 * 2,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    },
  },
  {
    name: "penalty points are subtracted",
    slots: fifteen("4-4-2"),
    captainId: 2,
    viceCaptainId: 3,
    penaltyPoints: 8,
    expected: { substitutions: [], multipliedId: 2, points: 11 * 2 + 2 - 8 },
  },
  {
    name: "the captain did not play: the vice-captain doubles, the captain is substituted",
    slots: fifteen("4-4-2", { 10: dnp, 9: { points: 5 } }),
    captainId: 10,
    viceCaptainId: 9,
    expected: {
      substitutions: [{ outId: 10, inId: 13 }],
      multipliedId: 9,
      points: 8 * 2 + 5 + 2 + 2 + 5,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 11],
    },
  },
  {
    name: "neither captain nor vice-captain played: nobody doubles",
    slots: fifteen("4-4-2", { 10: dnp, 9: dnp }),
    captainId: 10,
    viceCaptainId: 9,
    expected: {
      substitutions: [
        { outId: 9, inId: 13 },
        { outId: 10, inId: 14 },
      ],
      multipliedId: null,
      points: 11 * 2,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 11],
    },
  },
  {
    name: "the captain was carded without minutes: he stays, unsubstituted, and the vice-captain doubles",
    slots: fifteen("4-4-2", { 10: { minutes: 0, carded: true, points: -1 } }),
    captainId: 10,
    viceCaptainId: 9,
    expected: { substitutions: [], multipliedId: 9, points: 10 * 2 - 1 + 2 },
  },
  {
    name: "a goalkeeper is replaced by the bench goalkeeper",
    slots: fifteen("4-4-2", { 1: dnp, 12: { points: 6 } }),
    captainId: 2,
    viceCaptainId: 3,
    expected: {
      substitutions: [{ outId: 1, inId: 12 }],
      multipliedId: 2,
      points: 10 * 2 + 6 + 2,
      finalIds: [12, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    },
  },
  {
    name: "a goalkeeper is never replaced by an outfield player",
    slots: fifteen("4-4-2", { 1: dnp, 12: dnp }),
    captainId: 2,
    viceCaptainId: 3,
    expected: { substitutions: [], multipliedId: 2, points: 10 * 2 + 2 },
  },
  {
    name: "an outfield player is never replaced by the bench goalkeeper",
    slots: fifteen("4-4-2", { 6: dnp, 13: dnp, 14: dnp, 15: dnp }),
    captainId: 2,
    viceCaptainId: 3,
    expected: { substitutions: [], multipliedId: 2, points: 10 * 2 + 2 },
  },
  {
    name: "bench order: the first substitute in priority order who played comes on",
    slots: fifteen("4-4-2", { 6: dnp }),
    captainId: 2,
    viceCaptainId: 3,
    expected: { substitutions: [{ outId: 6, inId: 13 }], multipliedId: 2, points: 11 * 2 + 2 },
  },
  {
    name: "bench order: a substitute who did not play (even carded) is skipped",
    slots: fifteen("4-4-2", { 6: dnp, 13: { minutes: 0, carded: true, points: -1 } }),
    captainId: 2,
    viceCaptainId: 3,
    expected: { substitutions: [{ outId: 6, inId: 14 }], multipliedId: 2, points: 11 * 2 + 2 },
  },
  {
    name: "bench order: each substitute comes on once, in turn",
    slots: fifteen("4-4-2", { 2: dnp, 3: dnp }),
    captainId: 6,
    viceCaptainId: 7,
    expected: {
      substitutions: [
        { outId: 2, inId: 13 },
        { outId: 3, inId: 14 },
      ],
      multipliedId: 6,
      points: 11 * 2 + 2,
      finalIds: [1, 13, 14, 4, 5, 6, 7, 8, 9, 10, 11],
    },
  },
  {
    name: "formation minimum: never fewer than 3 defenders (3-5-2, only the forward played on the bench)",
    slots: fifteen("3-5-2", { 2: dnp, 13: dnp, 14: dnp }),
    captainId: 5,
    viceCaptainId: 6,
    expected: { substitutions: [], multipliedId: 5, points: 10 * 2 + 2 },
  },
  {
    name: "formation minimum: the bench defender is used when the forward would break it",
    slots: fifteen("3-5-2", { 2: dnp, 13: dnp }),
    captainId: 5,
    viceCaptainId: 6,
    expected: { substitutions: [{ outId: 2, inId: 14 }], multipliedId: 5, points: 11 * 2 + 2 },
  },
  {
    name: "formation minimum: a lone forward (5-4-1) is replaced by a forward, skipping the midfielder",
    slots: fifteen("5-4-1", { 11: dnp }),
    captainId: 2,
    viceCaptainId: 3,
    expected: { substitutions: [{ outId: 11, inId: 14 }], multipliedId: 2, points: 11 * 2 + 2 },
  },
  {
    name: "a substitution may change the formation when it stays legal (4-4-2 to 5-4-1)",
    slots: fifteen("4-4-2", { 11: dnp }),
    captainId: 2,
    viceCaptainId: 3,
    expected: {
      substitutions: [{ outId: 11, inId: 13 }],
      multipliedId: 2,
      points: 11 * 2 + 2,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13],
    },
  },
  // Chips: a Bench Boost scores all 15 (slots 12–15 the bench), a Triple Captain triples instead of doubling.
  {
    name: "Bench Boost: the bench scores too, and a starter who did not play is not substituted",
    slots: fifteen("4-4-2", { 6: dnp, 10: { points: 9 }, 12: { points: 6 } }),
    captainId: 10,
    viceCaptainId: 9,
    chip: "bench_boost",
    expected: {
      substitutions: [],
      multipliedId: 10,
      // 12 players on 2, the starter who did not play on 0, the captain's 9 twice, the bench goalkeeper's 6.
      points: 12 * 2 + 0 + 9 * 2 + 6,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    },
  },
  {
    name: "Bench Boost: the captain did not play, the vice-captain doubles and nobody comes on",
    slots: fifteen("4-4-2", { 10: dnp, 9: { points: 5 } }),
    captainId: 10,
    viceCaptainId: 9,
    chip: "bench_boost",
    expected: {
      substitutions: [],
      multipliedId: 9,
      points: 13 * 2 + 0 + 5 * 2,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    },
  },
  {
    name: "Triple Captain: the captain scores three times his points",
    slots: fifteen("4-4-2", { 10: { points: 9 } }),
    captainId: 10,
    viceCaptainId: 9,
    chip: "triple_captain",
    expected: {
      substitutions: [],
      multipliedId: 10,
      points: 10 * 2 + 9 * 3,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
    },
  },
  {
    name: "Triple Captain: the captain did not play, the vice-captain triples and the captain is substituted",
    slots: fifteen("4-4-2", { 10: dnp, 9: { points: 5 } }),
    captainId: 10,
    viceCaptainId: 9,
    chip: "triple_captain",
    expected: {
      substitutions: [{ outId: 10, inId: 13 }],
      multipliedId: 9,
      points: 8 * 2 + 5 * 3 + 2 + 2,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 13, 11],
    },
  },
  {
    name: "Triple Captain: neither captain nor vice-captain played, nobody triples",
    slots: fifteen("4-4-2", { 10: dnp, 9: dnp }),
    captainId: 10,
    viceCaptainId: 9,
    chip: "triple_captain",
    expected: {
      substitutions: [
        { outId: 9, inId: 13 },
        { outId: 10, inId: 14 },
      ],
      multipliedId: null,
      points: 11 * 2,
      finalIds: [1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 11],
    },
  },
  {
    name: "Triple Captain: penalty points are still subtracted",
    slots: fifteen("4-4-2", { 2: { points: 7 } }),
    captainId: 2,
    viceCaptainId: 3,
    penaltyPoints: 4,
    chip: "triple_captain",
    expected: { substitutions: [], multipliedId: 2, points: 10 * 2 + 7 * 3 - 4 },
  },
];
