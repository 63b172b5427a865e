// What the planner's page hands its client component (app/[locale]/(game)/planner/page.tsx), and the edits the screen
// makes to a plan. Plain data only: the page serialises it once, and the browser plays the plan with lib/game/planner
// on every change, as the server does when it saves or applies one.
import type { ChipKind } from "@/lib/game/chips";
import { changeFormation, formationName, parseFormation, swapSlots } from "@/lib/game/formation";
import type { PlanStart, PlannedRound } from "@/lib/game/planner";
import { PITCH_SIZE, type Position, type RuleSettings } from "@/lib/game/types";
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
  /** The formations a team may play (the game's, by name: "4-4-2"), as on /next-round-team/. */
  formations: string[];
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
  const lineup = renamed(round.lineup, outId, inId);
  if (!earlier) return { ...round, ...lineup, transfers: [...round.transfers, { outId, inId }] };
  const transfers =
    earlier.outId === inId
      ? round.transfers.filter((t) => t !== earlier)
      : round.transfers.map((t) => (t === earlier ? { outId: earlier.outId, inId } : t));
  return { ...round, ...lineup, transfers };
}

export function removeTransfer(round: PlannedRound, index: number): PlannedRound {
  const undone = round.transfers[index];
  return {
    ...round,
    ...(undone ? renamed(round.lineup, undone.inId, undone.outId) : {}),
    transfers: round.transfers.filter((_, i) => i !== index),
  };
}

/** A planned line-up with `fromId`'s slot given to `toId` (a transfer made or undone in the round keeps its line-up). */
const renamed = (lineup: PlannedRound["lineup"], fromId: number, toId: number) =>
  lineup ? { lineup: { ...lineup, slots: lineup.slots.map((id) => (id === fromId ? toId : id)) } } : {};

/** A round's line-up as played: the formation, the 15 by slot and the two roles. */
export interface PlayedLineup {
  formation: string;
  slots: readonly number[];
  captainId: number;
  viceCaptainId: number;
}

/**
 * Slots `a` and `b` of a round's line-up swapped, as on /next-round-team/ (lib/game/formation's swapSlots): two of one
 * position trade places (the goalkeepers only with each other), two outfield players of the bench trade priorities,
 * and a starter and a bench player of other positions swap with the formation following the new pitch (changeFormation
 * lays the eleven out; the bench keeps the fan's order). A starter going to the bench hands his captaincy or
 * vice-captaincy to the player coming on, as a transfer does. Null when the swap is not allowed: a goalkeeper with an
 * outfield player, two starters of other positions, or a pitch whose formation is not among `formations`.
 */
export function substitute(
  lineup: PlayedLineup,
  positionOf: (playerId: number) => Position | undefined,
  a: number,
  b: number,
  formations: readonly string[],
): PlayedLineup | null {
  const players = lineup.slots.map((id) => ({ id, position: positionOf(id) ?? ("" as Position) }));
  const pa = players[a];
  const pb = players[b];
  if (!pa || !pb || a === b) return null;
  const [starter, sub] = a < b ? [a, b] : [b, a];
  const roles = (slots: readonly number[]) => {
    const on = lineup.slots[sub]!;
    const off = lineup.slots[starter]!;
    const pitchSwap = starter < PITCH_SIZE && sub >= PITCH_SIZE;
    const role = (id: number) => (pitchSwap && id === off ? on : id);
    return { slots, captainId: role(lineup.captainId), viceCaptainId: role(lineup.viceCaptainId) };
  };
  if (pa.position === pb.position) {
    const swapped = swapSlots({ slots: players, captainId: null, viceCaptainId: null }, a, b);
    return swapped && { formation: lineup.formation, ...roles(swapped.slots.map((p) => p.id)) };
  }
  if (pa.position === "GKP" || pb.position === "GKP" || sub < PITCH_SIZE) return null;
  const slots = [...players];
  slots[a] = pb;
  slots[b] = pa;
  if (starter >= PITCH_SIZE) return { formation: lineup.formation, ...roles(slots.map((p) => p.id)) };
  const count = (position: Position) => slots.slice(0, PITCH_SIZE).filter((p) => p.position === position).length;
  const to = parseFormation(`${count("DEF")}-${count("MID")}-${count("FWD")}`);
  if (!to || !formations.includes(formationName(to))) return null;
  const pitch = changeFormation({ slots, captainId: null, viceCaptainId: null }, to).slots.slice(0, PITCH_SIZE);
  return { formation: formationName(to), ...roles([...pitch, ...slots.slice(PITCH_SIZE)].map((p) => p.id)) };
}

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
