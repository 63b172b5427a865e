// Every team's copy of its squad (user_team.squad_ids, captain_id, vice_captain_id: what the lock snapshots) as
// squad_player holds it: the integration tests check it after the changes they make.
import { expect } from "vitest";
import { getDb } from "@/lib/db";

export async function expectSquadCopiesInStep() {
  const db = await getDb();
  const stray = await db.$queryRaw<{ id: number }[]>`
    SELECT t.id FROM user_team t LEFT JOIN LATERAL (
      SELECT COALESCE(array_agg(sp.player_id ORDER BY sp.slot), '{}') AS ids,
             max(sp.player_id) FILTER (WHERE sp.is_captain) AS captain,
             max(sp.player_id) FILTER (WHERE sp.is_vice_captain) AS vice
      FROM squad_player sp WHERE sp.team_id = t.id) s ON true
    WHERE (t.squad_ids, t.captain_id, t.vice_captain_id) IS DISTINCT FROM (s.ids, s.captain, s.vice)`;
  expect(stray).toEqual([]);
  // Not vacuous: the demo's teams have their fifteen.
  expect(await db.userTeam.count({ where: { squadIds: { isEmpty: false } } })).toBeGreaterThan(0);
}
