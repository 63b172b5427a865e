// Seasons (spec section 7: GET /leagues/seasons/?status=live) and the season the game is in.
import "server-only";
import { getDb } from "@/lib/db";
import type { SeasonStatus } from "@/lib/generated/prisma/enums";

/** The spec's status words (open-for-registration, active, …) and ours. */
export const SEASON_STATUS_QUERY = ["live", "active", "finished", "open-for-registration", "disabled"] as const;
const toStatus = (s: (typeof SEASON_STATUS_QUERY)[number]): SeasonStatus =>
  s === "active" ? "live" : s === "open-for-registration" ? "open_for_registration" : s;

export const seasonJson = (s: { id: number; name: string; status: SeasonStatus; startsOn: Date; endsOn: Date }) => ({
  id: s.id,
  name: s.name,
  status: s.status === "open_for_registration" ? "open-for-registration" : s.status,
  starts_on: s.startsOn.toISOString().slice(0, 10),
  ends_on: s.endsOn.toISOString().slice(0, 10),
});

export async function listSeasons(options: { status?: (typeof SEASON_STATUS_QUERY)[number] }) {
  const db = await getDb();
  const rows = await db.season.findMany({
    where: options.status ? { status: toStatus(options.status) } : {},
    orderBy: { startsOn: "desc" },
  });
  return rows.map(seasonJson);
}

/** The live season, else the latest that is not disabled; null before any. */
export async function currentSeasonOrNull() {
  const db = await getDb();
  return (
    (await db.season.findFirst({ where: { status: "live" }, orderBy: { startsOn: "desc" } })) ??
    (await db.season.findFirst({ where: { status: { not: "disabled" } }, orderBy: { startsOn: "desc" } }))
  );
}
