// Reading operator files (CSV or JSON) into rows that know where they came from, so every error
// names the file, the line and the field. Formats: prisma/ops/README.md.
import fs from "node:fs";
import path from "node:path";
import type { GameResultsInput, PlayerResultRow } from "../../lib/server/results/import-results";
import { FileError, UsageError } from "./cli";

/** A CSV table: the header's field names and each row's values, with its line number. */
export function readCsv(file: string): { header: string[]; rows: { line: number; values: Record<string, string> }[] } {
  const lines = fs.readFileSync(file, "utf8").split(/\r?\n/);
  const firstLine = lines.findIndex((l) => l.trim() && !l.startsWith("#"));
  if (firstLine === -1) throw new FileError([`${path.basename(file)}: the file has no header line`]);
  const split = (l: string) => l.split(",").map((v) => v.trim());
  const header = split(lines[firstLine]!);
  const rows = [];
  for (let i = firstLine + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (!l.trim() || l.startsWith("#")) continue;
    const cells = split(l);
    if (cells.length !== header.length) throw new FileError([`${path.basename(file)}:${i + 1}: expected ${header.length} fields, found ${cells.length}`]);
    rows.push({ line: i + 1, values: Object.fromEntries(header.map((h, k) => [h, cells[k]!])) });
  }
  return { header, rows };
}

const whole = (value: unknown): number => (typeof value === "number" ? value : typeof value === "string" && /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

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
    for (const [code, value] of Object.entries(rest)) if (value !== "" && value !== undefined) counts[code] = whole(value);
    return { source, player: String(player ?? "").trim(), minutes: whole(minutes), counts };
  };

  if (file.endsWith(".json")) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      throw new FileError([`${name}: not valid JSON (${(error as Error).message})`]);
    }
    if (!Array.isArray(data.players)) throw new FileError([`${name}: players: must be a list`]);
    return {
      gameId: whole(data.game),
      status: data.status === "live" ? "live" : "finished",
      homeScore: whole(data.home_score),
      awayScore: whole(data.away_score),
      players: (data.players as Record<string, unknown>[]).map((p, i) => toRow(`${name}: players[${i}]`, p)),
    };
  }

  if (!flags.game || !flags.score) throw new UsageError("A CSV results file needs --game <id> and --score <home>-<away>.");
  const score = String(flags.score).match(/^(\d+)-(\d+)$/);
  if (!score) throw new UsageError("--score must look like 2-1.");
  const { header, rows } = readCsv(file);
  for (const required of ["player", "minutes"]) if (!header.includes(required)) throw new FileError([`${name}:1: missing column "${required}"`]);
  return {
    gameId: whole(flags.game),
    status: flags.status === "live" ? "live" : "finished",
    homeScore: Number(score[1]),
    awayScore: Number(score[2]),
    players: rows.map((r) => toRow(`${name}:${r.line}`, r.values)),
  };
}
