// The operator CLI: `npm run ops -- <command> [arguments] [flags]`. Commands are thin: they parse,
// call lib/server, print, and leave an audit row per change. Exit codes: EXIT below.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db, Tx } from "../lib/db";
import { AppError } from "../lib/server/errors";
import { type RunOutcome, recordChange, recordRun } from "../lib/server/ops-audit";
import { withRoundWriter } from "../lib/server/rounds/round-writer";
import { type CommandLine, type Syntax, UsageError, isHelp, nearest, readCommandLine } from "./args";
import { FileError } from "./files";

export const EXIT = {
  done: 0,
  /** Refused by the game's rules or state. */
  refused: 1,
  /** Bad usage or a bad file: nothing ran, or nothing was changed. */
  usage: 2,
  /** An unexpected error, a bug or the environment (sysexits' EX_SOFTWARE). */
  crash: 70,
} as const;

export interface Context {
  db: Db;
  args: string[];
  flags: Record<string, string | true>;
  dryRun: boolean;
  now: Date;
  /** The command line as recorded ("ops round close 15"). */
  command: string;
  /**
   * Runs `run` as the one writer of the round's scores and tables (lib/server/rounds/round-writer.ts):
   * refused (exit 1) while another command holds it.
   */
  exclusive<T>(roundId: number, run: () => Promise<T>): Promise<T>;
  print: (line: string) => void;
  /** A progress bar for a long step: call the returned function with rows done and the total. */
  progress(label: string): (done: number, total: number) => void;
  /**
   * Runs a change in one transaction, its audit row in it; a dry run rolls it back, then prints what it did and
   * records that.
   */
  change<T>(
    entity: string,
    entityId: string | number | null,
    run: (tx: Tx) => Promise<T>,
    describe: (result: T) => string,
  ): Promise<T>;
  /**
   * Prints what a change made outside `change` did (a close commits its own steps, a mail once sent stays sent) and
   * leaves its audit row: one INSERT, with no transaction around it that would hold nothing else.
   */
  record(entity: string, entityId: string | number | null, text: string): Promise<void>;
}

export interface Command extends Syntax {
  name: string;
  usage: string;
  summary: string;
  help: string;
  /** Recorded in ops_run from its start (a long command: an interrupted one shows as started, not finished). */
  recordsStart?: boolean;
  run(ctx: Context): Promise<void>;
}

/** "[#####.....] 5/10": `done` of `total`, drawn `width` characters wide. */
export function bar(done: number, total: number, width = total): string {
  const filled = total ? Math.round((width * done) / total) : width;
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}`;
}

class DryRunRollback extends Error {
  constructor(readonly result: unknown) {
    super("dry run");
  }
}

function helpText(commands: Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    "Fantasy Serie A operator commands",
    "",
    "Usage: npm run ops -- <command> [arguments] [flags]",
    "",
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "npm run ops -- <command> --help (or -h) explains one. A flag the command does not take is refused.",
    "Every change can be tried with --dry-run (nothing is saved) and is recorded in the audit log.",
    "Exit codes: 0 done, 1 refused by the game's rules or state, 2 bad usage or a bad file,",
    "70 an unexpected error (a bug or the environment: its stack trace is printed).",
  ].join("\n");
}

/** Problems printed before "... and N more" (the full list goes to a file). */
export const PROBLEMS_SHOWN = 20;

/** A file's problems: the first ones, then the count and a file with every one of them. */
function problemLines(problems: string[], dir: string): string[] {
  if (problems.length <= PROBLEMS_SHOWN) return problems;
  const file = path.join(dir, `ops-problems-${process.pid}-${Date.now()}.txt`);
  fs.writeFileSync(file, `${problems.join("\n")}\n`);
  return [
    ...problems.slice(0, PROBLEMS_SHOWN),
    `... and ${(problems.length - PROBLEMS_SHOWN).toLocaleString("en")} more (${problems.length.toLocaleString("en")} problems in all); the full list: ${file}`,
  ];
}

/** A database without the tables (migrations never applied): Prisma's "table does not exist". */
function isUnmigrated(error: unknown): boolean {
  const e = error as { code?: string; message?: string; meta?: { driverAdapterError?: { cause?: { kind?: string } } } };
  return (
    e?.code === "P2021" ||
    e?.meta?.driverAdapterError?.cause?.kind === "TableDoesNotExist" ||
    /relation "[^"]+" does not exist|table `?[\w.]+`? does not exist/i.test(e?.message ?? "")
  );
}

/** The command `argv` starts with: the longest name that matches its first words. */
function findCommand(commands: Command[], argv: string[]): Command | undefined {
  return commands
    .filter((c) => c.name.split(" ").every((part, i) => argv[i] === part))
    .sort((a, b) => b.name.split(" ").length - a.name.split(" ").length)[0];
}

function unknownCommand(commands: Command[], argv: string[]): string {
  if (argv[0]!.startsWith("-")) return "Give the command first, then its arguments and flags.";
  const names = commands.map((c) => c.name);
  const meant = nearest(argv.slice(0, 2).join(" "), names) ?? nearest(argv[0]!, names);
  return `Unknown command: ${argv.join(" ")}.${meant ? ` Did you mean ${meant}?` : ""}`;
}

const usageLines = (command: Command, error: UsageError) => `${error.message}\nUsage: npm run ops -- ${command.usage}`;

/** A crash's one line, after its stack trace. */
function crashLines(error: unknown): string[] {
  const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
  return [
    error instanceof Error && error.stack ? error.stack : String(error),
    `Unexpected error: ${message}. This is not a refusal: the stack trace is above; a run that reached the database is listed as failed by npm run ops -- audit.`,
  ];
}

/** Where a run writes, and when it runs. */
interface Output {
  print: (line: string) => void;
  printError: (line: string) => void;
  /** A progress bar redraws in place (a terminal); otherwise it prints every tenth. */
  redraw: boolean;
  now: Date;
  problemsDir: string;
}

/** Runs the CLI; returns the exit code (EXIT). Nothing runs, and nothing connects, before its line is read. */
export async function main(
  argv: string[],
  commands: Command[],
  connect: () => Promise<Db>,
  io: {
    print?: (line: string) => void;
    printError?: (line: string) => void;
    now?: Date;
    /** Where a long list of a file's problems is written (default: the system's temporary folder). */
    problemsDir?: string;
  } = {},
): Promise<number> {
  const out: Output = {
    print: io.print ?? console.log,
    printError: io.printError ?? console.error,
    redraw: !io.print && process.stdout.isTTY,
    now: io.now ?? new Date(),
    problemsDir: io.problemsDir ?? os.tmpdir(),
  };
  const command = findCommand(commands, argv);
  if (!command) {
    if (!argv.length || argv.some(isHelp)) {
      out.print(helpText(commands));
      return EXIT.done;
    }
    out.printError(`${unknownCommand(commands, argv)}\n\n${helpText(commands)}`);
    return EXIT.usage;
  }
  let line: CommandLine;
  try {
    line = readCommandLine(command.name, argv.slice(command.name.split(" ").length), command);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.printError(usageLines(command, error));
    return EXIT.usage;
  }
  if (line.help) {
    out.print(`Usage: npm run ops -- ${command.usage}\n\n${command.help}`);
    return EXIT.done;
  }
  try {
    return await runCommand(
      command,
      line,
      await connect(),
      out,
      ["ops", ...argv.filter((a) => a !== "--dry-run")].join(" "),
    );
  } catch (error) {
    for (const text of crashLines(error)) out.printError(text);
    return EXIT.crash;
  }
}

/**
 * Runs `match` on `db` (`command`: its line as recorded): refusals become their exit codes, anything else is
 * recorded as failed and thrown on (a crash).
 */
async function runCommand(match: Command, { args, flags }: CommandLine, db: Db, out: Output, command: string) {
  const { print, printError } = out;
  const dryRun = flags["dry-run"] === true;
  const actor = os.userInfo().username;
  /** audit_log's row of a change (or a dry run): in the change's transaction when given it. */
  const audit = (writer: Db | Tx, entity: string, entityId: string | number | null, result: string) =>
    recordChange(writer, {
      actor,
      command,
      entity,
      entityId: entityId === null ? null : String(entityId),
      dryRun,
      result,
    });
  const ctx: Context = {
    db,
    args,
    flags,
    dryRun,
    now: out.now,
    command,
    exclusive: (roundId, run) => withRoundWriter(roundId, command, run),
    print,
    progress(label) {
      let shown = -1;
      return (done, total) => {
        const tenth = total ? Math.floor((10 * done) / total) : 10;
        if (tenth === shown && done < total) return;
        shown = tenth;
        const line = `${bar(done, total, 20)} ${label}`;
        if (out.redraw) process.stdout.write(`\r${line}${done >= total ? "\n" : ""}`);
        else print(line);
      };
    },
    async change(entity, entityId, run, describe) {
      let done: { value: Awaited<ReturnType<typeof run>>; text: string };
      try {
        done = await db.$transaction(
          async (tx) => {
            const value = await run(tx);
            const text = describe(value);
            if (dryRun) throw new DryRunRollback({ value, text });
            await audit(tx, entity, entityId, text);
            return { value, text };
          },
          { timeout: 30 * 60_000, maxWait: 60_000 },
        );
      } catch (error) {
        if (!(error instanceof DryRunRollback)) throw error;
        done = error.result as typeof done;
      }
      print(dryRun ? `[dry run, nothing saved] ${done.text}` : done.text);
      // Rolled back with the dry run, its row would be lost: it is written once the rollback is over.
      if (dryRun) await audit(db, entity, entityId, done.text);
      return done.value;
    },
    async record(entity, entityId, text) {
      print(dryRun ? `[dry run, nothing saved] ${text}` : text);
      await audit(db, entity, entityId, text);
    },
  };
  /** ops_run: refused and failed commands, and long ones from their start. Never in the way of the command. */
  const record = async (outcome: RunOutcome, message: string | null, id?: number) => {
    try {
      return await recordRun(db, { actor, command, outcome, message, id });
    } catch {
      // an unmigrated database (reported below), or a lost connection: the command's own outcome matters
    }
    return id;
  };
  let runId: number | undefined;
  try {
    if (match.recordsStart && !dryRun) runId = await record("running", null);
    await match.run(ctx);
    if (runId !== undefined) await record("done", null, runId);
    return EXIT.done;
  } catch (error) {
    const dir = out.problemsDir;
    if (error instanceof FileError) {
      await record("refused", error.problems[0] ?? null, runId);
      printError(
        `Nothing was changed:\n${problemLines(error.problems, dir)
          .map((p) => `  ${p}`)
          .join("\n")}`,
      );
      return EXIT.usage;
    }
    if (error instanceof UsageError) {
      if (runId !== undefined) await record("refused", error.message, runId);
      printError(usageLines(match, error));
      return EXIT.usage;
    }
    if (error instanceof AppError) {
      const problems = error.problems.map((e) => `${e.source}: ${e.field}: ${e.message}`);
      await record("refused", error.message, runId);
      printError([error.message, ...problemLines(problems, dir).map((p) => `  ${p}`)].join("\n"));
      return problems.length ? EXIT.usage : EXIT.refused;
    }
    if (isUnmigrated(error)) {
      printError("The database has no tables yet (or misses some): run npm run db:migrate first.");
      return EXIT.refused;
    }
    await record("failed", error instanceof Error ? error.message.slice(0, 2000) : String(error), runId);
    throw error;
  }
}
