// The round commands, a round's life from its deadline to its close (ops/README.md, "A round, from deadline to
// close"). Those that write its scores or tables hold its lock (lib/server/rounds/round-writer.ts) while they run.
import type { Tx } from "../../lib/db";
import { AppError } from "../../lib/server/errors";
import { handLeadHours } from "../../lib/game/season-clock";
import { readEditableSettings } from "../../lib/server/change-settings";
import { deliverMail } from "../../lib/server/mail/deliver-mail";
import { CLOSE_STEPS, closeRound, closeRoundIn } from "../../lib/server/rounds/close";
import { refreshForecastAfterClose } from "../../lib/server/forecast/refresh-forecast";
import { lockRoundIn } from "../../lib/server/rounds/lock-round";
import { refreshLiveRoundIn } from "../../lib/server/rounds/refresh-live-round";
import { type RoundPoints, summarizeRoundPoints } from "../../lib/server/rounds/summarize-round-points";
import { cancelRound } from "../../lib/server/seasons/cancel-round";
import type { SeasonRound } from "../../lib/server/seasons/find-season-round";
import { withSeasonRound } from "../../lib/server/seasons/with-season-round";
import { setRoundDeadline } from "../../lib/server/seasons/set-round-deadline";
import { countPendingDeadlineReminders } from "../../lib/server/users/count-pending-deadline-reminders";
import { sendDeadlineReminders } from "../../lib/server/users/send-deadline-reminders";
import { UsageError } from "../args";
import { type Command, type Context, bar } from "../cli";
import { ROUND, dateTime, findRound, flagValue, roundNumberArg, seasonFlag } from "./common";

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

/** What a round's snapshots scored, as a refresh and a close report it. */
const pointsText = (p: RoundPoints) =>
  `${p.teams} teams, average ${(p.averagePoints ?? 0).toFixed(1)} points, best ${p.bestPoints ?? 0}`;

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
        return summarizeRoundPoints(tx, { roundId: round.id });
      },
      (p) => `Round ${round.number} would close: ${pointsText(p)}.`,
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
  // The close committed its own steps: its audit row needs no transaction of its own.
  const points = await summarizeRoundPoints(ctx.db, { roundId: round.id });
  const forecast = await refreshForecastAfterClose({ roundId: round.id, now: ctx.now });
  await ctx.record(
    "round",
    round.id,
    `${bar(CLOSE_STEPS.length, CLOSE_STEPS.length)} Round ${round.number} closed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${pointsText(points)}; ${forecast.text}.`,
  );
}

export const lock: Command = {
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
};

export const refresh: Command = {
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
        return summarizeRoundPoints(tx, { roundId: round.id });
      },
      (p, round) => `Round ${round.number}: live points and table refreshed (${pointsText(p)}).`,
    );
  },
};

export const close: Command = {
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
};

export const cancel: Command = {
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
};

export const remind: Command = {
  name: "round remind",
  usage: "round remind <number> [--lead <hours>] [--season <name>] [--dry-run]",
  summary: "E-mail the round's deadline to the managers who asked for reminders",
  help: "Queues for every manager who turned deadline reminders on (a verified e-mail, a team in the season) one mail in his language with the round's deadline and a link to his team, then sends what the mail outbox holds. Once per round and lead time: a manager already reminded is skipped, and a mail the mail server refused is sent again later (by the job worker, or by this command run again). --lead names the reminder (default: the longest of the settings' reminderLeadHours, which the worker then does not send again; 0 when none is set). Refused once the deadline has passed. The job worker queues them by itself at each of reminderLeadHours before each deadline; run it by hand when no worker runs. --dry-run counts who would get one.",
  recordsStart: true,
  args: 1,
  flags: { ...ROUND, lead: "string" },
  async run(ctx) {
    const round = await findRound(ctx, ctx.args[0]);
    const lead = flagValue(ctx, "lead");
    if (lead !== undefined && !/^\d+$/.test(lead)) throw new UsageError("--lead must be a whole number of hours.");
    const leadHours = lead === undefined ? handLeadHours(await readEditableSettings(ctx.db)) : Number(lead);
    const options = { roundId: round.id, leadHours, now: ctx.now };
    // The mails cannot be rolled back: the run records what it did once they are queued and sent (or counted).
    if (ctx.dryRun) {
      const pending = await countPendingDeadlineReminders(ctx.db, options);
      await ctx.record("round", round.id, `Round ${round.number}: ${pending} managers would get a deadline reminder.`);
      return;
    }
    const r = await sendDeadlineReminders(ctx.db, options);
    const sent = await deliverMail({ now: () => ctx.now });
    await ctx.record(
      "round",
      round.id,
      `Round ${round.number}: ${r.queued} deadline reminders queued ${leadHours} h ahead (${r.alreadyQueued} managers had theirs already); ` +
        `mails sent: ${sent.sent}` +
        (sent.failed || sent.gaveUp ? `, refused by the mail server: ${sent.failed + sent.gaveUp}.` : "."),
    );
    if (sent.failed)
      throw new AppError(
        "conflict",
        `${sent.failed} mails were refused by the mail server: they are sent again later (the job worker, or this command run again).`,
      );
  },
};

export const setDeadline: Command = {
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
};
