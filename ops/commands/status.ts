// `status`: what an operator looks at first, with the command lines that are due, so a round's routine needs no memory
// of what comes next.
import { handLeadHours } from "../../lib/game/season-clock";
import { readEditableSettings } from "../../lib/server/change-settings";
import { checkReadiness } from "../../lib/server/health/check-readiness";
import { listMail } from "../../lib/server/mail/list-mail";
import { getSeasonProgress } from "../../lib/server/seasons/get-season-progress";
import { countPendingDeadlineReminders } from "../../lib/server/users/count-pending-deadline-reminders";
import type { Command } from "../cli";
import { JSON_FLAG, printJson } from "./common";

/** `status` lists the next round's reminders as due from this long before its deadline. */
const REMIND_AHEAD_MS = 48 * 3600_000;

export const status: Command = {
  name: "status",
  usage: "status [--json]",
  summary: "What is live, what is next and what needs doing",
  help: "Shows the live season's live rounds with their games' results and how many teams play each chip, the next deadline, whether a job worker runs, and the mail outbox's waiting and given-up mails, and the commands that are due (the next round's deadline reminders from 48 hours before it); with a worker running, the locks, reminders and closes among them are the worker's to do. --json prints it as one JSON document (ops/README.md).",
  args: 0,
  flags: JSON_FLAG,
  async run(ctx) {
    const { season, rounds } = await getSeasonProgress(ctx.db);
    const { workers } = await checkReadiness({ now: ctx.now });
    const outbox = await listMail(ctx.db);
    /** A lock, a reminder or a close: the job worker's when one runs. */
    const clockWork = (line: string) => (workers ? `${line} (the job worker does it by itself)` : line);
    const todo: string[] = [];
    const live = rounds
      .filter((r) => r.status === "live")
      .map((round) => {
        const open = round.openGames;
        const missing = round.gamesWithoutResults;
        if (open === 0 && missing === 0) todo.push(clockWork(`npm run ops -- round close ${round.number}`));
        else if (open)
          todo.push(
            `enter results of round ${round.number}: npm run ops -- results import <file> (game ids: npm run ops -- game list)`,
          );
        return {
          number: round.number,
          games: round.games,
          games_done: round.games - open,
          without_results: missing,
          chips: round.chips.map((c) => ({ chip: c.chip, teams: c.count, share_pct: c.sharePct })),
        };
      });
    const next = rounds.find((r) => r.status === "scheduled");
    const passed = next !== undefined && next.deadline <= ctx.now;
    if (next && passed) todo.push(clockWork(`npm run ops -- round lock ${next.number}`));
    else if (next && next.deadline.getTime() - ctx.now.getTime() <= REMIND_AHEAD_MS) {
      const leadHours = handLeadHours(await readEditableSettings(ctx.db));
      const pending = await countPendingDeadlineReminders(ctx.db, { roundId: next.id, leadHours, now: ctx.now });
      if (pending)
        todo.push(
          clockWork(`npm run ops -- round remind ${next.number} (${pending} managers asked for a deadline reminder)`),
        );
    }
    if (outbox.givenUp)
      todo.push(
        `${outbox.givenUp} mails were given up after the mail server refused them: npm run ops -- mail --state given-up, then mail retry`,
      );
    if (ctx.flags.json)
      return printJson(ctx, {
        season: season?.name ?? null,
        live_rounds: live,
        next_round: next ? { number: next.number, deadline: next.deadline, deadline_passed: passed } : null,
        todo,
        workers,
        mail: { waiting: outbox.waiting, given_up: outbox.givenUp },
      });
    ctx.print(season ? `Season ${season.name} (live)` : "No season is live.");
    for (const round of live)
      ctx.print(
        `  Round ${round.number}: live, ${round.games_done}/${round.games} games done${round.without_results ? `, ${round.without_results} without results` : ""}; chips: ${round.chips.map((c) => `${c.chip} ${c.teams} (${c.share_pct} %)`).join(", ") || "none played"}`,
      );
    if (next)
      ctx.print(`  Next: round ${next.number}, deadline ${next.deadline.toISOString()}${passed ? " (passed)" : ""}`);
    ctx.print(
      workers
        ? `Job worker: ${workers} running (it locks, reminds and closes by itself: npm run ops -- jobs)`
        : "Job worker: none running (npm run worker): locks, reminders and closes are by hand",
    );
    ctx.print(`Mail outbox: ${outbox.waiting} waiting, ${outbox.givenUp} given up`);
    ctx.print(todo.length ? `To do:\n${todo.map((t) => `  ${t}`).join("\n")}` : "Nothing to do.");
  },
};
