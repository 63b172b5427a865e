// The planner (docs/forecast.md "The planner"): a fan's squad carried forward over the next rounds, each round's
// transfers, line-up, captaincy and chip played by the game's own rules (the transfers' penalty and the banked free
// transfers of lib/game/transfers.ts, the chips of lib/game/chips.ts, the squad rules of lib/game/squad.ts), and the
// expected points of each planned round. Nothing here touches a real team: the plan's first round is applied through
// the same use cases as the transfers and team pages, which check every rule again.
import {
  CANCELLABLE_CHIPS,
  type ChipKind,
  type ChipRefusal,
  type PlayedChip,
  captainMultiplier,
  chipRefusal,
  halfOf,
} from "./chips";
import { isValidLayout, parseFormation } from "./formation";
import { type TeamError, validateSquad } from "./squad";
import { nextFreeTransfers, transferPenalty, type UnlimitedReason } from "./transfers";
import { PITCH_SIZE, type Position, type RulePlayer, type RuleSettings } from "./types";

/** What a fan plans for one round; every part left out carries the round before it forward. */
export interface PlannedRound {
  roundNumber: number;
  /** Players sold and bought, each pair of one position; the player in takes the slot and role of the one out. */
  transfers: { outId: number; inId: number }[];
  /** The 15 by slot (0–10 the pitch, 11 the bench goalkeeper, 12–14 the bench in order) and the formation. */
  lineup?: { formation: string; slots: number[] };
  captainId?: number;
  viceCaptainId?: number;
  chip?: ChipKind | null;
}

/** The team as it stands for the plan's first round, as the real screens read it. */
export interface PlanStart {
  roundNumber: number;
  formation: string;
  slots: number[];
  captainId: number;
  viceCaptainId: number;
  bank: number;
  freeTransfers: number;
  /** Transfers already made for the first round (before the plan). */
  transfersUsed: number;
  /** Why the first round's transfers are unlimited already (the team's first round, a chip played for it). */
  unlimited: UnlimitedReason | null;
  /** The chip already played for the first round, if any. */
  chip: ChipKind | null;
  /** The chips played so far, the first round's included. */
  played: readonly PlayedChip[];
  offered: readonly ChipKind[];
  firstHalfLastRound: number;
  /** Whether the first round is the team's first (Wildcard and Free Hit refused, transfers free). */
  firstRound: boolean;
}

/**
 * Why a planned round cannot be played: a key of messages' TeamRules, the same refusals the transfers, chips and team
 * pages give (their parameters beside them).
 */
export type PlanProblem =
  | { code: "outNotInTeam" | "inAlreadyInTeam" | "unknownPlayer"; playerId: number }
  | { code: "samePosition"; outId: number; inId: number }
  | { code: "badLayout" }
  | { code: ChipRefusal | "chipFinal"; chip: ChipKind }
  | TeamError;

/** A problem's message parameters (the TeamRules text's placeholders). */
export function planProblemParams(problem: PlanProblem): Record<string, string | number> {
  if ("chip" in problem) return { chip: problem.chip };
  if (problem.code === "tooManyFromClub") return { limit: problem.limit, clubs: problem.clubs };
  return {};
}

export interface PlannedRoundResult {
  roundNumber: number;
  slots: number[];
  formation: string;
  captainId: number;
  viceCaptainId: number;
  chip: ChipKind | null;
  bank: number;
  /** Free transfers the round had, and how many the plan (and the fan before it) made. */
  freeTransfers: number;
  transfers: number;
  paid: number;
  penalty: number;
  unlimited: boolean;
  /** The starters' expected points, the captain's counted again (twice more under a Triple Captain), the bench's under
   * a Bench Boost, less the penalty. */
  expectedPoints: number;
  problems: PlanProblem[];
}

export interface PlanResult {
  rounds: PlannedRoundResult[];
  expectedPoints: number;
  /** Whether every round can be played as planned. */
  valid: boolean;
}

interface Pool {
  get(id: number): RulePlayer | undefined;
}

/**
 * Plays `plan` forward from `start`: each round's transfers against the squad the round before left (a Free Hit's
 * round leaves the squad it started with), the free transfers banked by nextFreeTransfers, the chips by chipRefusal,
 * at the prices `pool` gives (today's: a plan cannot know tomorrow's). `expected(playerId, roundNumber)` gives the
 * forecast; 0 for a player it does not know.
 */
export function playPlan(options: {
  start: PlanStart;
  plan: readonly PlannedRound[];
  pool: Pool;
  settings: RuleSettings;
  expected: (playerId: number, roundNumber: number) => number;
}): PlanResult {
  const { start, pool, settings, expected } = options;
  let squad = {
    slots: [...start.slots],
    formation: start.formation,
    captainId: start.captainId,
    viceCaptainId: start.viceCaptainId,
    bank: start.bank,
  };
  let freeTransfers = start.freeTransfers;
  let played = [...start.played];
  const results: PlannedRoundResult[] = [];
  for (const [index, round] of options.plan.entries()) {
    const first = index === 0;
    const problems: PlanProblem[] = [];
    const before = squad;
    // The chip: the first round's may be played already (a Bench Boost or a Triple Captain can still be cancelled or
    // swapped, a Wildcard or a Free Hit cannot); any other is checked as the chip bar checks it.
    const current: ChipKind | null = first ? start.chip : null;
    const asked = round.chip === undefined ? current : round.chip;
    let chip = current;
    if (asked !== current) {
      if (current !== null && !CANCELLABLE_CHIPS.includes(current)) problems.push({ code: "chipFinal", chip: current });
      else if (asked === null) chip = null;
      else {
        const refusal = chipRefusal(asked, {
          offered: start.offered,
          firstHalfLastRound: start.firstHalfLastRound,
          played: played.filter((p) => p.roundNumber !== round.roundNumber),
          roundNumber: round.roundNumber,
          firstRound: first && start.firstRound,
        });
        if (refusal) problems.push({ code: refusal.key, chip: asked });
        else chip = asked;
      }
    }
    played = played.filter((p) => p.roundNumber !== round.roundNumber);
    if (chip !== null)
      played.push({ chip, half: halfOf(round.roundNumber, start.firstHalfLastRound), roundNumber: round.roundNumber });

    // The transfers: each player in takes the slot and the role of the one out.
    const slots = [...squad.slots];
    let { captainId, viceCaptainId, bank } = squad;
    for (const t of round.transfers) {
      const out = pool.get(t.outId);
      const incoming = pool.get(t.inId);
      const at = slots.indexOf(t.outId);
      if (at === -1) problems.push({ code: "outNotInTeam", playerId: t.outId });
      else if (!incoming) problems.push({ code: "unknownPlayer", playerId: t.inId });
      else if (slots.includes(t.inId)) problems.push({ code: "inAlreadyInTeam", playerId: t.inId });
      else if (!out || out.position !== incoming.position)
        problems.push({ code: "samePosition", outId: t.outId, inId: t.inId });
      else {
        slots[at] = t.inId;
        bank += out.price - incoming.price;
        if (captainId === t.outId) captainId = t.inId;
        if (viceCaptainId === t.outId) viceCaptainId = t.inId;
      }
    }
    const unlimitedReason: UnlimitedReason | null =
      first && start.unlimited ? start.unlimited : chip === "wildcard" || chip === "free_hit" ? chip : null;
    const usedBefore = first ? start.transfersUsed : 0;
    const used = usedBefore + round.transfers.length;
    const cost = transferPenalty({
      used: usedBefore,
      count: round.transfers.length,
      freeTransfers,
      unlimited: unlimitedReason !== null,
      settings,
    });

    // The line-up: the fan's, or the squad's slots after the transfers.
    let formation = squad.formation;
    let lineup = slots;
    if (round.lineup) {
      const sameSquad = [...round.lineup.slots].sort().join() === [...slots].sort().join();
      if (!sameSquad) problems.push({ code: "badLayout" });
      else {
        formation = round.lineup.formation;
        lineup = [...round.lineup.slots];
      }
    }
    const shape = parseFormation(formation);
    const positions = lineup.map((id) => pool.get(id)?.position ?? ("" as Position));
    if (!shape || !isValidLayout(positions, shape)) problems.push({ code: "badLayout" });
    captainId = round.captainId ?? captainId;
    viceCaptainId = round.viceCaptainId ?? viceCaptainId;
    const players = lineup.map((id) => pool.get(id)).filter((p) => p !== undefined);
    problems.push(
      ...validateSquad({
        players,
        captainId,
        viceCaptainId,
        settings,
        bank,
        pitchIds: lineup.slice(0, PITCH_SIZE),
      }),
    );

    const counted = chip === "bench_boost" ? lineup : lineup.slice(0, PITCH_SIZE);
    const points =
      counted.reduce((sum, id) => sum + expected(id, round.roundNumber), 0) +
      (captainMultiplier(chip) - 1) * expected(captainId, round.roundNumber) -
      cost.penalty;
    results.push({
      roundNumber: round.roundNumber,
      slots: lineup,
      formation,
      captainId,
      viceCaptainId,
      chip,
      bank,
      freeTransfers,
      transfers: used,
      paid: cost.paid,
      penalty: cost.penalty,
      unlimited: unlimitedReason !== null,
      expectedPoints: points,
      problems,
    });

    // Under a Free Hit only the transfers made before it spend free ones (those under it are undone).
    freeTransfers = nextFreeTransfers({
      freeTransfers,
      used: chip === "free_hit" ? usedBefore : used,
      unlimited: unlimitedReason,
      settings,
    });
    // A Free Hit's squad lasts one round: the next starts from the squad before it.
    squad = chip === "free_hit" ? before : { slots: lineup, formation, captainId, viceCaptainId, bank };
  }
  return {
    rounds: results,
    expectedPoints: results.reduce((sum, r) => sum + r.expectedPoints, 0),
    valid: results.every((r) => r.problems.length === 0),
  };
}
