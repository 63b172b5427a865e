// Reading operator files (CSV or JSON) into rows that know where they came from, so every error
// names the file, the line and the field. Formats: prisma/ops/README.md.
import fs from "node:fs";
import path from "node:path";
import type { GameResultsInput, PlayerResultRow } from "../../lib/server/results/import-results";
import type { SourceRow } from "../../lib/server/seasons/import-rows";
import { FileError, UsageError } from "./cli";

/** One CSV line's fields: comma-separated, optionally "quoted" ("" is a quote inside quotes). */
export function splitCsvLine(line: string): string[] | null {
  const fields: string[] = [];
  let i = 0;
  while (true) {
    let value = "";
    while (line[i] === " ") i++;
    if (line[i] === '"') {
      i++;
      while (true) {
        if (i >= line.length) return null; // unterminated quote
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else value += line[i++];
      }
      while (line[i] === " ") i++;
      if (i < line.length && line[i] !== ",") return null;
    } else {
      const end = line.indexOf(",", i);
      value = (end === -1 ? line.slice(i) : line.slice(i, end)).trim();
      i = end === -1 ? line.length : end;
    }
    fields.push(value);
    if (i >= line.length) return fields;
    i++; // the comma
  }
}

/** A CSV table: the header's field names and each row's values, with its line number. Lines starting with # are comments. */
export function readCsv(file: string): {
  header: string[];
  headerLine: number;
  rows: { line: number; values: Record<string, string> }[];
} {
  const name = path.basename(file);
  const lines = fs
    .readFileSync(file, "utf8")
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/);
  const firstLine = lines.findIndex((l) => l.trim() && !l.startsWith("#"));
  if (firstLine === -1) throw new FileError([`${name}: the file has no header line`]);
  const header = splitCsvLine(lines[firstLine]!);
  if (!header) throw new FileError([`${name}:${firstLine + 1}: unterminated quote`]);
  const problems: string[] = [];
  const rows = [];
  for (let i = firstLine + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.trim() || l.startsWith("#")) continue;
    const cells = splitCsvLine(l);
    if (!cells) problems.push(`${name}:${i + 1}: unterminated quote`);
    else if (cells.length !== header.length)
      problems.push(`${name}:${i + 1}: expected ${header.length} fields, found ${cells.length}`);
    else rows.push({ line: i + 1, values: Object.fromEntries(header.map((h, k) => [h, cells[k]!])) });
  }
  if (problems.length) throw new FileError(problems);
  return { header, headerLine: firstLine + 1, rows };
}

/** The 1-based line of each `{` that opens an object at nesting `depth` (1: items of a top-level list). */
export function objectLines(text: string, depth: number): number[] {
  const lines: number[] = [];
  let line = 1;
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n") line++;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") {
      if (c === "{" && level === depth) lines.push(line);
      level++;
    } else if (c === "}" || c === "]") level--;
  }
  return lines;
}

/** Parses a JSON file, reporting a syntax error with its line. */
function readJson(file: string): { text: string; data: unknown } {
  const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  try {
    return { text, data: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const line = at ? text.slice(0, Number(at[1])).split("\n").length : null;
    throw new FileError([
      `${path.basename(file)}${line ? `:${line}` : ""}: not valid JSON (${message.replace(/ in JSON at position \d+.*$/, "")})`,
    ]);
  }
}

/** The fields a file kind has: required ones, then optional ones. */
export interface Columns {
  required: readonly string[];
  optional?: readonly string[];
}

/** Missing required and unknown fields of a CSV header or a JSON object's keys. */
function columnProblems(where: string, present: readonly string[], columns: Columns): string[] {
  const known = new Set([...columns.required, ...(columns.optional ?? [])]);
  return [
    ...columns.required.filter((c) => !present.includes(c)).map((c) => `${where}: missing field "${c}"`),
    ...present
      .filter((c) => !known.has(c))
      .map((c) => `${where}: unknown field "${c}" (fields: ${[...known].join(", ")})`),
  ];
}

/** The rows of a CSV file (with a header line) or of a JSON file holding a list of objects. */
export function readRows(file: string, columns: Columns): SourceRow[] {
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const name = path.basename(file);
  if (file.endsWith(".json")) {
    const { text, data } = readJson(file);
    if (!Array.isArray(data)) throw new FileError([`${name}: must hold a list of objects ([{...}, ...])`]);
    const lines = objectLines(text, 1);
    const problems: string[] = [];
    const rows = data.map((item, i) => {
      const source = `${name}:${lines[i] ?? "?"}`;
      if (typeof item !== "object" || item === null || Array.isArray(item))
        problems.push(`${source}: item ${i + 1} must be an object`);
      // Missing values are the row checks' business (all rows are checked at once); unknown keys are typos.
      else
        problems.push(
          ...columnProblems(source, Object.keys(item), {
            optional: [...columns.required, ...(columns.optional ?? [])],
            required: [],
          }),
        );
      return { source, values: (item ?? {}) as Record<string, unknown> };
    });
    if (problems.length) throw new FileError(problems);
    return rows;
  }
  if (!file.endsWith(".csv")) throw new UsageError(`${name}: give a .csv or a .json file.`);
  const { header, headerLine, rows } = readCsv(file);
  const problems = columnProblems(`${name}:${headerLine}`, header, columns);
  if (problems.length) throw new FileError(problems);
  return rows.map((r) => ({ source: `${name}:${r.line}`, values: r.values }));
}

const whole = (value: unknown): number =>
  typeof value === "number"
    ? value
    : typeof value === "string" && /^-?\d+$/.test(value.trim())
      ? Number(value)
      : Number.NaN;

/**
 * A game's results from `file`: JSON ({game, status, home_score, away_score, players: [{player,
 * minutes, <action>: count}]}) or CSV (player, minutes, <action>... with --game, --status, --score).
 */
export function readResults(file: string, flags: Record<string, string | true>): GameResultsInput {
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const name = path.basename(file);
  const toRow = (source: string, record: Record<string, unknown>): PlayerResultRow => {
    const { player, minutes, ...rest } = record;
    const counts: Record<string, number> = {};
    for (const [code, value] of Object.entries(rest))
      if (value !== "" && value !== undefined) counts[code] = whole(value);
    return { source, player: String(player ?? "").trim(), minutes: whole(minutes), counts };
  };

  if (file.endsWith(".json")) {
    const { text, data } = readJson(file);
    const record = (data ?? {}) as Record<string, unknown>;
    if (!Array.isArray(record.players)) throw new FileError([`${name}: players: must be a list`]);
    const lines = objectLines(text, 2);
    return {
      gameId: whole(record.game),
      status: record.status === "live" ? "live" : "finished",
      homeScore: whole(record.home_score),
      awayScore: whole(record.away_score),
      players: (record.players as Record<string, unknown>[]).map((p, i) =>
        toRow(`${name}:${lines[i] ?? "?"}`, p ?? {}),
      ),
    };
  }

  if (!flags.game || !flags.score)
    throw new UsageError("A CSV results file needs --game <id> and --score <home>-<away>.");
  const score = String(flags.score).match(/^(\d+)-(\d+)$/);
  if (!score) throw new UsageError("--score must look like 2-1.");
  const { header, headerLine, rows } = readCsv(file);
  const missing = ["player", "minutes"].filter((column) => !header.includes(column));
  if (missing.length) throw new FileError(missing.map((column) => `${name}:${headerLine}: missing column "${column}"`));
  return {
    gameId: whole(flags.game),
    status: flags.status === "live" ? "live" : "finished",
    homeScore: Number(score[1]),
    awayScore: Number(score[2]),
    players: rows.map((r) => toRow(`${name}:${r.line}`, r.values)),
  };
}
