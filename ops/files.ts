// Reading operator files (CSV or JSON) into rows that know where they came from, so every error
// names the file, the line and the field. Formats: ops/README.md.
import fs from "node:fs";
import path from "node:path";
import { CsvError, parse } from "csv-parse/sync";
import type { GameResultsInput, PlayerResultRow } from "../lib/server/results/game-results";
import type { SourceRow } from "../lib/server/seasons/import-rows";
import { UsageError } from "./args";

/** A file that cannot be read as the command expects: every problem with its file, line and field. */
export class FileError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

/** How an operator file's bytes become text: strict UTF-8 (a BOM allowed), Windows-1252 (Excel's) or ISO-8859-1. */
export type Encoding = "utf8" | "windows-1252" | "latin1";

const ENCODINGS: Record<string, Encoding> = {
  utf8: "utf8",
  "utf-8": "utf8",
  "windows-1252": "windows-1252",
  cp1252: "windows-1252",
  latin1: "latin1",
  "iso-8859-1": "latin1",
};

/** The --encoding flag: utf8 (default), windows-1252 (or cp1252), latin1 (or iso-8859-1). */
export function encodingFlag(flags: Record<string, string | true>): Encoding {
  const value = String(flags.encoding ?? "utf8");
  const encoding = Object.hasOwn(ENCODINGS, value.toLowerCase()) ? ENCODINGS[value.toLowerCase()] : undefined;
  if (!encoding)
    throw new UsageError(
      `--encoding takes utf8 (the default), windows-1252 (Excel's) or latin1 (ISO-8859-1), not "${value}".`,
    );
  return encoding;
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * Windows-1252's characters for the bytes 0x80-0x9F (where it differs from ISO-8859-1); the five bytes it leaves
 * undefined stay C1 controls, refused below. Not TextDecoder("windows-1252"): since Node 20.18.3 it decodes
 * these bytes as ISO-8859-1 does (0x92 as U+0092, not ’).
 */
const WINDOWS_1252_80_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** A file's text (see decodeText). */
export function readText(file: string, encoding: Encoding = "utf8"): string {
  return decodeText(path.basename(file), fs.readFileSync(file), encoding);
}

/**
 * The text of file `name`'s bytes. UTF-8 is decoded strictly: bytes that are not UTF-8 (a file saved as
 * Windows-1252 or ISO-8859-1) are refused with the line, never replaced by U+FFFD; so is a U+FFFD already in the
 * file (a character lost by an earlier conversion). In the 8-bit encodings a byte that is no character of theirs
 * (a control code) is refused: an "ISO-8859-1" file holding ’ or € is Windows-1252.
 */
export function decodeText(name: string, bytes: Buffer, encoding: Encoding): string {
  let text: string;
  if (encoding === "utf8") {
    try {
      text = utf8.decode(bytes); // drops a leading BOM
    } catch {
      const { line, column, byte } = firstBadUtf8(bytes);
      throw new FileError([
        `${name}:${line}: not UTF-8 (byte 0x${hex(byte)} at column ${column}): save the file as UTF-8, or import it with --encoding windows-1252 if it was saved by Excel (Windows-1252)`,
      ]);
    }
  } else {
    text = bytes.toString("latin1");
    if (encoding === "windows-1252")
      text = text.replace(/[\x80-\x9F]/g, (c) => WINDOWS_1252_80_9F[c.charCodeAt(0) - 0x80]!);
    const control = text.search(/[\x80-\x9F]/);
    if (control !== -1)
      throw new FileError([
        `${name}:${lineAt(text, control)}: byte 0x${hex(text.charCodeAt(control))} is not a character in ${encoding === "latin1" ? "ISO-8859-1: if the file comes from Excel, import it with --encoding windows-1252" : "Windows-1252: save the file as UTF-8"}`,
      ]);
  }
  const lost = text.indexOf("\uFFFD");
  if (lost !== -1)
    throw new FileError([
      `${name}:${lineAt(text, lost)}: holds the replacement character \uFFFD (a letter lost when the file was converted): correct the name from the original`,
    ]);
  return text.replace(/^\uFEFF/, "");
}

const hex = (byte: number) => byte.toString(16).toUpperCase().padStart(2, "0");

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

/** csv-parse's refusals in the operator's words (others keep csv-parse's). */
const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: "unterminated quote",
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote: put the whole field in quotes, a quote inside doubled ("")',
  INVALID_OPENING_QUOTE: 'a quote inside a field: put the whole field in quotes, a quote inside doubled ("")',
};

/** A CSV table: the header's field names and each row's values, with the line it starts on. */
export function readCsv(file: string, encoding: Encoding = "utf8") {
  return parseCsv(path.basename(file), readText(file, encoding));
}

/**
 * File `name`'s CSV text: a header line, then a record per row (a quoted field may hold the delimiter, a newline,
 * or a doubled quote). The delimiter is the header line's: `;` (Excel in Italian) or `,`. Lines starting with #
 * are comments; empty lines, and rows of empty fields (a spreadsheet's blank rows), are skipped.
 */
export function parseCsv(
  name: string,
  text: string,
): { header: string[]; headerLine: number; rows: { line: number; values: Record<string, string> }[] } {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  // A comment as csv-parse (trimming) sees it: # first on the line, maybe after spaces.
  const comment = (line: string) => /^\s*#/.test(line);
  const first = lines.find((l) => l.trim() && !comment(l)) ?? "";
  const delimiter = first.split(";").length > first.split(",").length ? ";" : ",";
  // csv-parse tells the line a record ends on; it starts on the first line after the previous record's end that
  // is neither empty nor a comment.
  let previousEnd = 0;
  const nextStart = () => {
    let line = previousEnd + 1;
    while (line < lines.length && (lines[line - 1] === "" || comment(lines[line - 1]!))) line++;
    return line;
  };
  const starts: number[] = [];
  let records: string[][];
  try {
    records = parse(lines.join("\n"), {
      delimiter,
      comment: "#",
      comment_no_infix: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      on_record: (fields, info) => {
        starts.push(nextStart());
        previousEnd = info.lines;
        return fields;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new FileError([`${name}:${nextStart()}: ${CSV_PROBLEMS[error.code] ?? error.message}`]);
  }
  const [header, ...body] = records
    .map((fields, i) => ({ line: starts[i]!, fields }))
    .filter((r) => r.fields.some((field) => field !== ""));
  if (!header) throw new FileError([`${name}: the file has no header line`]);
  const problems: string[] = [];
  const rows = [];
  for (const { line, fields } of body) {
    if (fields.length !== header.fields.length)
      problems.push(`${name}:${line}: expected ${header.fields.length} fields, found ${fields.length}`);
    else rows.push({ line, values: Object.fromEntries(header.fields.map((h, k) => [h, fields[k]!])) });
  }
  if (problems.length) throw new FileError(problems);
  return { header: header.fields, headerLine: header.line, rows };
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
    const given = RESULT_FLAGS.filter((flag) => flag in flags);
    if (given.length)
      throw new UsageError(
        `${given.map((flag) => `--${flag}`).join(", ")}: for a CSV file; a JSON file gives its game, score and status itself.`,
      );
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

/** The flags that say a CSV results file's game; a JSON file says it itself. */
const RESULT_FLAGS = ["game", "score", "status"] as const;

/** --game, --score and --status of a CSV results import, each checked (a usage error names the flag). */
function resultFlags(flags: Record<string, string | true>) {
  // String flags: readCommandLine gives each a value, or leaves it out.
  const { game, score: scoreFlag, status = "finished" } = flags as Partial<Record<string, string>>;
  if (!game || !scoreFlag) throw new UsageError("A CSV results file needs --game <id> and --score <home>-<away>.");
  if (!/^\d{1,9}$/.test(game))
    throw new UsageError(`--game takes the game's id, a number (npm run ops -- game list), not "${game}".`);
  const score = /^(\d{1,2})-(\d{1,2})$/.exec(scoreFlag);
  if (!score) throw new UsageError("--score must look like 2-1.");
  if (!RESULT_STATUSES.includes(status as never))
    throw new UsageError(`--status takes ${RESULT_STATUSES.join(" or ")}, not "${status}".`);
  return {
    game: Number(game),
    status: status as (typeof RESULT_STATUSES)[number],
    score: [Number(score[1]), Number(score[2])] as const,
  };
}
