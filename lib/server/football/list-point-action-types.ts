// Point action types (docs/product.md section 7: /rounds/football-player-point-actions/action-types/autocomplete/).
import "server-only";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/lib/db";

export interface PointActionTypeRow {
  id: number;
  code: string;
  name: string;
  /** The action scores once per this many (saves: every 3). */
  everyN: number;
  points: Record<"GKP" | "DEF" | "MID" | "FWD", number | null>;
}

/** The scoring actions with their points per position (null: does not apply), filtered by `q`. */
export async function listPointActionTypes(options: { locale: Locale; q?: string }): Promise<PointActionTypeRow[]> {
  const db = await getDb();
  const rows = await db.pointAction.findMany({ orderBy: [{ position: "asc" }, { id: "asc" }] });
  const q = options.q?.trim().toLowerCase();
  return rows
    .map((a) => ({
      id: a.id,
      code: a.code,
      name: options.locale === "it" ? a.nameIt : a.nameEn,
      everyN: a.everyN,
      points: { GKP: a.pointsGkp, DEF: a.pointsDef, MID: a.pointsMid, FWD: a.pointsFwd },
    }))
    .filter((a) => !q || a.code.toLowerCase().includes(q) || a.name.toLowerCase().includes(q));
}
