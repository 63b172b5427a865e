// The season commands: a season is created open for registration, becomes the live one, and ends once its rounds are
// closed (ops/README.md, "A season, from nothing to its first round").
import type { Tx } from "../../lib/db";
import { isSeasonName } from "../../lib/game/calendar";
import { activateSeason } from "../../lib/server/seasons/activate-season";
import { createSeason } from "../../lib/server/seasons/create-season";
import { finishSeason } from "../../lib/server/seasons/finish-season";
import { UsageError } from "../args";
import type { Command, Context } from "../cli";
import { DRY_RUN, day, findSeason, flagValue } from "./common";

/** A season command's change: the season named by the first argument. */
async function seasonChange<T>(
  ctx: Context,
  run: (tx: Tx, seasonId: number) => Promise<T>,
  describe: (result: T) => string,
) {
  const season = await findSeason(ctx, ctx.args[0], "live");
  await ctx.change("season", season.id, (tx) => run(tx, season.id), describe);
}

export const create: Command = {
  name: "season create",
  usage: "season create <name> --starts <YYYY-MM-DD> --ends <YYYY-MM-DD> [--dry-run]",
  summary: "Create a season, open for registration",
  help: "Creates a season such as 2027/28. It is open for registration: load its clubs, players and fixtures (import ...), then start it (season activate).",
  args: 1,
  flags: { starts: "string", ends: "string", ...DRY_RUN },
  async run(ctx) {
    const name = ctx.args[0]!;
    if (!isSeasonName(name)) throw new UsageError("Give the season's name, e.g. 2027/28.");
    const startsOn = day(flagValue(ctx, "starts"), "--starts");
    const endsOn = day(flagValue(ctx, "ends"), "--ends");
    await ctx.change(
      "season",
      name,
      (tx) => createSeason(tx, { name, startsOn, endsOn }),
      (s) =>
        `Season ${s.name} created (open for registration), ${s.startsOn.toISOString().slice(0, 10)} to ${s.endsOn.toISOString().slice(0, 10)}.`,
    );
  },
};

export const activate: Command = {
  name: "season activate",
  usage: "season activate <name> [--dry-run]",
  summary: "Start a season: it becomes the live one",
  help: "Makes a season open for registration live. Refused while another season is live, and until the season has its clubs and fixtures.",
  args: 1,
  flags: DRY_RUN,
  async run(ctx) {
    await seasonChange(
      ctx,
      (tx, seasonId) => activateSeason(tx, { seasonId, now: ctx.now }),
      (r) =>
        `Season ${r.season} is live: ${r.clubs} clubs, ${r.rounds} rounds, ${r.teams} teams.${r.staged.players || r.staged.clubs ? ` Applied what was imported for it: ${r.staged.players} player(s), ${r.staged.clubs} club update(s).` : ""}`,
    );
  },
};

export const finish: Command = {
  name: "season finish",
  usage: "season finish <name> [--force] [--dry-run]",
  summary: "End the live season once its rounds are closed",
  help: "Marks the live season finished. Refused while a round is live, or while rounds are still scheduled unless --force, which cancels them.",
  args: 1,
  flags: { force: "boolean", ...DRY_RUN },
  async run(ctx) {
    await seasonChange(
      ctx,
      (tx, seasonId) => finishSeason(tx, { seasonId, force: ctx.flags.force === true }),
      (r) =>
        `Season ${r.season} finished after ${r.finishedRounds} round(s)${r.cancelledRounds ? `; ${r.cancelledRounds} scheduled round(s) cancelled` : ""}.`,
    );
  },
};
