// A scheduled round's deadline moved by an operator (docs/design.md section 4: changes for a round are taken until its
// deadline). Once the round is locked its squads are fixed, so its deadline no longer moves.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

export async function setRoundDeadline(tx: Tx, options: { roundId: number; deadline: Date }) {
  const round = await tx.round.findUniqueOrThrow({ where: { id: options.roundId } });
  if (round.status !== "scheduled")
    throw new AppError("conflict", `Round ${round.number} is ${round.status}: its deadline can no longer move.`);
  return tx.round.update({ where: { id: round.id }, data: { deadline: options.deadline } });
}
