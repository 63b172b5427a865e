// What the operator commands share (one file per command group beside this one): their common flags, and the reading
// of the arguments several groups take (a round, a game, a season, a date), so each is read one way.
import { AppError } from "../../lib/server/errors";
import { getGame } from "../../lib/server/football/get-game";
import { refreshLiveRoundIfLive } from "../../lib/server/rounds/refresh-live-round";
import { findSeason as findSeasonNamed } from "../../lib/server/seasons/find-season";
import { findSeasonRound } from "../../lib/server/seasons/find-season-round";
import { RowChecker } from "../../lib/server/seasons/import-rows";
import { UsageError } from "../args";
import type { Context } from "../cli";

/** A command that changes something takes --dry-run. */
export const DRY_RUN = { "dry-run": "boolean" } as const;
/** A round command acts on the live season's round, or --season's. */
export const ROUND = { season: "string", ...DRY_RUN } as const;
/** A report prints a JSON document instead of text. */
export const JSON_FLAG = { json: "boolean" } as const;

/** A string flag's value (readCommandLine gives a declared one its value, or leaves it out). */
export const flagValue = (ctx: Context, flag: string) => ctx.flags[flag] as string | undefined;

export const seasonFlag = (ctx: Context) => flagValue(ctx, "season");

/** One JSON document on stdout: a report's --json (dates as ISO strings). */
/** A time as a listing shows it, to the second in UTC ("2026-12-03 09:15:00"); "-" for none. */
export const listedTime = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace("T", " ") : "-");

export const printJson = (ctx: Context, document: unknown) => ctx.print(JSON.stringify(document, null, 2));

/** A report's --limit: a whole number from 1 to 10000, `fallback` when it is not given. */
export function limitFlag(ctx: Context, fallback: number): number {
  const text = flagValue(ctx, "limit") ?? String(fallback);
  if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 10_000)
    throw new UsageError("--limit takes a whole number from 1 to 10000.");
  return Number(text);
}

/** A round number argument: a whole number from 1, else a usage error. */
export function roundNumberArg(value: string | undefined): number {
  if (!/^\d{1,9}$/.test(value ?? "") || Number(value) < 1) throw new UsageError("Give the round's number, e.g. 14.");
  return Number(value);
}

/** The round with this number in the live season (or --season "2026/27"). */
export const findRound = (ctx: Context, numberArg: string | undefined) =>
  findSeasonRound(ctx.db, { number: roundNumberArg(numberArg), season: seasonFlag(ctx) });

/** A season by name, or by default the one the command acts on (see `fallback`). */
export const findSeason = (ctx: Context, name: string | undefined, fallback: "live" | "open or live") =>
  findSeasonNamed(ctx.db, { name, fallback });

/** A game id argument: a whole number, else a usage error. */
export function gameIdArg(value: string | undefined): number {
  if (!/^\d{1,9}$/.test(value ?? "")) throw new UsageError("Give the game's id (a number: npm run ops -- game list).");
  return Number(value);
}

/** The round of game `id` (its lock guards the game's results); refused when there is no such game. */
export async function gameRoundId(id: number): Promise<number> {
  const game = await getGame({ gameId: id });
  if (!game) throw new AppError("not_found", `Game ${id} does not exist (npm run ops -- game list).`);
  return game.round.id;
}

/** After a game's results change (not in a dry run): a live round's points and table follow. */
export async function refreshIfLive(ctx: Context, roundId: number) {
  if (ctx.dryRun) return;
  const round = await refreshLiveRoundIfLive({ roundId, now: ctx.now });
  if (round) ctx.print(`Round ${round.number}'s live points refreshed.`);
}

/** A YYYY-MM-DD day as its midnight UTC; a day that does not exist (2027-02-30) is refused. */
export function day(text: string | undefined, what: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text ?? "") || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(text!))
    throw new UsageError(`Give ${what} as a date, e.g. 2027-08-20.`);
  return date;
}

/** A date-time, read as the imports read a kick-off: ISO with a time zone, never in the machine's zone. */
export function dateTime(text: string, what: string): Date {
  const check = new RowChecker();
  const date = check.dateTime({ source: what, values: { [what]: text } }, what);
  if (!date) throw new UsageError(`${what} ${check.errors[0]!.message}.`);
  return date;
}
