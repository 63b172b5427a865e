// One player's status or price, set by hand between imports (an injury announced, a price corrected).
import type { PlayerStatus } from "../../lib/generated/prisma/enums";
import { PLAYER_STATUS_WORDS } from "../../lib/game/types";
import { setPlayerPrice, setPlayerStatus } from "../../lib/server/football/set-player";
import { UsageError } from "../args";
import type { Command } from "../cli";
import { DRY_RUN } from "./common";

export const setStatus: Command = {
  name: "player status",
  usage: "player status <player id or external id> <status> [--dry-run]",
  summary: "Set a player's status (fit, doubtful, minor-injury, ...)",
  help: `Statuses: ${PLAYER_STATUS_WORDS.join(", ")}. A player who leaves Serie A is transferred-out: managers can still sell him.`,
  args: 2,
  flags: DRY_RUN,
  async run(ctx) {
    const [key, status] = ctx.args;
    if (!key || !status || !(PLAYER_STATUS_WORDS as readonly string[]).includes(status))
      throw new UsageError(`Give a player and one of: ${PLAYER_STATUS_WORDS.join(", ")}.`);
    const value = status.replace(/-/g, "_") as PlayerStatus;
    await ctx.change(
      "player",
      key,
      (tx) => setPlayerStatus(tx, { key, status: value }),
      (p) => `${p.firstName} ${p.lastName} is now ${status}.`,
    );
  },
};

export const setPrice: Command = {
  name: "player price",
  usage: "player price <player id or external id> <price, e.g. 5.5> [--dry-run]",
  summary: "Set a player's current price",
  help: "Sets the current price in millions (one decimal, at least 4.0) and records it in the price history.",
  args: 2,
  flags: DRY_RUN,
  async run(ctx) {
    const [key, priceArg] = ctx.args;
    const price = Math.round(Number(priceArg) * 10);
    if (!key || !/^\d+(\.\d)?$/.test(priceArg ?? "") || price < 40 || price > 200)
      throw new UsageError("Give a player and a price from 4.0 to 20.0 with one decimal.");
    await ctx.change(
      "player",
      key,
      (tx) => setPlayerPrice(tx, { key, price, now: ctx.now }),
      (p) => `${p.firstName} ${p.lastName} now costs ${(p.currentPrice / 10).toFixed(1)}.`,
    );
  },
};
