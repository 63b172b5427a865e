// A season as an operator names it (docs/design.md section 1), or the one a command acts on by default.
import "server-only";
import type { Db, Tx } from "@/lib/db";
import { AppError } from "../errors";

/** A season by name, or the live one (`fallback: "live"`), or the one open for registration, else the live one. */
export async function findSeason(db: Db | Tx, options: { name?: string; fallback: "live" | "open or live" }) {
  if (options.name) {
    const season = await db.season.findUnique({ where: { name: options.name } });
    if (!season) throw new AppError("not_found", `No season named ${options.name}.`);
    return season;
  }
  const season =
    (options.fallback === "open or live"
      ? await db.season.findFirst({ where: { status: "open_for_registration" }, orderBy: { startsOn: "asc" } })
      : null) ?? (await db.season.findFirst({ where: { status: "live" } }));
  if (!season)
    throw new AppError(
      "not_found",
      options.fallback === "live"
        ? "No season is live."
        : "No season is open for registration or live: create one (season create).",
    );
  return season;
}
