// A player's status and price set by an operator (docs/design.md section 4). A player who leaves Serie A is
// transferred out: he loses his club, and managers can still sell him.
import "server-only";
import type { Tx } from "@/lib/db";
import type { PlayerStatus } from "@/lib/generated/prisma/enums";
import { AppError } from "../errors";

/** A player by his id ("412") or his external id ("ext-9"). */
async function playerByKey(tx: Tx, key: string) {
  const player = await tx.player.findFirst({ where: /^\d+$/.test(key) ? { id: Number(key) } : { externalId: key } });
  if (!player) throw new AppError("not_found", `No player ${key}.`);
  return player;
}

export async function setPlayerStatus(tx: Tx, options: { key: string; status: PlayerStatus }) {
  const player = await playerByKey(tx, options.key);
  return tx.player.update({
    where: { id: player.id },
    data: { status: options.status, ...(options.status === "transferred_out" ? { clubId: null } : {}) },
  });
}

/** Sets the current price (tenths of a million) and records it in the live season's price history. */
export async function setPlayerPrice(tx: Tx, options: { key: string; price: number; now: Date }) {
  const player = await playerByKey(tx, options.key);
  const season = await tx.season.findFirst({ where: { status: "live" } });
  if (season)
    await tx.playerPrice.create({
      data: { playerId: player.id, seasonId: season.id, price: options.price, changedAt: options.now },
    });
  return tx.player.update({ where: { id: player.id }, data: { currentPrice: options.price } });
}
