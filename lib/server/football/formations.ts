// Formations (spec section 7: GET /formations/global-formations/; DESIGN.md section 4).
import "server-only";
import { getDb } from "@/lib/db";

export async function listFormations() {
  const db = await getDb();
  const rows = await db.formation.findMany({ orderBy: { name: "asc" } });
  return rows.map((f) => ({
    id: f.id,
    formation_type: f.name,
    defenders: f.defenders,
    midfielders: f.midfielders,
    forwards: f.forwards,
  }));
}
