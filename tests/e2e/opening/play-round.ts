// Results for every game of a live round of the season-opening instance, simulated by the demo's match engine
// (prisma/seed/results.ts) and entered through the results use case an operator's import runs; the live points are
// then refreshed with `npm run ops -- round refresh <number>`. Usage: play-round.ts <number>. Runs beside the served
// database (tests/e2e/opening-head-to-head.spec.ts).
import { closeDb, getDb } from "../../../lib/db";
import { Rng } from "../../../lib/game/rng";
import { playRoundResults } from "../../../prisma/seed/results";

const number = Number(process.argv[2]);
const db = await getDb();
const round = await db.round.findFirstOrThrow({ where: { number, season: { status: "live" } } });
await playRoundResults(db, { roundId: round.id, rng: new Rng(number) });
console.log(`Round ${number}: results entered.`);
await closeDb();
process.exit(0);
