// Ending the live season once its rounds are closed. Rounds never played (all scheduled ones) must
// be cancelled first; --force cancels them here. Tables, dream teams and teams stay readable.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

export async function finishSeason(tx: Tx, options: { seasonId: number; force?: boolean }) {
  const season = await tx.season.findUniqueOrThrow({
    where: { id: options.seasonId },
    include: { rounds: { select: { number: true, status: true } } },
  });
  if (season.status !== "live")
    throw new AppError("conflict", `Season ${season.name} is ${season.status}: only the live season can finish.`);
  const live = season.rounds.filter((r) => r.status === "live").map((r) => r.number);
  if (live.length)
    throw new AppError(
      "conflict",
      `Round(s) ${live.join(", ")} of ${season.name} are live: close them first (round close).`,
    );
  const scheduled = season.rounds
    .filter((r) => r.status === "scheduled")
    .map((r) => r.number)
    .sort((a, b) => a - b);
  if (scheduled.length && !options.force) {
    throw new AppError(
      "conflict",
      `Season ${season.name} still has ${scheduled.length} scheduled round(s) (${scheduled.join(", ")}): play them, or use --force to cancel them.`,
    );
  }
  await tx.round.updateMany({ where: { seasonId: season.id, status: "scheduled" }, data: { status: "cancelled" } });
  await tx.season.update({ where: { id: season.id }, data: { status: "finished" } });
  return {
    season: season.name,
    cancelledRounds: scheduled.length,
    finishedRounds: season.rounds.filter((r) => r.status === "finished").length,
  };
}
