// The Wildcard call the API has always had (docs/product.md section 1): plays the Wildcard for the next deadline
// (lib/server/chips/play-chip.ts: once in each half, unlimited free transfers until that deadline, the penalty of
// the round's transfers made before it refunded) and answers the transfer counters. It cannot be cancelled.
import "server-only";
import type { Tx } from "@/lib/db";
import { type TeamTarget, inTransaction } from "../teams/team-access";
import { playChip } from "../chips/play-chip";
import { type TransferState, transferStateIn } from "./get-transfer-state";

/** In the caller's transaction `tx` when given (the demo seed), else in a new one. */
export async function useWildcard(options: TeamTarget & { now?: Date; tx?: Tx }): Promise<TransferState> {
  const now = options.now ?? new Date();
  return inTransaction(options.tx, async (tx) => {
    const { teamId } = await playChip({ ...options, chip: "wildcard", now, tx });
    return transferStateIn(tx, teamId, now);
  });
}
