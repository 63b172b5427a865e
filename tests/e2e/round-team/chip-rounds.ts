// Finds, in the end-to-end demo, a rival's finished round played with a Bench Boost and one played with a Triple
// Captain whose captain played (tests/e2e/round-team.spec.ts): the demo's managers play them (prisma/seed/managers.ts
// playBoosts). Reads only. Prints {"benchBoost": {"userId", "round"} | null, "tripleCaptain": … | null}. Runs beside
// the served database, as tests/e2e/round-team/not-played.ts does.
import { closeDb, getDb } from "../../../lib/db";

const db = await getDb();

async function find(chip: "bench_boost" | "triple_captain") {
  const rows = await db.teamRound.findMany({
    where: {
      chip,
      // Not round 5, which not-played.ts takes from a rival.
      round: { status: "finished", number: { not: 5 }, season: { status: "live" } },
      team: { user: { email: { not: "demo@example.com" } } },
    },
    orderBy: [{ teamId: "asc" }, { roundId: "asc" }],
    select: {
      captainId: true,
      multipliedId: true,
      round: { select: { number: true } },
      team: { select: { userId: true } },
    },
    take: 50,
  });
  const row = chip === "triple_captain" ? rows.find((r) => r.multipliedId === r.captainId) : rows[0];
  return row ? { userId: row.team.userId, round: row.round.number } : null;
}

console.log(JSON.stringify({ benchBoost: await find("bench_boost"), tripleCaptain: await find("triple_captain") }));
await closeDb();
process.exit(0);
