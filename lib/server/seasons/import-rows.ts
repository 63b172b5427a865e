// Operator files as rows that know where they came from ("players.csv:12"), and the field checks
// every import shares. An import checks every row first and reports every problem at once, with
// its file, line and field; only a file without problems is applied, in one transaction.
import "server-only";
import type { Tx } from "@/lib/db";
import { AppError } from "../errors";

export interface SourceRow {
  /** Where the row came from, for error messages ("players.csv:12"). */
  source: string;
  /** Field name → value: strings from CSV, JSON values from JSON. */
  values: Record<string, unknown>;
}

export interface FieldError {
  source: string;
  field: string;
  message: string;
}

/** Collects a file's problems while its rows are checked. */
export class RowChecker {
  readonly errors: FieldError[] = [];

  add(row: SourceRow | string, field: string, message: string) {
    this.errors.push({ source: typeof row === "string" ? row : row.source, field, message });
  }

  /** A trimmed text; "" when missing and not required. */
  text(
    row: SourceRow,
    field: string,
    options: { required?: boolean; max?: number; pattern?: [RegExp, string] } = {},
  ): string {
    const raw = row.values[field];
    const value = raw === undefined || raw === null ? "" : String(raw).trim();
    if (!value) {
      if (options.required) this.add(row, field, "is required");
      return "";
    }
    if (value.includes("\uFFFD"))
      this.add(row, field, "holds the replacement character \uFFFD (a letter lost in a conversion): correct it");
    else if (options.max && value.length > options.max)
      this.add(row, field, `must be at most ${options.max} characters`);
    else if (options.pattern && !options.pattern[0].test(value)) this.add(row, field, options.pattern[1]);
    return value;
  }

  /** A whole number within bounds; NaN when invalid (already reported). */
  int(row: SourceRow, field: string, min: number, max: number): number {
    const raw = row.values[field];
    const value =
      typeof raw === "number" ? raw : typeof raw === "string" && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(value) || value < min || value > max) {
      this.add(row, field, `must be a whole number from ${min} to ${max}`);
      return Number.NaN;
    }
    return value;
  }

  /** A price in millions with at most one decimal ("5.5"), returned in tenths (55). */
  price(row: SourceRow, field: string, min: number, max: number): number {
    const raw = row.values[field];
    const text = raw === undefined || raw === null ? "" : String(raw).trim();
    if (!/^\d+(\.\d)?$/.test(text) || Number(text) < min || Number(text) > max) {
      this.add(
        row,
        field,
        `must be a price from ${min.toFixed(1)} to ${max.toFixed(1)} with one decimal at most, e.g. 5.5`,
      );
      return Number.NaN;
    }
    return Math.round(Number(text) * 10);
  }

  /** An ISO date-time with a time zone ("2027-08-21T18:45:00Z", "2027-08-21T20:45:00+02:00"). */
  dateTime(row: SourceRow, field: string): Date | null {
    const text = this.text(row, field, { required: true });
    if (!text) return null;
    const date = new Date(text);
    if (
      !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) ||
      Number.isNaN(date.getTime()) ||
      !isCalendarDay(text.slice(0, 10))
    ) {
      this.add(row, field, "must be an ISO date-time with a time zone, e.g. 2027-08-21T18:45:00Z");
      return null;
    }
    return date;
  }

  /** One of `allowed`; null when missing and not required, or invalid. */
  oneOf<T extends string>(
    row: SourceRow,
    field: string,
    allowed: readonly T[],
    options: { required?: boolean } = {},
  ): T | null {
    const value = this.text(row, field, options);
    if (!value) return null;
    if (!allowed.includes(value as T)) {
      this.add(row, field, `must be one of ${allowed.join(", ")}`);
      return null;
    }
    return value as T;
  }

  /** Reports a value seen on an earlier row (a key that must be unique in the file). */
  unique(seen: Map<string, string>, row: SourceRow, field: string, key: string) {
    if (!key) return;
    const first = seen.get(key);
    if (first) this.add(row, field, `"${key}" is already on ${first}`);
    else seen.set(key, row.source);
  }

  /** Throws every problem at once (nothing is applied) if there is any, in line order. */
  throwIfAny(what: string) {
    const line = (e: FieldError) => Number(/:(\d+)$/.exec(e.source)?.[1] ?? 0);
    this.errors.sort((a, b) => line(a) - line(b));
    if (this.errors.length)
      throw new AppError("invalid", `The ${what} file has ${this.errors.length} problem(s); nothing was imported.`, {
        problems: this.errors,
      });
  }
}

/** Called as an import goes: `done` of `total` rows written. */
export type Progress = (done: number, total: number) => void;

/** "2027-02-30" is not a day (JavaScript's Date rolls it over to 2 March): the date part read back unchanged. */
const isCalendarDay = (ymd: string) => new Date(`${ymd}T00:00:00Z`).toISOString().startsWith(ymd);

/** The season's clubs by abbreviation (what the files name them by): their ids. */
export async function seasonClubIds(tx: Tx, seasonId: number): Promise<Map<string, number>> {
  const clubs = await tx.seasonClub.findMany({
    where: { seasonId },
    select: { club: { select: { id: true, abbreviation: true } } },
  });
  return new Map(clubs.map((c) => [c.club.abbreviation, c.club.id]));
}
