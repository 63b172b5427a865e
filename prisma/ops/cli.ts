// The operator CLI: `npm run ops -- <command> [arguments] [--dry-run] [--help]`. Commands are thin:
// they parse, call lib/server, print, and leave an audit row per change. Exit codes: 0 done,
// 1 refused (the game's rules or state), 2 bad usage or a bad file.
import os from "node:os";
import type { Db, Tx } from "../../lib/db";
import { AppError } from "../../lib/server/errors";
import { withRoundLock } from "../../lib/server/rounds/round-lock";

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

/** Runs the CLI; returns the exit code. */
export async function main(
  argv: string[],
  commands: Command[],
  connect: () => Promise<Db>,
  io: { print?: (line: string) => void; printError?: (line: string) => void; now?: Date } = {},
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
      await db.auditLog.create({
        data: {
          actor: os.userInfo().username,
          command,
          entity,
          entityId: entityId === null ? null : String(entityId),
          dryRun,
          details: { result: text },
        },
      });
      return result;
    },
  };
  try {
    await match.run(ctx);
    return 0;
  } catch (error) {
    if (error instanceof FileError) {
      printError(`Nothing was changed:\n${error.problems.map((p) => `  ${p}`).join("\n")}`);
      return 2;
    }
    if (error instanceof UsageError) {
      printError(`${error.message}\nUsage: npm run ops -- ${match.usage}`);
      return 2;
    }
    if (error instanceof AppError) {
      const errors = error.problems;
      printError([error.message, ...errors.map((e) => `  ${e.source}: ${e.field}: ${e.message}`)].join("\n"));
      return errors.length ? 2 : 1;
    }
    throw error;
  }
}
