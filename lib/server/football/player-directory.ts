// Every player's card (the players who left Serie A too), by id: what the team rules check a squad against and the
// players list filters, kept in memory per cache epoch (lib/server/game-state.ts) instead of read for each request.
// About 500 rows a season.
import "server-only";
import type { Tx } from "@/lib/db";
import { getDb } from "@/lib/db";
import { epochCached } from "../game-state";
import { type PlayerCard, playerCardSelect } from "../teams/team-view";

export type PlayerDirectory = ReadonlyMap<number, PlayerCard>;

async function loadDirectory(reader: Pick<Tx, "player">): Promise<PlayerDirectory> {
  const players = await reader.player.findMany({ select: playerCardSelect, orderBy: { id: "asc" } });
  return new Map(players.map((p) => [p.id, p as PlayerCard]));
}

/** The directory at `epoch`; in a transaction (`tx`), read through it (its own changes included) and not kept. */
export async function playerDirectory(options: { epoch: number; tx?: Tx }): Promise<PlayerDirectory> {
  if (options.tx) return loadDirectory(options.tx);
  return epochCached("player-directory", options.epoch, async () => loadDirectory(await getDb()));
}
