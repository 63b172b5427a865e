// The operator CLI: `npm run ops -- <command> [arguments] [--dry-run] [--help]`. Commands are thin:
// they parse, call lib/server, print, and leave an audit row per change. Exit codes: 0 done,
// 1 refused (the game's rules or state), 2 bad usage or a bad file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Db, Tx } from "../lib/db";
import { AppError } from "../lib/server/errors";
import { type RunOutcome, recordChange, recordRun } from "../lib/server/ops-audit";
import { withRoundLock } from "../lib/server/rounds/round-lock";

export interface Context {
  db: Db;
  args: string[];
  flags: Record<string, string | true>;
  dryRun: boolean;
  now: Date;
  /** The command line as recorded ("ops round close 15"). */
  command: string;
  /**
   * Runs `run` as the one writer of the round's scores and tables (lib/server/rounds/round-lock.ts):
   * refused (exit 1) while another command holds it.
   */
  exclusive<T>(roundId: number, run: () => Promise<T>): Promise<T>;
  print: (line: string) => void;
  /** A progress bar for a long step: call the returned function with rows done and the total. */
  progress(label: string): (done: number, total: number) => void;
  /** Runs a change in one transaction; a dry run rolls it back after printing what it did. */
  change<T>(
    entity: string,
    entityId: string | number | null,
    run: (tx: Tx) => Promise<T>,
    describe: (result: T) => string,
  ): Promise<T>;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  help: string;
  /** Recorded in ops_run from its start (a long command: an interrupted one shows as started, not finished). */
  recordsStart?: boolean;
  run(ctx: Context): Promise<void>;
}

export class UsageError extends Error {}

/** A file that cannot be read as the command expects: every problem with its file, line and field. */
export class FileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
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

export function parseArgs(argv: string[]): { words: string[]; flags: Record<string, string | true> } {
  const words: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) {
      words.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
    if (inline !== undefined) flags[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--") && !BOOLEAN_FLAGS.has(key))
      flags[key] = argv[++i]!;
    else flags[key] = true;
  }
  return { words, flags };
}

const BOOLEAN_FLAGS = new Set(["dry-run", "help", "force"]);

function helpText(commands: Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    "Fantasy Serie A operator commands",
    "",
    "Usage: npm run ops -- <command> [arguments] [--dry-run] [--help]",
    "",
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    "",
    "Every change can be tried with --dry-run (nothing is saved) and is recorded in the audit log.",
    "Exit codes: 0 done, 1 refused by the game's rules or state, 2 bad usage or a bad file.",
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

/** Runs the CLI; returns the exit code. */
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
  const print = io.print ?? console.log;
  // On a terminal the bar redraws in place; otherwise (logs, tests) it prints every tenth.
  const redraw = !io.print && process.stdout.isTTY;
  const printError = io.printError ?? console.error;
  const { words, flags } = parseArgs(argv);
  const match = commands
    .filter((c) => c.name.split(" ").every((part, i) => words[i] === part))
    .sort((a, b) => b.name.split(" ").length - a.name.split(" ").length)[0];
  if (!match) {
    print(helpText(commands));
    return words.length === 0 || flags.help ? 0 : 2;
  }
  if (flags.help) {
    print(`Usage: npm run ops -- ${match.usage}\n\n${match.help}`);
    return 0;
  }
  const db = await connect();
  const dryRun = flags["dry-run"] === true;
  const command = ["ops", ...argv.filter((a) => a !== "--dry-run")].join(" ");
  const ctx: Context = {
    db,
    args: words.slice(match.name.split(" ").length),
    flags,
    dryRun,
    now: io.now ?? new Date(),
    command,
    exclusive: (roundId, run) => withRoundLock(roundId, command, run),
    print,
    progress(label) {
      let shown = -1;
      return (done, total) => {
        const tenth = total ? Math.floor((10 * done) / total) : 10;
        if (tenth === shown && done < total) return;
        shown = tenth;
        const line = `${bar(done, total, 20)} ${label}`;
        if (redraw) process.stdout.write(`\r${line}${done >= total ? "\n" : ""}`);
        else print(line);
      };
    },
    async change(entity, entityId, run, describe) {
      let result: Awaited<ReturnType<typeof run>>;
      try {
        result = await db.$transaction(
          async (tx) => {
            const value = await run(tx);
            if (dryRun) throw new DryRunRollback(value);
            return value;
          },
          { timeout: 30 * 60_000, maxWait: 60_000 },
        );
      } catch (error) {
        if (!(error instanceof DryRunRollback)) throw error;
        result = error.result as typeof result;
      }
      const text = describe(result);
      print(dryRun ? `[dry run, nothing saved] ${text}` : text);
      await recordChange(db, {
        actor: os.userInfo().username,
        command,
        entity,
        entityId: entityId === null ? null : String(entityId),
        dryRun,
        result: text,
      });
      return result;
    },
  };
  const actor = os.userInfo().username;
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
    return 0;
  } catch (error) {
    const dir = io.problemsDir ?? os.tmpdir();
    if (error instanceof FileError) {
      await record("refused", error.problems[0] ?? null, runId);
      printError(
        `Nothing was changed:\n${problemLines(error.problems, dir)
          .map((p) => `  ${p}`)
          .join("\n")}`,
      );
      return 2;
    }
    if (error instanceof UsageError) {
      if (runId !== undefined) await record("refused", error.message, runId);
      printError(`${error.message}\nUsage: npm run ops -- ${match.usage}`);
      return 2;
    }
    if (error instanceof AppError) {
      const problems = error.problems.map((e) => `${e.source}: ${e.field}: ${e.message}`);
      await record("refused", error.message, runId);
      printError([error.message, ...problemLines(problems, dir).map((p) => `  ${p}`)].join("\n"));
      return problems.length ? 2 : 1;
    }
    if (isUnmigrated(error)) {
      printError("The database has no tables yet (or misses some): run npm run db:migrate first.");
      return 1;
    }
    await record("failed", error instanceof Error ? error.message.slice(0, 2000) : String(error), runId);
    throw error;
  }
}
