// Finds, in the end-to-end demo, a rival's finished round played with a Bench Boost and one played with a Triple
// Captain whose captain played (tests/e2e/round-team.spec.ts): the demo's managers play them (prisma/seed/managers.ts
// playBoosts). Reads only. Prints {"benchBoost": {"userId", "round"} | null, "tripleCaptain": … | null}. Runs beside
// the served database, as tests/e2e/round-team/not-played.ts does.
import { closeDb, getDb } from "../../../lib/db";

const db = await getDb();

async function find(chip: "bench_boost" | "triple_captain") {
  // Not round 5, which not-played.ts takes from a rival.
  const rows = await db.$queryRaw<{ user_id: number; number: number; captain_id: number; multiplied_id: number }[]>`
    SELECT t.user_id, r.number, tr.captain_id, tr.multiplied_id
    FROM team_round tr JOIN round r ON r.id = tr.round_id JOIN season s ON s.id = r.season_id
    JOIN user_team t ON t.id = tr.team_id JOIN "user" u ON u.id = t.user_id
    WHERE tr.chip = ${chip}::"Chip" AND r.status = 'finished' AND r.number <> 5 AND s.status = 'live'
      AND u.email <> 'demo@example.com'
    ORDER BY tr.team_id, tr.round_id LIMIT 50`;
  const row = chip === "triple_captain" ? rows.find((r) => r.multiplied_id === r.captain_id) : rows[0];
  return row ? { userId: row.user_id, round: row.number } : null;
}

console.log(JSON.stringify({ benchBoost: await find("bench_boost"), tripleCaptain: await find("triple_captain") }));
await closeDb();
process.exit(0);
