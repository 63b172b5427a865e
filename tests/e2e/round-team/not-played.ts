// Gives the end-to-end demo a team that did not play a round (tests/e2e/round-team.spec.ts): the demo's
// managers all play every round, so the last manager's round 5 snapshot is removed, as if his team had
// sat that round out. Idempotent. Prints {"userId": N, "round": 5}. Runs beside the served database:
// DATABASE_URL, else the embedded database in PGLITE_DIR (reached through its owner, as the ops CLI does).
import { closeDb, getDb } from "../../../lib/db";

const ROUND = 5;
const db = await getDb();
const after = await db.round.findFirstOrThrow({ where: { season: { status: "live" }, number: ROUND + 1 } });
const playedAfter = await db.teamRound.findMany({ where: { roundId: after.id }, select: { teamId: true } });
const team = await db.userTeam.findFirstOrThrow({
  // A demo manager who played the round after (not a team another test made later in the season).
  where: {
    season: { status: "live" },
    user: { email: { not: "demo@example.com" } },
    id: { in: playedAfter.map((s) => s.teamId) },
  },
  orderBy: { id: "desc" },
  select: { id: true, userId: true, seasonId: true },
});
const round = await db.round.findFirstOrThrow({ where: { seasonId: team.seasonId, number: ROUND } });
await db.teamRound.deleteMany({ where: { roundId: round.id, teamId: team.id } });
console.log(JSON.stringify({ userId: team.userId, round: ROUND }));
await closeDb();
process.exit(0);
