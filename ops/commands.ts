// The operator commands (docs/design.md section 1: operators never edit SQL).
import type { Tx } from "../lib/db";
import { AppError } from "../lib/server/errors";
import { listRoundGames } from "../lib/server/football/games";
import { applyGameResults, endGameWithoutResults } from "../lib/server/results/import-results";
import { CLOSE_STEPS, closeRound, closeRoundIn } from "../lib/server/rounds/close";
import { lockRoundIn } from "../lib/server/rounds/lock";
import { refreshLiveRound, refreshLiveRoundIn } from "../lib/server/rounds/scoring";
import type { PlayerStatus } from "../lib/generated/prisma/enums";
import { PLAYER_STATUS_WORDS } from "../lib/game/types";
import { changeSettings, readEditableSettings } from "../lib/server/change-settings";
import { postponeGame, rescheduleGame } from "../lib/server/football/move-game";
import { setPlayerPrice, setPlayerStatus } from "../lib/server/football/set-player";
import { cancelRound } from "../lib/server/seasons/cancel-round";
import {
  type SeasonRound,
  findSeason as findSeasonNamed,
  findSeasonRound,
  withSeasonRound,
} from "../lib/server/seasons/season-round";
import { setRoundDeadline } from "../lib/server/seasons/set-round-deadline";
import { activateSeason } from "../lib/server/seasons/activate-season";
import { createSeason, isSeasonName } from "../lib/server/seasons/create-season";
import { finishSeason } from "../lib/server/seasons/finish-season";
import { CLUB_FIELDS, importClubs } from "../lib/server/seasons/import-clubs";
import { FIXTURE_FIELDS, importFixtures } from "../lib/server/seasons/import-fixtures";
import { PLAYER_FIELDS, importPlayers } from "../lib/server/seasons/import-players";
import { RowChecker } from "../lib/server/seasons/import-rows";
import { pendingDeadlineReminders, sendDeadlineReminders } from "../lib/server/users/deadline-reminders";
import { sendMail } from "../lib/mail";
import { UsageError } from "./args";
import { type Command, type Context, bar } from "./cli";
import { encodingFlag, readResults, readRows } from "./files";

/** A command that changes something takes --dry-run. */
const DRY_RUN = { "dry-run": "boolean" } as const;
/** A round command acts on the live season's round, or --season's. */
const ROUND = { season: "string", ...DRY_RUN } as const;
/** A report prints a JSON document instead of text. */
const JSON_FLAG = { json: "boolean" } as const;

/** A string flag's value (readCommandLine gives a declared one its value, or leaves it out). */
const flagValue = (ctx: Context, flag: string) => ctx.flags[flag] as string | undefined;

/** One JSON document on stdout: a report's --json (dates as ISO strings). */
const printJson = (ctx: Context, document: unknown) => ctx.print(JSON.stringify(document, null, 2));

/** A round number argument: a whole number from 1, else a usage error. */
function roundNumberArg(value: string | undefined): number {
  if (!/^\d{1,9}$/.test(value ?? "") || Number(value) < 1) throw new UsageError("Give the round's number, e.g. 14.");
  return Number(value);
}

/** The round with this number in the live season (or --season "2026/27"). */
const findRound = (ctx: Context, numberArg: string | undefined) =>
  findSeasonRound(ctx.db, { number: roundNumberArg(numberArg), season: seasonFlag(ctx) });

const seasonFlag = (ctx: Context) => flagValue(ctx, "season");

/**
 * A round command's change: the round of the first argument (in the live season or --season), held by its lock
 * while the change runs in one transaction (ctx.change: audited, rolled back by --dry-run).
 */
async function roundChange<T>(
  ctx: Context,
  run: (tx: Tx, round: SeasonRound) => Promise<T>,
  describe: (result: T, round: SeasonRound) => string,
  options: { exclusive?: boolean } = {},
) {
  const number = roundNumberArg(ctx.args[0]);
  return withSeasonRound(
    ctx.db,
    { number, season: seasonFlag(ctx), command: ctx.command, exclusive: options.exclusive },
    (round) =>
      ctx.change(
        "round",
        round.id,
        (tx) => run(tx, round),
        (result) => describe(result, round),
      ),
  );
}

/** What a round's snapshots scored: teams, average and best points. */
async function roundSummary(tx: Tx, roundId: number) {
  const s = await tx.teamRound.aggregate({
    where: { roundId },
    _count: true,
    _avg: { points: true },
    _max: { points: true },
  });
  return `${s._count} teams, average ${(s._avg.points ?? 0).toFixed(1)} points, best ${s._max.points ?? 0}`;
}

/** game cancel / game forfeit: the game ends without results; a live round's points follow. */
async function endGame(
  ctx: Context,
  outcome: { outcome: "cancelled" } | { outcome: "technical"; homeScore: number; awayScore: number },
) {
  const id = gameIdArg(ctx.args[0]);
  await ctx.exclusive(await gameRoundId(ctx, id), async () => {
    const game = await ctx.change(
      "game",
      id,
      (tx) => endGameWithoutResults(tx, { gameId: id, ...outcome }, ctx.now),
      (g) =>
        g.status === "cancelled"
          ? `Game ${id} cancelled.`
          : `Game ${id} awarded ${g.homeScore}-${g.awayScore} (forfeit).`,
    );
    await refreshIfLive(ctx, game.roundId);
  });
}

/** A game id argument: a whole number, else a usage error. */
function gameIdArg(value: string | undefined): number {
  if (!/^\d{1,9}$/.test(value ?? "")) throw new UsageError("Give the game's id (a number: npm run ops -- game list).");
  return Number(value);
}

/** The round of game `id` (its lock guards the game's results); refused when there is no such game. */
async function gameRoundId(ctx: Context, id: number): Promise<number> {
  const game = await ctx.db.game.findUnique({ where: { id }, select: { roundId: true } });
  if (!game) throw new AppError("not_found", `Game ${id} does not exist (npm run ops -- game list).`);
  return game.roundId;
}

/** After a game's results change (not in a dry run): a live round's points and table follow. */
async function refreshIfLive(ctx: Context, roundId: number) {
  if (ctx.dryRun) return;
  const round = await ctx.db.round.findUniqueOrThrow({ where: { id: roundId } });
  if (round.status !== "live") return;
  await refreshLiveRound({ roundId: round.id, now: ctx.now });
  ctx.print(`Round ${round.number}'s live points refreshed.`);
}

/** A season by name, or by default the one the command acts on (see `fallback`). */
const findSeason = (ctx: Context, name: string | undefined, fallback: "live" | "open or live") =>
  findSeasonNamed(ctx.db, { name, fallback });

/** A season command's change: the season named by the first argument. */
async function seasonChange<T>(
  ctx: Context,
  run: (tx: Tx, seasonId: number) => Promise<T>,
  describe: (result: T) => string,
) {
  const season = await findSeason(ctx, ctx.args[0], "live");
  await ctx.change("season", season.id, (tx) => run(tx, season.id), describe);
}

/** A YYYY-MM-DD day as its midnight UTC; a day that does not exist (2027-02-30) is refused. */
function day(text: string | undefined, what: string): Date {
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text ?? "") || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(text!))
    throw new UsageError(`Give ${what} as a date, e.g. 2027-08-20.`);
  return date;
}

/** A date-time, read as the imports read a kick-off: ISO with a time zone, never in the machine's zone. */
function dateTime(text: string, what: string): Date {
  const check = new RowChecker();
  const date = check.dateTime({ source: what, values: { [what]: text } }, what);
  if (!date) throw new UsageError(`${what} ${check.errors[0]!.message}.`);
  return date;
}

/** `import clubs|players|fixtures <file>`: the whole file is checked, then applied in one transaction. */
function importCommand(what: "clubs" | "players" | "fixtures", summary: string, help: string): Command {
  return {
    name: `import ${what}`,
    usage: `import ${what} <file.csv|file.json> [--season <name>] [--encoding utf8|windows-1252|latin1] [--dry-run]`,
    summary,
    help: `${help} The season is --season, or the one open for registration, or the live one. The whole file is checked first: any problem (file, line, field) and nothing is imported. Files are read as UTF-8; a CSV saved by Excel needs --encoding windows-1252 (latin1: ISO-8859-1). Formats and examples: ops/README.md, ops/examples/.`,
    args: 1,
    flags: { season: "string", encoding: "string", ...DRY_RUN },
    async run(ctx) {
      const rows = readRows(
        ctx.args[0]!,
        { clubs: CLUB_FIELDS, players: PLAYER_FIELDS, fixtures: FIXTURE_FIELDS }[what],
        encodingFlag(ctx.flags),
      );
      const season = await findSeason(ctx, seasonFlag(ctx), "open or live");
      const onProgress = ctx.progress(what);
      await ctx.change(
        "season",
        season.id,
        async (tx) => {
          const later = `staged: they apply when season ${season.name} becomes live (season activate); the live season keeps its own until then`;
          if (what === "clubs") {
            const r = await importClubs(tx, { seasonId: season.id, rows, onProgress });
            return `${r.created} club(s) created, ${r.updated} updated, all in season ${season.name}.${r.staged ? ` ${r.staged} club(s)' new name or images ${later}.` : ""}`;
          }
          if (what === "players") {
            const r = await importPlayers(tx, { seasonId: season.id, rows, now: ctx.now, onProgress });
            return r.staged
              ? `${r.created} new player(s), ${r.updated} update(s) (${r.repriced} new price(s)) for season ${season.name}, ${later}.`
              : `${r.created} player(s) created, ${r.updated} updated (${r.repriced} new price(s)) for season ${season.name}.`;
          }
          const r = await importFixtures(tx, { seasonId: season.id, rows, onProgress });
          return `Season ${season.name}: ${r.rounds} round(s) (${r.roundsCreated} new), ${r.created} game(s) created, ${r.moved} moved.`;
        },
        (text) => text,
      );
    },
  };
}

/** `round close` holding the round: a dry run in one rolled-back transaction, else the resumable close. */
async function closeCommand(ctx: Context, round: { id: number; number: number }) {
  const force = ctx.flags.force === true;
  const pauseMs = flagValue(ctx, "pause-ms");
  if (pauseMs !== undefined && !/^\d{1,9}$/.test(pauseMs))
    throw new UsageError("--pause-ms takes a whole number of milliseconds.");
  const pause = pauseMs === undefined ? undefined : Number(pauseMs);
  if (ctx.dryRun) {
    await ctx.change(
      "round",
      round.id,
      async (tx) => {
        await closeRoundIn(tx, { roundId: round.id, now: ctx.now, force });
        return roundSummary(tx, round.id);
      },
      (s) => `Round ${round.number} would close: ${s}.`,
    );
    return;
  }
  const started = Date.now();
  await closeRound({
    roundId: round.id,
    now: ctx.now,
    force,
    pauseBeforeCommitMs: pause,
    onStep: (step, i) =>
      ctx.print(`${bar(i, CLOSE_STEPS.length)} ${step}... (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  });
  const summary = await roundSummary(ctx.db, round.id);
  await ctx.change(
    "round",
    round.id,
    async () => null,
    () =>
      `${bar(CLOSE_STEPS.length, CLOSE_STEPS.length)} Round ${round.number} closed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary}.`,
  );
}

/** `status` lists the next round's reminders as due from this long before its deadline. */
const REMIND_AHEAD_MS = 48 * 3600_000;

export const COMMANDS: Command[] = [
  {
    name: "status",
    usage: "status [--json]",
    summary: "What is live, what is next and what needs doing",
    help: "Shows the live season's live rounds with their games' results, the next deadline, and the commands that are due (the next round's deadline reminders from 48 hours before it). --json prints it as one JSON document (ops/README.md).",
    args: 0,
    flags: JSON_FLAG,
    async run(ctx) {
      const season = await ctx.db.season.findFirst({ where: { status: "live" } });
      const rounds = season
        ? await ctx.db.round.findMany({
            where: { seasonId: season.id, status: { in: ["live", "scheduled"] } },
            orderBy: { number: "asc" },
            include: { games: { select: { status: true, resultsAt: true } } },
          })
        : [];
      const todo: string[] = [];
      const live = rounds
        .filter((r) => r.status === "live")
        .map((round) => {
          const open = round.games.filter((g) => g.status === "scheduled" || g.status === "live").length;
          const missing = round.games.filter((g) => g.status === "finished" && !g.resultsAt).length;
          if (open === 0 && missing === 0) todo.push(`npm run ops -- round close ${round.number}`);
          else if (open)
            todo.push(
              `enter results of round ${round.number}: npm run ops -- results import <file> (game ids: npm run ops -- game list)`,
            );
          return {
            number: round.number,
            games: round.games.length,
            games_done: round.games.length - open,
            without_results: missing,
          };
        });
      const next = rounds.find((r) => r.status === "scheduled");
      const passed = next !== undefined && next.deadline <= ctx.now;
      if (next && passed) todo.push(`npm run ops -- round lock ${next.number}`);
      else if (next && next.deadline.getTime() - ctx.now.getTime() <= REMIND_AHEAD_MS) {
        const pending = await pendingDeadlineReminders(ctx.db, { roundId: next.id, now: ctx.now });
        if (pending)
          todo.push(`npm run ops -- round remind ${next.number} (${pending} managers asked for a deadline reminder)`);
      }
      if (ctx.flags.json)
        return printJson(ctx, {
          season: season?.name ?? null,
          live_rounds: live,
          next_round: next ? { number: next.number, deadline: next.deadline, deadline_passed: passed } : null,
          todo,
        });
      if (!season) return ctx.print("No season is live.");
      ctx.print(`Season ${season.name} (live)`);
      for (const round of live)
        ctx.print(
          `  Round ${round.number}: live, ${round.games_done}/${round.games} games done${round.without_results ? `, ${round.without_results} without results` : ""}`,
        );
      if (next)
        ctx.print(`  Next: round ${next.number}, deadline ${next.deadline.toISOString()}${passed ? " (passed)" : ""}`);
      ctx.print(todo.length ? `To do:\n${todo.map((t) => `  ${t}`).join("\n")}` : "Nothing to do.");
    },
  },
  {
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
  },
  {
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
  },
  {
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
  },
  importCommand(
    "clubs",
    "Load or update a season's clubs",
    "Each row: abbreviation, full_name, logo_image, jersey_outfield, jersey_goalkeeper. Known abbreviations are updated.",
  ),
  importCommand(
    "players",
    "Load or update players, prices and statuses",
    "Each row: external_id, first_name, last_name, position (GKP, DEF, MID, FWD), club (abbreviation; empty for a player who left), price (e.g. 5.5), status (optional). Known external ids are updated; a new price goes into the price history.",
  ),
  importCommand(
    "fixtures",
    "Load or move a season's games",
    "Each row: round, home, away (club abbreviations), kickoff (ISO with time zone). Rounds are created as needed; a scheduled round's deadline follows its first kick-off.",
  ),
  {
    name: "round lock",
    usage: "round lock <number> [--force] [--season <name>] [--dry-run]",
    summary: "Snapshot every team at the round's deadline",
    help: "Takes every team's squad for the round (refused before the deadline unless --force) and makes the round live.",
    args: 1,
    flags: { force: "boolean", ...ROUND },
    async run(ctx) {
      await roundChange(
        ctx,
        (tx, round) => lockRoundIn(tx, { roundId: round.id, now: ctx.now, force: ctx.flags.force === true }),
        (r, round) =>
          r.alreadyLocked
            ? `Round ${round.number} was already locked (${r.teams} teams).`
            : `Round ${round.number} locked: ${r.teams} teams snapshotted; the round is live.`,
      );
    },
  },
  {
    name: "round refresh",
    usage: "round refresh <number> [--season <name>] [--dry-run]",
    summary: "Recompute a live round's provisional points and round table",
    help: "Recomputes live points (with the auto-substitutions and captaincy that would apply now) and the round league's table.",
    args: 1,
    flags: ROUND,
    async run(ctx) {
      await roundChange(
        ctx,
        async (tx, round) => {
          await refreshLiveRoundIn(tx, { roundId: round.id, now: ctx.now });
          return roundSummary(tx, round.id);
        },
        (s, round) => `Round ${round.number}: live points and table refreshed (${s}).`,
      );
    },
  },
  {
    name: "round close",
    recordsStart: true,
    usage: "round close <number> [--force] [--pause-ms <n>] [--season <name>] [--dry-run]",
    summary: "Final points, standings, dream teams and prices of a live round",
    help: `Closes the round in steps (${CLOSE_STEPS.join(", ")}); a close that stopped resumes where it stopped, and closing again gives the same result. Refused while games are scheduled or live unless --force. --dry-run runs the whole close in one transaction and rolls it back. --pause-ms waits that long before each step commits (drills: kill it there and close again).`,
    args: 1,
    flags: { force: "boolean", "pause-ms": "string", ...ROUND },
    async run(ctx) {
      await withSeasonRound(
        ctx.db,
        { number: roundNumberArg(ctx.args[0]), season: seasonFlag(ctx), command: ctx.command },
        (round) => closeCommand(ctx, round),
      );
    },
  },
  {
    name: "round cancel",
    usage: "round cancel <number> [--season <name>] [--dry-run]",
    summary: "Cancel a round: it scores nothing",
    help: "Marks a scheduled or live round as cancelled; its points never count in any league.",
    args: 1,
    flags: ROUND,
    async run(ctx) {
      await roundChange(
        ctx,
        (tx, round) => cancelRound(tx, { roundId: round.id }),
        (_, round) => `Round ${round.number} cancelled.`,
      );
    },
  },
  {
    name: "round remind",
    usage: "round remind <number> [--season <name>] [--dry-run]",
    summary: "E-mail the round's deadline to the managers who asked for reminders",
    help: "Sends every manager who turned deadline reminders on (a verified e-mail, a team in the season) one mail in his language with the round's deadline and a link to his team. Once per round: a manager already reminded is skipped, and a run stopped half-way (or mails the mail server refused) is finished by the next run. Refused once the deadline has passed. Run it ahead of each deadline, e.g. from cron the day before. --dry-run counts who would get one.",
    recordsStart: true,
    args: 1,
    flags: ROUND,
    async run(ctx) {
      const round = await findRound(ctx, ctx.args[0]);
      const options = { roundId: round.id, now: ctx.now };
      const result = ctx.dryRun
        ? { pending: await pendingDeadlineReminders(ctx.db, options) }
        : await sendDeadlineReminders(ctx.db, { ...options, send: sendMail });
      await ctx.change(
        "round",
        round.id,
        async () => result,
        (r) =>
          "pending" in r
            ? `Round ${round.number}: ${r.pending} managers would get a deadline reminder.`
            : `Round ${round.number}: ${r.sent} deadline reminders sent (${r.alreadySent} managers had theirs already)` +
              (r.failed ? `; ${r.failed} refused by the mail server.` : "."),
      );
      if ("failed" in result && result.failed)
        throw new AppError(
          "conflict",
          `${result.failed} reminders were refused by the mail server: run the command again to send them.`,
        );
    },
  },
  {
    name: "round set-deadline",
    usage: "round set-deadline <number> <ISO date-time> [--season <name>] [--dry-run]",
    summary: "Move a scheduled round's deadline",
    help: "Sets the deadline, an ISO date-time with its time zone, e.g. 2026-11-27T18:45:00Z or 2026-11-27T19:45:00+01:00 (one without a zone is refused, never read in the machine's). Only for a round that is not locked yet.",
    args: 2,
    flags: ROUND,
    async run(ctx) {
      const at = dateTime(ctx.args[1]!, "The deadline");
      const round = await findRound(ctx, ctx.args[0]);
      await ctx.change(
        "round",
        round.id,
        (tx) => setRoundDeadline(tx, { roundId: round.id, deadline: at }),
        () => `Round ${round.number}'s deadline is now ${at.toISOString()}.`,
      );
    },
  },
  {
    name: "results import",
    usage:
      "results import <file.csv|file.json> [--game <id> --score <h>-<a> --status live|finished] [--encoding utf8|windows-1252|latin1] [--dry-run]",
    summary: "Enter a game's per-player results (repeatable while live)",
    help: "Replaces a game's results with the file's per-player minutes and action counts, scores them, and refreshes the live round. Only for a game of a live (locked) round. The whole file is checked first: any error (file, line, field) and nothing is imported; a file without player rows is refused. Game ids: game list. Formats: ops/README.md.",
    args: 1,
    flags: { game: "string", score: "string", status: "string", encoding: "string", ...DRY_RUN },
    async run(ctx) {
      const input = readResults(ctx.args[0]!, ctx.flags);
      await ctx.exclusive(await gameRoundId(ctx, input.gameId), async () => {
        const result = await ctx.change(
          "game",
          input.gameId,
          (tx) => applyGameResults(tx, input, ctx.now, ctx.progress("results")),
          (r) =>
            `Game ${input.gameId}: ${input.homeScore}-${input.awayScore} (${input.status}), ${r.players} player results.`,
        );
        await refreshIfLive(ctx, result.roundId);
      });
    },
  },
  {
    name: "game postpone",
    usage: "game postpone <game id> [--dry-run]",
    summary: "Postpone a game: it scores nothing in its round",
    help: "A postponed game is blank in its round; `game reschedule` gives it a new round and kick-off.",
    args: 1,
    flags: DRY_RUN,
    async run(ctx) {
      const id = gameIdArg(ctx.args[0]);
      await ctx.exclusive(await gameRoundId(ctx, id), () =>
        ctx.change(
          "game",
          id,
          (tx) => postponeGame(tx, { gameId: id }),
          () => `Game ${id} postponed.`,
        ),
      );
    },
  },
  {
    name: "game cancel",
    usage: "game cancel <game id> [--dry-run]",
    summary: "Call a game off for good: it scores nothing",
    help: "A cancelled game is never played; results entered for it are removed. Refused once its round is finished. A live round's points follow.",
    args: 1,
    flags: DRY_RUN,
    async run(ctx) {
      await endGame(ctx, { outcome: "cancelled" });
    },
  },
  {
    name: "game forfeit",
    usage: "game forfeit <game id> <home>-<away> [--dry-run]",
    summary: "Award a game by forfeit (technical result, e.g. 3-0)",
    help: "The game shows the awarded score and scores no player points; results entered for it are removed. Refused once its round is finished. A live round's points follow.",
    args: 2,
    flags: DRY_RUN,
    async run(ctx) {
      const score = /^(\d{1,2})-(\d{1,2})$/.exec(ctx.args[1] ?? "");
      if (!score) throw new UsageError("Give the awarded score as <home>-<away>, e.g. 3-0.");
      await endGame(ctx, { outcome: "technical", homeScore: Number(score[1]), awayScore: Number(score[2]) });
    },
  },
  {
    name: "game reschedule",
    usage: "game reschedule <game id> <round number> <ISO kick-off> [--season <name>] [--dry-run]",
    summary: "Move a game to another round and kick-off",
    help: "Moves a postponed or scheduled game, e.g. `game reschedule 412 20 2027-01-14T19:45:00Z` (the kick-off with its time zone); a round with two games for a club is a double round. The round is the live season's, or --season's.",
    args: 3,
    flags: ROUND,
    async run(ctx) {
      const id = gameIdArg(ctx.args[0]);
      const kickoff = dateTime(ctx.args[2]!, "The kick-off");
      const round = await findRound(ctx, ctx.args[1]);
      await ctx.change(
        "game",
        id,
        (tx) => rescheduleGame(tx, { gameId: id, round, kickoff }),
        () => `Game ${id} moved to round ${round.number}, kick-off ${kickoff.toISOString()}.`,
      );
    },
  },
  {
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
  },
  {
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
  },
  {
    name: "game list",
    usage: "game list [--round <number>] [--season <name>] [--json]",
    summary: "A round's games with their ids (for results import --game)",
    help: "Lists a round's games: id, kick-off, home, away, status and score. The round is --round, else the live round, else the next scheduled one; the season is --season, else the live one. --json prints them as one JSON document (ops/README.md).",
    args: 0,
    flags: { round: "string", season: "string", ...JSON_FLAG },
    async run(ctx) {
      const roundFlag = flagValue(ctx, "round");
      if (roundFlag !== undefined && !/^\d{1,2}$/.test(roundFlag))
        throw new UsageError("--round takes the round's number, e.g. 14.");
      const season = await findSeason(ctx, seasonFlag(ctx), "live");
      let round;
      if (roundFlag !== undefined) {
        round = await findRound(ctx, roundFlag);
      } else {
        round =
          (await ctx.db.round.findFirst({
            where: { seasonId: season.id, status: "live" },
            orderBy: { number: "asc" },
          })) ??
          (await ctx.db.round.findFirst({
            where: { seasonId: season.id, status: "scheduled" },
            orderBy: { number: "asc" },
          }));
        if (!round)
          throw new AppError("not_found", `Season ${season.name} has no live or scheduled round: give --round.`);
      }
      const games = await listRoundGames({ roundId: round.id });
      if (ctx.flags.json)
        return printJson(ctx, {
          season: season.name,
          round: { number: round.number, status: round.status },
          games: games.map((g) => ({
            id: g.id,
            kickoff: g.kickoff,
            home: { abbreviation: g.home.abbreviation, full_name: g.home.fullName },
            away: { abbreviation: g.away.abbreviation, full_name: g.away.fullName },
            status: g.status,
            home_score: g.homeScore,
            away_score: g.awayScore,
          })),
        });
      ctx.print(`Season ${season.name}, round ${round.number} (${round.status}): ${games.length} game(s)`);
      const rows = games.map((g) => [
        String(g.id),
        g.kickoff.toISOString().replace(/:00\.000Z$/, "Z"),
        `${g.home.abbreviation} ${g.home.fullName}`,
        `${g.away.abbreviation} ${g.away.fullName}`,
        g.status,
        g.homeScore === null ? "" : `${g.homeScore}-${g.awayScore}`,
      ]);
      const header = ["id", "kick-off", "home", "away", "status", "score"];
      const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
      for (const row of [header, ...rows])
        ctx.print(
          row
            .map((cell, i) => cell.padEnd(widths[i]!))
            .join("  ")
            .trimEnd(),
        );
    },
  },
  {
    name: "audit",
    usage: "audit [--since <date>] [--limit <n>] [--json]",
    summary: "The audit trail: changes, dry runs, refused and failed commands, closes started",
    help: "Lists operator commands, oldest first: every change and dry run (audit_log), every refused or failed command, and every close from its start: one that shows as started and not finished was interrupted (run it again) or is still running. --since a date (2026-11-22, from midnight UTC) or an ISO date-time with its time zone; --limit the last n entries (default 50); --json prints them as one JSON document (ops/README.md).",
    args: 0,
    flags: { since: "string", limit: "string", ...JSON_FLAG },
    async run(ctx) {
      const sinceFlag = flagValue(ctx, "since");
      const since =
        sinceFlag === undefined
          ? new Date(0)
          : sinceFlag.includes("T")
            ? dateTime(sinceFlag, "--since")
            : day(sinceFlag, "--since");
      const limitFlag = flagValue(ctx, "limit") ?? "50";
      const limit = Number(limitFlag);
      if (!/^\d{1,5}$/.test(limitFlag) || limit < 1 || limit > 10_000)
        throw new UsageError("--limit takes a whole number from 1 to 10000.");
      const [changes, runs] = await Promise.all([
        ctx.db.auditLog.findMany({ where: { at: { gte: since } }, orderBy: { id: "desc" }, take: limit }),
        ctx.db.opsRun.findMany({ where: { startedAt: { gte: since } }, orderBy: { id: "desc" }, take: limit }),
      ]);
      const entries = [
        ...changes.map((c) => ({
          at: c.at,
          outcome: c.dryRun ? "dry_run" : "done",
          actor: c.actor,
          command: c.command,
          result: String((c.details as { result?: unknown } | null)?.result ?? ""),
        })),
        // A finished close is in audit_log already; its start is shown only while it has no end.
        ...runs
          .filter((r) => r.outcome !== "done")
          .map((r) => ({
            at: r.startedAt,
            outcome: r.outcome,
            actor: r.actor,
            command: r.command,
            result: r.message ?? "",
          })),
      ]
        .sort((a, b) => a.at.getTime() - b.at.getTime())
        .slice(-limit);
      if (ctx.flags.json) return printJson(ctx, { entries });
      if (!entries.length) return ctx.print("No entries.");
      const label: Record<string, string> = { dry_run: "dry run", running: "started, not finished" };
      for (const e of entries)
        ctx.print(
          `${e.at.toISOString().slice(0, 19).replace("T", " ")}  ${(label[e.outcome] ?? e.outcome).padEnd(8)}  ${e.actor}  ${e.command}${e.result ? `  — ${e.result}` : ""}`,
        );
    },
  },
  {
    name: "settings",
    usage: "settings [key=value ...] [--dry-run]",
    summary: "Show or change the game settings",
    help: "Without arguments shows the settings. Keys: budgetLimit (tenths, 1000 = 100.0), extraTransferPenaltyPoints, maxPlayersPerClub, freeTransfersPerRound, maxSavedFreeTransfers, deadlineOffsetMinutes (whole numbers), signUpOpen, maintenanceMode (true/false).",
    args: "any",
    flags: DRY_RUN,
    async run(ctx) {
      const current = await readEditableSettings(ctx.db);
      if (!ctx.args.length) {
        for (const [key, value] of Object.entries(current)) ctx.print(`${key.padEnd(28)} ${value}`);
        return;
      }
      const data: Record<string, number | boolean> = {};
      for (const pair of ctx.args) {
        const [key, raw] = pair.split("=", 2) as [string, string | undefined];
        if (!Object.hasOwn(current, key) || raw === undefined) throw new UsageError(`Unknown setting "${key}".`);
        if (typeof current[key as keyof typeof current] === "boolean") {
          if (raw !== "true" && raw !== "false") throw new UsageError(`${key} must be true or false.`);
          data[key] = raw === "true";
        } else {
          if (!/^\d+$/.test(raw)) throw new UsageError(`${key} must be a whole number.`);
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
  },
];
