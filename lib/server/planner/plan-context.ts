// What a fan's plan is played from (lib/game/planner.ts): his team as it stands for the next deadline, with the
// counters the transfers and team pages show (free transfers, bank, the chips), the rounds still to lock, every
// player's price today and the forecast's expected points. The page hands the same context to the browser, which plays
// the plan with the same pure rules as the fan edits it; the API's reads and the apply play it here.
import "server-only";
import { activeChip } from "@/lib/game/chips";
import { type PlanStart, type PlannedRound, type PlanResult, playPlan } from "@/lib/game/planner";
import type { RulePlayer, RuleSettings } from "@/lib/game/types";
import { chipContextOf } from "../chips/team-chips";
import { type PlayerDirectory, playerDirectory } from "../football/player-directory";
import { gameState, roundsOf } from "../game-state";
import { expectedPointsByPlayer } from "../forecast/expected-points-by-player";
import { type TeamTarget, readOwnTeam } from "../teams/team-access";
import type { TeamRecord } from "../teams/team-view";
import { transferStateOf } from "../transfers/get-transfer-state";
import { FORECAST_ROUNDS } from "@/lib/game/expected-points";

export interface PlanRound {
  id: number;
  number: number;
  deadline: Date;
}

export interface PlanContext {
  team: TeamRecord;
  /** Null when no round is open for changes (between a deadline and its lock, or the season over). */
  start: PlanStart | null;
  /** The rounds a plan can cover: the open one and those after it, at most FORECAST_ROUNDS. */
  rounds: PlanRound[];
  settings: RuleSettings;
  players: PlayerDirectory;
  /** Expected points by player, then by round number (the forecast's rounds still to lock). */
  expected: ReadonlyMap<number, ReadonlyMap<number, number>>;
}

export async function planContext(options: TeamTarget & { now?: Date }): Promise<PlanContext> {
  const now = options.now ?? new Date();
  const { epoch, team } = await readOwnTeam(options, { forChange: true });
  const state = await gameState({ epoch });
  const counters = transferStateOf(team, state, now);
  const chips = chipContextOf(state, team);
  const [players, expected] = await Promise.all([playerDirectory({ epoch }), expectedPointsByPlayer({ epoch })]);
  const open = counters.deadlinePassed ? null : counters.round;
  const rounds = open
    ? (roundsOf(state, team.season.id) ?? [])
        .filter((r) => r.status === "scheduled" && r.number >= open.number)
        .slice(0, FORECAST_ROUNDS)
        .map((r) => ({ id: r.id, number: r.number, deadline: r.deadline }))
    : [];
  const view = team.view;
  const start: PlanStart | null = open && {
    roundNumber: open.number,
    formation: view.formation.name,
    slots: view.players.map((p) => p.player.id),
    captainId: view.captainId ?? 0,
    viceCaptainId: view.viceCaptainId ?? 0,
    bank: view.bank,
    freeTransfers: counters.transfersAllowed,
    transfersUsed: counters.transfersUsed,
    unlimited: counters.unlimitedReason,
    chip: activeChip(counters.chips),
    played: chips.played,
    offered: chips.offered,
    firstHalfLastRound: chips.firstHalfLastRound,
    firstRound: chips.firstRound,
  };
  return { team, start, rounds, settings: state.settings, players, expected };
}

/** A player as the planner's rules see him: his position, club and price today. */
export function planPool(players: PlayerDirectory): { get: (id: number) => RulePlayer | undefined } {
  return {
    get: (id) => {
      const p = players.get(id);
      return (
        p && { id, position: p.position, clubId: p.club?.id ?? null, clubName: p.club?.fullName, price: p.currentPrice }
      );
    },
  };
}

/**
 * The plan played over the context's rounds, from the first to the last it plans (at least the first): a round it
 * leaves out changes nothing; a round already past is dropped (a plan saved weeks ago plays from today).
 */
export function playPlanIn(context: PlanContext, plan: readonly PlannedRound[]): PlanResult | null {
  if (!context.start) return null;
  const last = Math.max(context.rounds[0]!.number, ...plan.map((r) => r.roundNumber));
  const rounds = context.rounds
    .filter((r) => r.number <= last)
    .map((r) => plan.find((p) => p.roundNumber === r.number) ?? { roundNumber: r.number, transfers: [] });
  return playPlan({
    start: context.start,
    plan: rounds,
    pool: planPool(context.players),
    settings: context.settings,
    expected: (id, round) => context.expected.get(id)?.get(round) ?? 0,
  });
}
