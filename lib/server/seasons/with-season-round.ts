// A round command's change on the round an operator names (find-season-round.ts), holding the round's lock
// (lib/server/rounds/round-writer.ts: one writer of a round's scores and tables at a time).
import "server-only";
import type { Db } from "@/lib/db";
import { withRoundWriter } from "../rounds/round-writer";
import { type SeasonRound, findSeasonRound } from "./find-season-round";

/**
 * Finds the round, then runs `run` holding its lock (`command` is what another holder is told), or without the lock
 * for a change that only the round's own row sees (`exclusive: false`).
 */
export async function withSeasonRound<T>(
  db: Db,
  options: { number: number; season?: string; command: string; exclusive?: boolean },
  run: (round: SeasonRound) => Promise<T>,
): Promise<T> {
  const round = await findSeasonRound(db, options);
  return options.exclusive === false ? run(round) : withRoundWriter(round.id, options.command, () => run(round));
}
