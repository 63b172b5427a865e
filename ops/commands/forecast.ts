// The forecast (docs/forecast.md): refitted by hand, and a club's rating set for a season, without SQL. A close refits
// it by itself; an operator refits after correcting a result, or rates a club before it has played enough.
import { refreshForecastIn } from "../../lib/server/forecast/refresh-forecast";
import { RATING_LIMIT, rateClub } from "../../lib/server/forecast/rate-club";
import { UsageError } from "../args";
import type { Command } from "../cli";
import { findSeason, seasonFlag } from "./common";

const FLAGS = { season: "string", "dry-run": "boolean" } as const;

export const refit: Command = {
  name: "forecast refit",
  usage: "forecast refit [--season <name>] [--dry-run]",
  summary: "Refit club strength, fixture difficulty and expected points",
  help: "Fits the clubs' strengths to the season's finished rounds, rates every game still to play and forecasts every player's points for the next eight rounds still to lock. A close does it by itself.",
  args: 0,
  flags: FLAGS,
  async run(ctx) {
    const season = await findSeason(ctx, seasonFlag(ctx), "live");
    await ctx.change(
      "season",
      season.id,
      (tx) => refreshForecastIn(tx, { seasonId: season.id, now: ctx.now }),
      (f) => `The ${f.text}.`,
    );
  },
};

export const rate: Command = {
  name: "forecast rate",
  usage:
    "forecast rate <club abbreviation> <attack> <defence> | <club abbreviation> clear [--season <name>] [--dry-run]",
  summary: "Set a club's rating: its strength before its games decide",
  help: `Attack and defence on the forecast's scale (log-goals: 0 the league's average, 0.3 about a third more goals scored, or conceded fewer; from -${RATING_LIMIT} to ${RATING_LIMIT}). "clear" goes back to half of last season's strength. Refits the forecast.`,
  args: "any",
  flags: FLAGS,
  async run(ctx) {
    const [club, a, d] = ctx.args;
    const number = (v: string | undefined) =>
      /^-?\d+(\.\d+)?$/.test(v ?? "") && Math.abs(Number(v)) <= RATING_LIMIT ? Number(v) : null;
    const attack = number(a);
    const defence = number(d);
    const clear = a === "clear" && d === undefined;
    if (!club || (!clear && (attack === null || defence === null)) || ctx.args.length > 3)
      throw new UsageError(
        `Give a club, then its attack and defence from -${RATING_LIMIT} to ${RATING_LIMIT}, or "clear".`,
      );
    const season = await findSeason(ctx, seasonFlag(ctx), "live");
    await ctx.change(
      "season",
      season.id,
      (tx) =>
        rateClub(tx, {
          seasonId: season.id,
          club,
          rating: clear ? null : { attack: attack!, defence: defence! },
          now: ctx.now,
        }),
      (r) =>
        `${r.club}: ${clear ? "rating cleared" : `rated attack ${attack}, defence ${defence}`}; the ${r.forecast.text}.`,
    );
  },
};
