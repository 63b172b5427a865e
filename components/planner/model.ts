// What the planner's page hands its client component (app/[locale]/(game)/planner/page.tsx), and the edits the screen
// makes to a plan. Plain data only: the page serialises it once, and the browser plays the plan with lib/game/planner
// on every change, as the server does when it saves or applies one.
import type { ChipKind } from "@/lib/game/chips";
import type { PlanStart, PlannedRound } from "@/lib/game/planner";
import type { Position, RuleSettings } from "@/lib/game/types";
import type { ClubWithJerseys, PlayerStatus } from "@/lib/server/football/types";

export interface PlannerPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: Position;
  clubId: number | null;
  /** Today's price, in tenths of a million (a plan cannot know tomorrow's). */
  price: number;
  status: PlayerStatus;
  /** Expected points in each of the data's rounds, in their order (0 where the forecast has none). */
  xp: number[];
}

export interface PlannerRound {
  number: number;
  deadline: string;
}

export interface PlannerPlan {
  id: number;
  name: string;
  rounds: PlannedRound[];
}

export interface PlannerData {
  start: PlanStart;
  rounds: PlannerRound[];
  settings: RuleSettings;
  players: PlannerPlayer[];
  clubs: ClubWithJerseys[];
  plans: PlannerPlan[];
}

/** The plan being edited: the saved one's id (null before its first save), its name and its rounds. */
export interface Draft {
  id: number | null;
  name: string;
  rounds: PlannedRound[];
}

const emptyRound = (roundNumber: number): PlannedRound => ({ roundNumber, transfers: [] });

/** A round's entry of the plan, changed by `edit` (created when the plan had none). */
export function editRound(draft: Draft, roundNumber: number, edit: (round: PlannedRound) => PlannedRound): Draft {
  const current = draft.rounds.find((r) => r.roundNumber === roundNumber) ?? emptyRound(roundNumber);
  const next = edit(current);
  const rest = draft.rounds.filter((r) => r.roundNumber !== roundNumber);
  return { ...draft, rounds: [...rest, next].sort((a, b) => a.roundNumber - b.roundNumber) };
}

/**
 * `outId` sold for `inId` in the round. Selling a player bought earlier in the same round replaces that purchase
 * (the original player goes straight to the new one), and buying back the player sold undoes the transfer: a round's
 * transfers are what leaves and what comes, not the fan's every tap.
 */
export function addTransfer(round: PlannedRound, outId: number, inId: number): PlannedRound {
  const earlier = round.transfers.find((t) => t.inId === outId);
  if (!earlier) return { ...round, transfers: [...round.transfers, { outId, inId }] };
  const transfers =
    earlier.outId === inId
      ? round.transfers.filter((t) => t !== earlier)
      : round.transfers.map((t) => (t === earlier ? { outId: earlier.outId, inId } : t));
  return { ...round, transfers };
}

export const removeTransfer = (round: PlannedRound, index: number): PlannedRound => ({
  ...round,
  transfers: round.transfers.filter((_, i) => i !== index),
});

export const setChip = (round: PlannedRound, chip: ChipKind | null): PlannedRound => ({ ...round, chip });

/** The rounds that plan something: what is saved (a round left out carries the one before it forward). */
export const plannedRounds = (rounds: readonly PlannedRound[]) =>
  rounds.filter(
    (r) =>
      r.transfers.length > 0 ||
      r.lineup !== undefined ||
      r.captainId !== undefined ||
      r.viceCaptainId !== undefined ||
      r.chip !== undefined,
  );

/** Whether two plans plan the same (the unsaved-changes mark). */
export const samePlan = (a: readonly PlannedRound[], b: readonly PlannedRound[]) =>
  JSON.stringify(plannedRounds(a).map(canonical)) === JSON.stringify(plannedRounds(b).map(canonical));

const canonical = (r: PlannedRound) => ({
  round: r.roundNumber,
  transfers: r.transfers,
  lineup: r.lineup ?? null,
  captain: r.captainId ?? null,
  vice: r.viceCaptainId ?? null,
  chip: r.chip === undefined ? "keep" : r.chip,
});

/** The API's body of a plan (lib/api/requests/planner.ts). */
export const planBody = (name: string, rounds: readonly PlannedRound[]) => ({
  name,
  rounds: plannedRounds(rounds).map((r) => ({
    round: r.roundNumber,
    transfers: r.transfers.map((t) => ({ out: t.outId, in: t.inId })),
    ...(r.lineup ? { formation: r.lineup.formation, slots: r.lineup.slots } : {}),
    ...(r.captainId !== undefined ? { captain: r.captainId } : {}),
    ...(r.viceCaptainId !== undefined ? { vice_captain: r.viceCaptainId } : {}),
    ...(r.chip !== undefined ? { chip: r.chip } : {}),
  })),
});

/** A plan of the API's answer (lib/api/serializers/planner.ts) as the screen keeps it. */
export function planFromJson(answer: unknown): PlannerPlan {
  const plan = answer as {
    id: number;
    name: string;
    rounds: {
      round: number;
      transfers: { out: number; in: number }[];
      formation?: string;
      slots?: number[];
      captain?: number;
      vice_captain?: number;
      chip?: ChipKind | null;
    }[];
  };
  return {
    id: plan.id,
    name: plan.name,
    rounds: plan.rounds.map((r) => ({
      roundNumber: r.round,
      transfers: r.transfers.map((t) => ({ outId: t.out, inId: t.in })),
      ...(r.formation && r.slots ? { lineup: { formation: r.formation, slots: r.slots } } : {}),
      ...(r.captain !== undefined ? { captainId: r.captain } : {}),
      ...(r.vice_captain !== undefined ? { viceCaptainId: r.vice_captain } : {}),
      ...(r.chip !== undefined ? { chip: r.chip } : {}),
    })),
  };
}

/** A name no saved plan has: "Plan 1", "Plan 2"… */
export function freshName(plans: readonly { name: string }[], named: (n: number) => string): string {
  const taken = new Set(plans.map((p) => p.name));
  for (let n = plans.length + 1; ; n++) if (!taken.has(named(n))) return named(n);
}
