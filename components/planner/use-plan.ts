"use client";

// The plan as the screen plays it: lib/game/planner's playPlan over every round the page offers, run again on each
// change (a few hundred microseconds for eight rounds), and for the round on screen the chips the rules would refuse,
// found by playing the plan with each chip in turn (the same refusals the API gives when it is saved or applied).
import { useMemo } from "react";
import { CHIPS, type ChipKind } from "@/lib/game/chips";
import { type PlannedRound, type PlanProblem, type PlanResult, playPlan } from "@/lib/game/planner";
import type { RulePlayer } from "@/lib/game/types";
import type { PlannerData, PlannerPlayer } from "./model";

export interface PlanLookup {
  players: ReadonlyMap<number, PlannerPlayer>;
  pool: ReadonlyMap<number, RulePlayer>;
  /** A player's expected points in a round of the data (0 where the forecast has none). */
  expected: (playerId: number, roundNumber: number) => number;
  /** Each round's place in the data's rounds. */
  roundIndex: ReadonlyMap<number, number>;
}

export function usePlanLookup(data: PlannerData): PlanLookup {
  return useMemo(() => {
    const clubName = new Map(data.clubs.map((c) => [c.id, c.fullName]));
    const players = new Map(data.players.map((p) => [p.id, p]));
    const pool = new Map<number, RulePlayer>(
      data.players.map((p) => [
        p.id,
        {
          id: p.id,
          position: p.position,
          clubId: p.clubId,
          clubName: p.clubId === null ? undefined : clubName.get(p.clubId),
          price: p.price,
        },
      ]),
    );
    const roundIndex = new Map(data.rounds.map((r, i) => [r.number, i]));
    const expected = (id: number, round: number) => players.get(id)?.xp[roundIndex.get(round) ?? -1] ?? 0;
    return { players, pool, expected, roundIndex };
  }, [data]);
}

/** Every round of the data, planned or carried forward. */
const fullPlan = (data: PlannerData, rounds: readonly PlannedRound[]): PlannedRound[] =>
  data.rounds.map((r) => rounds.find((p) => p.roundNumber === r.number) ?? { roundNumber: r.number, transfers: [] });

export function play(data: PlannerData, lookup: PlanLookup, rounds: readonly PlannedRound[]): PlanResult {
  return playPlan({
    start: data.start,
    plan: fullPlan(data, rounds),
    pool: lookup.pool,
    settings: data.settings,
    expected: lookup.expected,
  });
}

export function usePlayedPlan(data: PlannerData, lookup: PlanLookup, rounds: readonly PlannedRound[]): PlanResult {
  return useMemo(() => play(data, lookup, rounds), [data, lookup, rounds]);
}

export type ChipProblem = Extract<PlanProblem, { chip: ChipKind }>;
const isChipProblem = (p: PlanProblem): p is ChipProblem => "chip" in p;

/**
 * Why each chip cannot be planned for the round (null: it can): the chip's own refusal when the plan plays it there.
 * The chip the round already plans is not tried again; its refusal, if any, is among the round's problems.
 */
export function useChipRefusals(
  data: PlannerData,
  lookup: PlanLookup,
  rounds: readonly PlannedRound[],
  roundNumber: number,
): Record<ChipKind | "none", ChipProblem | null> {
  return useMemo(() => {
    const index = data.rounds.findIndex((r) => r.number === roundNumber);
    const entry = rounds.find((r) => r.roundNumber === roundNumber) ?? { roundNumber, transfers: [] };
    const refusals = {} as Record<ChipKind | "none", ChipProblem | null>;
    for (const chip of [...CHIPS, null]) {
      const trial = [...rounds.filter((r) => r.roundNumber !== roundNumber), { ...entry, chip }];
      const problems = play(data, lookup, trial).rounds[index]?.problems ?? [];
      refusals[chip ?? "none"] = problems.find(isChipProblem) ?? null;
    }
    return refusals;
  }, [data, lookup, rounds, roundNumber]);
}
