// The transfers page's counters (docs/product.md section 2 "Transfers", section 3 "User team"): transfers
// used and allowed, penalty, budget, whether transfers are unlimited and why, the Wildcard.
import "server-only";
import type { Tx } from "@/lib/db";
import type { ChipState } from "@/lib/game/chips";
import type { UnlimitedReason } from "@/lib/game/transfers";
import { playedThisHalf, teamChipsOf } from "../chips/team-chips";
import { isBeforeDeadline } from "@/lib/game/calendar";
import { type GameState, firstScheduledRound, gameState } from "../game-state";
import { type TeamTarget, readOwnTeam, roundAhead, teamWindow } from "../teams/team-access";
import { type TeamRecord, readTeams } from "../teams/team-view";

export interface TransferState {
  teamId: number;
  /** The round the next transfers count for (null: none left, or the season's rounds are not out yet). */
  round: { id: number; number: number; deadline: Date } | null;
  /** True once that round's deadline has passed (until it is locked, nothing changes). */
  deadlinePassed: boolean;
  /** Once that deadline has passed: the round changes will count for when it is locked (null: none left). */
  nextRound: { id: number; number: number } | null;
  transfersUsed: number;
  /** Free transfers for that round (transfers_allowed): the round's own and those banked. */
  transfersAllowed: number;
  /** How many free transfers can be banked at most (the settings' maxSavedFreeTransfers). */
  maxBankedTransfers: number;
  /** Penalty points the transfers made so far cost. */
  penaltyPoints: number;
  /** Points each transfer beyond the free ones costs. */
  extraTransferPenaltyPoints: number;
  /** Budget left, in tenths of a million. */
  bank: number;
  unlimited: boolean;
  unlimitedReason: UnlimitedReason | null;
  /** The Wildcard of the next round's half has been played (possibly for this very round). */
  wildcardUsed: boolean;
  /** Every chip of the season, in each half, as the team sees it now (lib/game/chips.ts). */
  chips: ChipState[];
}

/** The counters of a team as read (team-view.ts `readTeams`), against the game state's rounds. */
export function transferStateOf(
  team: Pick<TeamRecord, "transfersUsed" | "freeTransfers" | "penaltyPoints" | "chips" | "firstRoundId" | "season"> & {
    view: Pick<TeamRecord["view"], "id" | "bank">;
  },
  state: GameState,
  now: Date,
): TransferState {
  const round = firstScheduledRound(state, team.season.id);
  const reason = teamWindow(state, team, round);
  const teamChips = teamChipsOf(state, team);
  const deadlinePassed = round !== null && !isBeforeDeadline(now, round.deadline);
  const next = deadlinePassed ? roundAhead(state, team.season.id, now) : null;
  return {
    teamId: team.view.id,
    round: round && { id: round.id, number: round.number, deadline: round.deadline },
    deadlinePassed,
    nextRound: next && { id: next.id, number: next.number },
    transfersUsed: team.transfersUsed,
    transfersAllowed: team.freeTransfers,
    maxBankedTransfers: Math.max(state.settings.maxSavedFreeTransfers, state.settings.freeTransfersPerRound),
    penaltyPoints: team.penaltyPoints,
    extraTransferPenaltyPoints: state.settings.extraTransferPenaltyPoints,
    bank: team.view.bank,
    unlimited: reason !== null,
    unlimitedReason: reason,
    wildcardUsed: playedThisHalf(teamChips, "wildcard"),
    chips: teamChips.chips,
  };
}

/** The counters of one team, read inside `tx` (a change that just wrote them). */
export async function transferStateIn(tx: Tx, teamId: number, now: Date): Promise<TransferState> {
  const [team] = (await readTeams(tx, { teamId })).teams;
  if (!team) throw new Error(`Team ${teamId} does not exist.`);
  return transferStateOf(team, await gameState({ tx }), now);
}

/** The signed-in user's counters (their own team only: a team's transfers are private). */
export async function getTransferState(options: TeamTarget & { now?: Date }): Promise<TransferState> {
  const { epoch, team } = await readOwnTeam(options);
  return transferStateOf(team, await gameState({ epoch }), options.now ?? new Date());
}
