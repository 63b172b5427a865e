// The transfers page's counters (spec section 2 "Transfers", section 3 "User team"): transfers
// used and allowed, penalty, budget, whether transfers are unlimited and why, the Wildcard.
import "server-only";
import type { Tx } from "@/lib/db";
import type { UnlimitedReason } from "@/lib/game/transfers";
import { isBeforeDeadline } from "@/lib/game/calendar";
import { type TeamTarget, findOwnTeam, inTransaction, transferWindow } from "../teams/team-access";

export interface TransferState {
  teamId: number;
  /** The round the next transfers count for (null: none left, or the season's rounds are not out yet). */
  round: { id: number; number: number; deadline: Date } | null;
  /** True once that round's deadline has passed (until the operator locks it, nothing changes). */
  deadlinePassed: boolean;
  transfersUsed: number;
  /** Free transfers for that round (transfers_allowed). */
  transfersAllowed: number;
  /** Penalty points the transfers made so far cost. */
  penaltyPoints: number;
  /** Points each transfer beyond the free ones costs. */
  extraTransferPenaltyPoints: number;
  /** Budget left, in tenths of a million. */
  bank: number;
  unlimited: boolean;
  unlimitedReason: UnlimitedReason | null;
  /** The Wildcard has been played this season (possibly for this very round). */
  wildcardUsed: boolean;
}

/** The counters of one team, read inside `tx`. */
export async function transferStateIn(tx: Tx, teamId: number, now: Date): Promise<TransferState> {
  const team = await tx.userTeam.findUniqueOrThrow({
    where: { id: teamId },
    include: { firstRound: { select: { number: true } } },
  });
  const round = await tx.round.findFirst({
    where: { seasonId: team.seasonId, status: "scheduled" },
    orderBy: { number: "asc" },
  });
  const settings = await tx.settings.findUniqueOrThrow({ where: { id: 1 } });
  const reason = transferWindow(team, round);
  return {
    teamId: team.id,
    round: round && { id: round.id, number: round.number, deadline: round.deadline },
    deadlinePassed: round !== null && !isBeforeDeadline(now, round.deadline),
    transfersUsed: team.transfersUsed,
    transfersAllowed: team.freeTransfers,
    penaltyPoints: team.penaltyPoints,
    extraTransferPenaltyPoints: settings.extraTransferPenaltyPoints,
    bank: team.bank,
    unlimited: reason !== null,
    unlimitedReason: reason,
    wildcardUsed: team.wildcardRoundId !== null,
  };
}

/** The signed-in user's counters (their own team only: a team's transfers are private). */
export async function getTransferState(options: TeamTarget & { now?: Date }): Promise<TransferState> {
  return inTransaction(undefined, async (tx) =>
    transferStateIn(tx, await findOwnTeam(tx, options), options.now ?? new Date()),
  );
}
