// `settings`: the game's numbers and switches, shown or changed without SQL (docs/design.md section 4: they live in the
// Settings row).
import { CHIPS } from "../../lib/game/chips";
import { changeSettings, readEditableSettings } from "../../lib/server/change-settings";
import { UsageError } from "../args";
import type { Command } from "../cli";
import { DRY_RUN } from "./common";

/** Settings that may be switched off (null): the worker then leaves that work to an operator. */
const CAN_BE_OFF = new Set(["autoCloseAfterMinutes"]);

export const settings: Command = {
  name: "settings",
  usage: "settings [key=value ...] [--dry-run]",
  summary: "Show or change the game settings",
  help: "Without arguments shows the settings. Keys: budgetLimit (tenths, 1000 = 100.0), extraTransferPenaltyPoints, maxPlayersPerClub, freeTransfersPerRound, maxSavedFreeTransfers, deadlineOffsetMinutes (whole numbers), signUpOpen, maintenanceMode (true/false); the job worker's reminderLeadHours (hours before each deadline, comma-separated, e.g. 24,2; off: reminders only by hand) and autoCloseAfterMinutes (off: rounds closed only by hand); the season's chips (comma-separated among wildcard, free_hit, bench_boost, triple_captain, each once in each half; off: none) and firstHalfLastRound (the first half's last round: its chips expire at its deadline).",
  args: "any",
  flags: DRY_RUN,
  async run(ctx) {
    const current = await readEditableSettings(ctx.db);
    if (!ctx.args.length) {
      for (const [key, value] of Object.entries(current))
        ctx.print(`${key.padEnd(28)} ${Array.isArray(value) ? value.join(",") || "off" : (value ?? "off")}`);
      return;
    }
    const data: Record<string, number | number[] | string[] | boolean | null> = {};
    for (const pair of ctx.args) {
      const [key, raw] = pair.split("=", 2) as [string, string | undefined];
      if (!Object.hasOwn(current, key) || raw === undefined) throw new UsageError(`Unknown setting "${key}".`);
      if (typeof current[key as keyof typeof current] === "boolean") {
        if (raw !== "true" && raw !== "false") throw new UsageError(`${key} must be true or false.`);
        data[key] = raw === "true";
      } else if (key === "chips") {
        const chips = raw === "off" ? [] : raw.split(",");
        const unknown = chips.filter((c) => !(CHIPS as readonly string[]).includes(c));
        if (unknown.length)
          throw new UsageError(`chips must be among ${CHIPS.join(",")}, or off (not ${unknown.join(",")}).`);
        data[key] = CHIPS.filter((c) => chips.includes(c));
      } else if (Array.isArray(current[key as keyof typeof current])) {
        if (raw !== "off" && !/^\d+(,\d+)*$/.test(raw))
          throw new UsageError(`${key} must be whole numbers separated by commas (24,2), or off.`);
        data[key] = raw === "off" ? [] : [...new Set(raw.split(",").map(Number))].sort((a, b) => b - a);
      } else if (raw === "off" && CAN_BE_OFF.has(key)) {
        data[key] = null;
      } else {
        if (!/^\d+$/.test(raw))
          throw new UsageError(`${key} must be a whole number${CAN_BE_OFF.has(key) ? " or off" : ""}.`);
        data[key] = Number(raw);
      }
    }
    await ctx.change(
      "settings",
      1,
      (tx) => changeSettings(tx, data),
      () => `Settings changed: ${ctx.args.join(", ")}.`,
    );
  },
};
