// Starting a season: the one live season from now on (the game's pages, the API and the ops
// commands all act on it). It needs its clubs and fixtures, and the previous season finished.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";
import { applyStagedClubs } from "./import-clubs";
import { applyStagedPlayers } from "./import-players";

export async function activateSeason(tx: Tx, options: { seasonId: number; now?: Date }) {
  const season = await tx.season.findUniqueOrThrow({
    where: { id: options.seasonId },
    include: { _count: { select: { clubs: true, rounds: true } } },
  });
  if (season.status !== "open_for_registration")
    throw new AppError(
      "conflict",
      `Season ${season.name} is ${season.status}: only a season open for registration can start.`,
    );
  const live = await tx.season.findFirst({ where: { status: "live" } });
  if (live)
    throw new AppError("conflict", `Season ${live.name} is still live: finish it first (season finish ${live.name}).`);
  if (season._count.clubs < 2 || season._count.rounds === 0) {
    throw new AppError(
      "conflict",
      `Season ${season.name} has ${season._count.clubs} clubs and ${season._count.rounds} rounds: import its clubs, players and fixtures first.`,
    );
  }
  await tx.league.upsert({
    where: { seasonId_key: { seasonId: season.id, key: "season" } },
    create: { seasonId: season.id, kind: "season", key: "season", name: "Season" },
    update: {},
  });
  // What was imported for it while the previous season was live (staging.ts) applies now.
  const stagedClubs = await applyStagedClubs(tx, season.id);
  const stagedPlayers = await applyStagedPlayers(tx, season.id, options.now ?? new Date());
  const teams = await tx.userTeam.count({ where: { seasonId: season.id } });
  await tx.season.update({ where: { id: season.id }, data: { status: "live" } });
  return {
    season: season.name,
    rounds: season._count.rounds,
    clubs: season._count.clubs,
    teams,
    staged: { clubs: stagedClubs, players: stagedPlayers },
  };
}
