// A live round's points and tables while results arrive (docs/design.md section 4): after each batch of results, every
// snapshot's provisional points (score-round.ts), the round and quad leagues' live tables and the head-to-head results.
import "server-only";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "../errors";
import { decideHeadToHeadRound } from "../leagues/head-to-head-sql";
import { rebuildLiveQuadTable, rebuildLiveRoundTable } from "../leagues/write-standings";
import { LONG, bulkWork, roundOrThrow } from "./bulk-work";
import { withRoundWriter } from "./round-writer";
import { scoreRound } from "./score-round";

/** Live points while results arrive: provisional scores and the round and quad leagues' tables. */
export async function refreshLiveRound(options: { roundId: number; now?: Date }) {
  const db = await getDb();
  await withRoundWriter(options.roundId, "round refresh", () =>
    db.$transaction((tx) => refreshLiveRoundIn(tx, { roundId: options.roundId, now: options.now ?? new Date() }), LONG),
  );
}

/** refreshLiveRound inside the caller's transaction (the demo seed, the ops CLI's dry runs). */
export async function refreshLiveRoundIn(tx: Tx, options: { roundId: number; now: Date }) {
  await bulkWork(tx);
  const round = await scoreRound(tx, options.roundId, { final: false });
  if (round.status !== "live") throw new AppError("conflict", `Round ${round.number} is ${round.status}, not live.`);
  // A close stopped half-way (a killed process) read the results before these: when it resumes, it scores again.
  if (round.closeStep > 0) await tx.round.update({ where: { id: round.id }, data: { closeStep: 0 } });
  await rebuildLiveRoundTable(tx, { seasonId: round.seasonId, roundId: round.id, now: options.now });
  await rebuildLiveQuadTable(tx, {
    seasonId: round.seasonId,
    roundId: round.id,
    roundNumber: round.number,
    now: options.now,
  });
  // Provisional head-to-head results, from the same live points.
  await decideHeadToHeadRound(tx, { seasonId: round.seasonId, roundId: round.id, source: "team_round" });
}

/**
 * refreshLiveRound after a game's results change (a results import, a game ended without results), when its round is
 * live: returns the round refreshed, or null when it is not live (not_found when there is no such round).
 */
export async function refreshLiveRoundIfLive(options: { roundId: number; now?: Date }) {
  const round = await roundOrThrow(await getDb(), options.roundId);
  if (round.status !== "live") return null;
  await refreshLiveRound({ roundId: round.id, now: options.now });
  return round;
}
