// The Wildcard (docs/product.md section 1, docs/design.md section 4): once a season, unlimited free transfers until
// the next deadline. Played after some paid transfers for that deadline, it refunds their penalty,
// as every transfer for that deadline is then free. It cannot be cancelled.
import "server-only";
import type { Tx } from "@/lib/db";
import { type TeamTarget, inTransaction, ownTeamForUpdate, openRound, transferWindow } from "../teams/team-access";
import { ruleError } from "../teams/team-errors";
import { gameState } from "../game-state";
import { type TransferState, transferStateIn } from "./get-transfer-state";

/** In the caller's transaction `tx` when given (the demo seed), else in a new one. */
export async function useWildcard(options: TeamTarget & { now?: Date; tx?: Tx }): Promise<TransferState> {
  const now = options.now ?? new Date();
  return inTransaction(options.tx, async (tx) => {
    const { id, seasonId } = await ownTeamForUpdate(tx, options);
    const round = openRound(await gameState({ tx }), seasonId, now);
    const team = await tx.userTeam.findUniqueOrThrow({
      where: { id },
      include: { firstRound: { select: { number: true } } },
    });
    if (team.wildcardRoundId !== null)
      throw ruleError("conflict", "wildcardUsed", "The Wildcard has already been used this season.");
    if (!round || transferWindow(team, round) !== null)
      throw ruleError("conflict", "alreadyUnlimited", "Transfers are already unlimited until the next deadline.");
    await tx.transfer.updateMany({ where: { teamId: id, roundId: round.id }, data: { penalty: 0 } });
    await tx.userTeam.update({
      where: { id },
      data: { wildcardRoundId: round.id, penaltyPoints: 0, version: { increment: 1 } },
    });
    return transferStateIn(tx, id, now);
  });
}
