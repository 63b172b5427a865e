// A round called off (docs/design.md section 4, a round's life): scheduled or live → cancelled; it scores nothing in
// any league. A finished round, or one whose close has begun, stays as it is.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

export async function cancelRound(tx: Tx, options: { roundId: number }) {
  const round = await tx.round.findUniqueOrThrow({ where: { id: options.roundId } });
  if (round.status === "finished" || round.closeStep > 0)
    throw new AppError(
      "conflict",
      `Round ${round.number} is ${round.status === "finished" ? "finished" : "being closed"} and cannot be cancelled.`,
    );
  return tx.round.update({ where: { id: round.id }, data: { status: "cancelled" } });
}
