// The live season's rounds of the season-opening instance as {"<number>": id}, for the chips flow's calls by round id
// (tests/e2e/opening-chips.spec.ts). Runs beside the served database.
import { closeDb, getDb } from "../../../lib/db";

const db = await getDb();
const rounds = await db.round.findMany({ where: { season: { status: "live" } }, select: { id: true, number: true } });
console.log(JSON.stringify(Object.fromEntries(rounds.map((r) => [r.number, r.id]))));
await closeDb();
process.exit(0);
