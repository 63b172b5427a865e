// A round as an operator names it: its number in the live season, or in the season named (docs/design.md section 1).
// The round commands find it, hold its lock (lib/server/rounds/round-writer.ts: one writer of a round's scores and
// tables at a time) and then run their change.
import "server-only";
import type { Db, Tx } from "@/lib/db";
import { withRoundWriter } from "../rounds/round-writer";
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

/** A season by name, or the live one (`fallback: "live"`), or the one open for registration, else the live one. */
export async function findSeason(db: Db | Tx, options: { name?: string; fallback: "live" | "open or live" }) {
  if (options.name) {
    const season = await db.season.findUnique({ where: { name: options.name } });
    if (!season) throw new AppError("not_found", `No season named ${options.name}.`);
    return season;
  }
  const season =
    (options.fallback === "open or live"
      ? await db.season.findFirst({ where: { status: "open_for_registration" }, orderBy: { startsOn: "asc" } })
      : null) ?? (await db.season.findFirst({ where: { status: "live" } }));
  if (!season)
    throw new AppError(
      "not_found",
      options.fallback === "live"
        ? "No season is live."
        : "No season is open for registration or live: create one (season create).",
    );
  return season;
}
