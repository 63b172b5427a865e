// `mail`: the mail outbox (docs/architecture.md "Mail"): what waits to be sent, what was sent, what the relay gave up
// on, and `mail retry` for the mails given up.
import { type MailState, listMail } from "../../lib/server/mail/list-mail";
import { retryGivenUpMail } from "../../lib/server/mail/retry-given-up-mail";
import { UsageError } from "../args";
import type { Command } from "../cli";
import { DRY_RUN, JSON_FLAG, flagValue, limitFlag, listedTime, printJson } from "./common";

const STATES: MailState[] = ["waiting", "given-up", "sent"];

export const mail: Command = {
  name: "mail",
  usage: "mail [--state waiting|given-up|sent] [--limit <n>] [--json]",
  summary: "The mail outbox: mails waiting, sent and given up",
  help: "Counts the mails waiting to be sent and those given up; with --state lists the last of them (default 30, --limit), newest first: each with its key (what it is for), recipient, attempts, next attempt or when it was sent, and the mail server's last answer. A mail is given up after 14 refusals over a little over a day: `mail retry` gives them all a new round. --json prints it as one JSON document.",
  args: 0,
  flags: { state: "string", limit: "string", ...JSON_FLAG },
  async run(ctx) {
    const state = flagValue(ctx, "state");
    if (state !== undefined && !STATES.includes(state as MailState))
      throw new UsageError("--state takes waiting, given-up or sent.");
    const outbox = await listMail(ctx.db, { state: state as MailState | undefined, limit: limitFlag(ctx, 30) });
    if (ctx.flags.json)
      return printJson(ctx, {
        waiting: outbox.waiting,
        given_up: outbox.givenUp,
        mails: outbox.mails.map((m) => ({
          key: m.key,
          kind: m.kind,
          to: m.to,
          attempts: m.attempts,
          created_at: m.createdAt,
          next_attempt_at: m.nextAttemptAt,
          sent_at: m.sentAt,
          gave_up_at: m.gaveUpAt,
          last_error: m.lastError,
        })),
      });
    ctx.print(`Mail outbox: ${outbox.waiting} waiting, ${outbox.givenUp} given up.`);
    for (const m of outbox.mails)
      ctx.print(
        `${m.key}  ${m.to}  ${m.attempts} attempts  ${m.sentAt ? `sent ${listedTime(m.sentAt)}` : m.gaveUpAt ? `given up ${listedTime(m.gaveUpAt)}` : `next ${listedTime(m.nextAttemptAt)}`}${m.lastError ? `  — ${m.lastError}` : ""}`,
      );
  },
};

export const retry: Command = {
  name: "mail retry",
  usage: "mail retry [--dry-run]",
  summary: "Try the mails given up once more",
  help: "Every mail the relay gave up on is due again at once, its attempts counted afresh: run it once the mail server accepts mail again. The job worker (or a web process with its next mail) sends them.",
  args: 0,
  flags: DRY_RUN,
  async run(ctx) {
    await ctx.change(
      "mail",
      "given-up",
      (tx) => retryGivenUpMail(tx, ctx.now),
      (n) => `${n} mails given up are due again.`,
    );
  },
};
