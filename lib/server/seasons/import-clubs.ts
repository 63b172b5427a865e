// Clubs of a season from an operator file (formats: ops/README.md). A club is known by its
// abbreviation: a new one is created, a known one updated; every club of the file takes part in
// the season.
import "server-only";
import type { Tx } from "@/lib/db";
import { type Progress, RowChecker, type SourceRow } from "./import-rows";
import { isStaged } from "./staging";

const IMAGE: [RegExp, string] = [
  /^(\/[\w./-]+|https?:\/\/\S+)$/,
  "must be a public path (/clubs/x.svg) or an http(s) URL",
];

/** The file's fields (CSV columns, JSON keys). */
export const CLUB_FIELDS = {
  required: ["abbreviation", "full_name", "logo_image", "jersey_outfield", "jersey_goalkeeper"],
} as const;

export async function importClubs(tx: Tx, options: { seasonId: number; rows: SourceRow[]; onProgress?: Progress }) {
  const check = new RowChecker();
  const byAbbr = new Map<string, string>();
  const byName = new Map<string, string>();
  const clubs = options.rows.map((row) => {
    const club = {
      abbreviation: check.text(row, "abbreviation", {
        required: true,
        pattern: [/^[A-Z0-9]{2,8}$/, "must be 2 to 8 capital letters or digits"],
      }),
      fullName: check.text(row, "full_name", { required: true, max: 60 }),
      logoImage: check.text(row, "logo_image", { required: true, pattern: IMAGE }),
      jerseyOutfield: check.text(row, "jersey_outfield", { required: true, pattern: IMAGE }),
      jerseyGoalkeeper: check.text(row, "jersey_goalkeeper", { required: true, pattern: IMAGE }),
    };
    check.unique(byAbbr, row, "abbreviation", club.abbreviation);
    check.unique(byName, row, "full_name", club.fullName.toLowerCase());
    return { row, club };
  });
  if (!options.rows.length) check.add("file", "rows", "the file has no clubs");
  // A full name already used by a club with another abbreviation.
  const taken = await tx.club.findMany({ where: { fullName: { in: clubs.map((c) => c.club.fullName) } } });
  for (const { row, club } of clubs) {
    const other = taken.find((t) => t.fullName === club.fullName && t.abbreviation !== club.abbreviation);
    if (other) check.add(row, "full_name", `"${club.fullName}" is already the name of club ${other.abbreviation}`);
  }
  check.throwIfAny("clubs");

  const existing = new Set(
    (
      await tx.club.findMany({
        where: { abbreviation: { in: clubs.map((c) => c.club.abbreviation) } },
        select: { abbreviation: true },
      })
    ).map((c) => c.abbreviation),
  );
  // For a season that is not live while another one is, a known club's new name and images wait
  // for its activation (staging.ts); the club joins the season at once.
  const staged = await isStaged(tx, options.seasonId);
  const now = new Date();
  let done = 0;
  let stagedUpdates = 0;
  for (const { club } of clubs) {
    const known = staged ? await tx.club.findUnique({ where: { abbreviation: club.abbreviation } }) : null;
    const saved =
      known ?? (await tx.club.upsert({ where: { abbreviation: club.abbreviation }, create: club, update: club }));
    if (
      known &&
      (known.fullName !== club.fullName ||
        known.logoImage !== club.logoImage ||
        known.jerseyOutfield !== club.jerseyOutfield ||
        known.jerseyGoalkeeper !== club.jerseyGoalkeeper)
    ) {
      const { abbreviation: _, ...fields } = club;
      stagedUpdates++;
      await tx.clubStage.upsert({
        where: { seasonId_clubId: { seasonId: options.seasonId, clubId: known.id } },
        create: { seasonId: options.seasonId, clubId: known.id, ...fields, stagedAt: now },
        update: { ...fields, stagedAt: now },
      });
    }
    await tx.seasonClub.upsert({
      where: { seasonId_clubId: { seasonId: options.seasonId, clubId: saved.id } },
      create: { seasonId: options.seasonId, clubId: saved.id },
      update: {},
    });
    options.onProgress?.(++done, clubs.length);
  }
  return {
    created: clubs.filter((c) => !existing.has(c.club.abbreviation)).length,
    updated: clubs.filter((c) => existing.has(c.club.abbreviation)).length,
    /** Known clubs whose new name or images wait for the season's activation. */
    staged: stagedUpdates,
  };
}

/** At activation: the staged clubs' names and images. */
export async function applyStagedClubs(tx: Tx, seasonId: number): Promise<number> {
  const rows = await tx.clubStage.findMany({ where: { seasonId } });
  for (const { seasonId: _, clubId, stagedAt: __, ...fields } of rows)
    await tx.club.update({ where: { id: clubId }, data: fields });
  await tx.clubStage.deleteMany({ where: { seasonId } });
  return rows.length;
}
