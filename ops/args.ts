// An operator command's line, read strictly: each command declares its flags and how many arguments it
// takes, and anything else is refused before it runs, with the flag that was probably meant. A misspelt
// --dry-run that was ignored would run the change for real.
import { parseArgs } from "node:util";

/** Bad usage: the command is refused before it runs (exit 2, with its usage line). */
export class UsageError extends Error {}

/** A flag is a switch ("boolean": --force) or takes a value ("string": --season 2027/28). */
export type FlagKind = "boolean" | "string";

/** What a command accepts on its line. */
export interface Syntax {
  /** How many positional arguments it takes ("any": a list, possibly empty). */
  args: number | "any";
  /** Its flags, beside --help (-h) which every command takes. */
  flags?: Readonly<Record<string, FlagKind>>;
}

export interface CommandLine {
  args: string[];
  /** A given switch is true; a flag with a value, its value. Flags not given are absent. */
  flags: Record<string, string | true>;
  /** -h or --help: the command only explains itself (whatever else is on the line). */
  help: boolean;
}

export const isHelp = (arg: string) => arg === "-h" || arg === "--help";

/** The line after a command's name (`command`: its name, for the messages). Throws a UsageError. */
export function readCommandLine(command: string, argv: string[], syntax: Syntax): CommandLine {
  const kinds: Record<string, FlagKind> = { ...syntax.flags, help: "boolean" };
  // Not node's strict mode: its refusals cannot name the flag that was meant. Its tokens keep what was typed.
  const { tokens } = parseArgs({
    args: argv,
    options: Object.fromEntries(
      Object.entries(kinds).map(([name, type]) => [name, name === "help" ? { type, short: "h" } : { type }]),
    ),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const args: string[] = [];
  const flags: Record<string, string | true> = {};
  if (tokens.some((t) => t.kind === "option" && t.name === "help")) return { args, flags, help: true };
  for (const token of tokens) {
    if (token.kind === "positional") args.push(token.value);
    if (token.kind !== "option") continue;
    const { name, rawName, value, inlineValue } = token;
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : undefined;
    if (!kind) throw new UsageError(unknownFlag(command, token.rawName, Object.keys(kinds)));
    if (Object.hasOwn(flags, name)) throw new UsageError(`--${name} is given twice.`);
    if (kind === "boolean" && value !== undefined)
      throw new UsageError(`${rawName} takes no value (${rawName}=${value}): give ${rawName} alone.`);
    // "--game --score 1-0": node takes "--score" as the value of --game; no flag of ours takes a dash-led value.
    if (kind === "string" && (!value || (!inlineValue && value.startsWith("-"))))
      throw new UsageError(`${rawName} needs a value: ${rawName} <value>.`);
    flags[name] = value ?? true;
  }
  if (syntax.args !== "any" && args.length !== syntax.args)
    throw new UsageError(
      `${command} takes ${syntax.args === 0 ? "no arguments" : syntax.args === 1 ? "1 argument" : `${syntax.args} arguments`}; got ${args.length ? args.join(" ") : "none"}.`,
    );
  return { args, flags, help: false };
}

function unknownFlag(command: string, rawName: string, names: string[]): string {
  const meant = nearest(rawName.replace(/^-+/, ""), names);
  return meant
    ? `Unknown flag ${rawName}. Did you mean --${meant}?`
    : `Unknown flag ${rawName}. ${command} takes ${names.map((n) => `--${n}`).join(", ")}.`;
}

/** The candidate a slip of the keyboard away from `typed` (an edit or two, more for long names), if any. */
export function nearest(typed: string, candidates: readonly string[]): string | undefined {
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const d = distance(typed.toLowerCase(), candidate);
    if (d <= Math.max(2, Math.floor(candidate.length / 3)) && (!best || d < best.distance))
      best = { candidate, distance: d };
  }
  return best?.candidate;
}

/** Levenshtein distance: the fewest insertions, deletions and substitutions from `a` to `b`. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}
