// Reading operator files (CSV or JSON) into rows that know where they came from, so every error
// names the file, the line and the field. Formats: ops/README.md.
import fs from "node:fs";
import path from "node:path";
import type { GameResultsInput, PlayerResultRow } from "../lib/server/results/import-results";
import type { SourceRow } from "../lib/server/seasons/import-rows";
import { FileError, UsageError } from "./cli";

/** How an operator file's bytes become text: strict UTF-8 (a BOM allowed), or ISO-8859-1 when asked. */
export type Encoding = "utf8" | "latin1";

/** The --encoding flag: utf8 (default) or latin1. */
export function encodingFlag(flags: Record<string, string | true>): Encoding {
  const value = flags.encoding ?? "utf8";
  if (value === "utf8" || value === "utf-8") return "utf8";
  if (value === "latin1" || value === "iso-8859-1") return "latin1";
  throw new UsageError(`--encoding takes utf8 (the default) or latin1, not "${value === true ? "" : value}".`);
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * A file's text. UTF-8 is decoded strictly: bytes that are not UTF-8 (a file saved as ISO-8859-1 or
 * Windows-1252) are refused with the line, never replaced by U+FFFD; so is a U+FFFD already in the
 * file (a character lost by an earlier conversion).
 */
export function readText(file: string, encoding: Encoding = "utf8"): string {
  const name = path.basename(file);
  const bytes = fs.readFileSync(file);
  let text: string;
  if (encoding === "latin1") text = bytes.toString("latin1");
  else {
    try {
      text = utf8.decode(bytes); // drops a leading BOM
    } catch {
      const { line, column, byte } = firstBadUtf8(bytes);
      throw new FileError([
        `${name}:${line}: not UTF-8 (byte 0x${byte.toString(16).toUpperCase().padStart(2, "0")} at column ${column}): save the file as UTF-8, or import it with --encoding latin1 if it is ISO-8859-1`,
      ]);
    }
  }
  const lost = text.indexOf("\uFFFD");
  if (lost !== -1)
    throw new FileError([
      `${name}:${text.slice(0, lost).split("\n").length}: holds the replacement character \uFFFD (a letter lost when the file was converted): correct the name from the original`,
    ]);
  return text.replace(/^\uFEFF/, "");
}

/** Where strict UTF-8 decoding fails: the line, the column (in bytes) and the byte. */
function firstBadUtf8(bytes: Buffer): { line: number; column: number; byte: number } {
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    const chunk = bytes.subarray(start, stop);
    try {
      utf8.decode(chunk);
    } catch {
      // The longest prefix that decodes whole ends just before the bad byte (nothing after it does).
      let good = 0;
      for (let i = 1; i <= chunk.length; i++) {
        try {
          utf8.decode(chunk.subarray(0, i));
          good = i;
        } catch {
          // a character cut in two, or the bad byte
        }
      }
      return { line, column: good + 1, byte: chunk[good] ?? 0 };
    }
    if (end === -1) break;
    start = end + 1;
  }
  return { line: 1, column: 1, byte: bytes[0] ?? 0 };
}

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
export function readCsv(
  file: string,
  encoding: Encoding = "utf8",
): {
  header: string[];
  headerLine: number;
  rows: { line: number; values: Record<string, string> }[];
} {
  const name = path.basename(file);
  const lines = readText(file, encoding).split(/\r?\n/);
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
function readJson(file: string, encoding: Encoding = "utf8"): { text: string; data: unknown } {
  const text = readText(file, encoding);
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
export function readRows(file: string, columns: Columns, encoding: Encoding = "utf8"): SourceRow[] {
  if (!fs.existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const name = path.basename(file);
  if (file.endsWith(".json")) {
    const { text, data } = readJson(file, encoding);
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
    if (!rows.length) throw new FileError([`${name}: the list is empty: nothing to import`]);
    return rows;
  }
  if (!file.endsWith(".csv")) throw new UsageError(`${name}: give a .csv or a .json file.`);
  const { header, headerLine, rows } = readCsv(file, encoding);
  const problems = columnProblems(`${name}:${headerLine}`, header, columns);
  if (problems.length) throw new FileError(problems);
  if (!rows.length) throw new FileError([`${name}: the file has a header and no rows: nothing to import`]);
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
  const encoding = encodingFlag(flags);
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
    const { text, data } = readJson(file, encoding);
    const record = (data ?? {}) as Record<string, unknown>;
    const problems: string[] = [];
    if (typeof data !== "object" || data === null || Array.isArray(data))
      throw new FileError([`${name}: must hold one object ({"game": ..., "players": [...]})`]);
    if (!Number.isInteger(record.game) || (record.game as number) < 1)
      problems.push(`${name}: game: must be the game's id, a whole number (npm run ops -- game list)`);
    if (record.status !== undefined && !RESULT_STATUSES.includes(record.status as never))
      problems.push(`${name}: status: must be one of ${RESULT_STATUSES.join(", ")}`);
    if (!Array.isArray(record.players)) problems.push(`${name}: players: must be a list`);
    else if (!record.players.length) problems.push(`${name}: players: the file has no player rows`);
    if (problems.length) throw new FileError(problems);
    const lines = objectLines(text, 2);
    return {
      gameId: record.game as number,
      status: (record.status as GameResultsInput["status"] | undefined) ?? "finished",
      homeScore: whole(record.home_score),
      awayScore: whole(record.away_score),
      players: (record.players as Record<string, unknown>[]).map((p, i) =>
        toRow(`${name}:${lines[i] ?? "?"}`, p ?? {}),
      ),
    };
  }

  const { game, status, score } = resultFlags(flags);
  if (!file.endsWith(".csv")) throw new UsageError(`${name}: give a .csv or a .json file.`);
  const { header, headerLine, rows } = readCsv(file, encoding);
  const missing = ["player", "minutes"].filter((column) => !header.includes(column));
  if (missing.length) throw new FileError(missing.map((column) => `${name}:${headerLine}: missing column "${column}"`));
  if (!rows.length) throw new FileError([`${name}: the file has a header and no player rows`]);
  return {
    gameId: game,
    status,
    homeScore: score[0],
    awayScore: score[1],
    players: rows.map((r) => toRow(`${name}:${r.line}`, r.values)),
  };
}

export const RESULT_STATUSES = ["live", "finished"] as const;

/** --game, --score and --status of a CSV results import, each checked (a usage error names the flag). */
function resultFlags(flags: Record<string, string | true>) {
  if (!flags.game || !flags.score)
    throw new UsageError("A CSV results file needs --game <id> and --score <home>-<away>.");
  if (typeof flags.game !== "string" || !/^\d{1,9}$/.test(flags.game))
    throw new UsageError(`--game takes the game's id, a number (npm run ops -- game list), not "${flags.game}".`);
  const score = /^(\d{1,2})-(\d{1,2})$/.exec(String(flags.score));
  if (!score) throw new UsageError("--score must look like 2-1.");
  const status = flags.status ?? "finished";
  if (!RESULT_STATUSES.includes(status as never))
    throw new UsageError(`--status takes ${RESULT_STATUSES.join(" or ")}, not "${status === true ? "" : status}".`);
  return {
    game: Number(flags.game),
    status: status as (typeof RESULT_STATUSES)[number],
    score: [Number(score[1]), Number(score[2])] as const,
  };
}
