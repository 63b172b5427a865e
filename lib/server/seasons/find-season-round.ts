// A round as an operator names it: its number in the live season, or in the season named (docs/design.md section 1).
// The round commands find it, hold its lock (with-season-round.ts) and then run their change.
import "server-only";
import type { Db, Tx } from "@/lib/db";
import { AppError } from "../errors";

/** Round `number` of the season named `season`, or of the live season. */
export async function findSeasonRound(db: Db | Tx, options: { number: number; season?: string }) {
  const season = await db.season.findFirst({
    where: options.season ? { name: options.season } : { status: "live" },
  });
  if (!season)
    throw new AppError("not_found", options.season ? `No season named ${options.season}.` : "No season is live.");
  const round = await db.round.findUnique({
    where: { seasonId_number: { seasonId: season.id, number: options.number } },
  });
  if (!round) throw new AppError("not_found", `Season ${season.name} has no round ${options.number}.`);
  return round;
}

export type SeasonRound = Awaited<ReturnType<typeof findSeasonRound>>;
