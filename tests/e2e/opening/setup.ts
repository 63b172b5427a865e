// The season-opening end-to-end instance (tests/e2e/public-season-opening.spec.ts): a second, small
// database in the state the demo season is long past, made with the operator commands an operator
// would run. A season is live with nothing played: no dream team yet, a player who left Serie A
// without fixtures, and round 1 called off (as a players' strike called off Serie A's first round in
// 2011): its games postponed and the round cancelled; round 2 is next. Runs inside
// prisma/scripts/with-db.ts on an empty database (tests/e2e/serve.sh rebuilds it each run).
//
// Dated from the day it runs: fixtures.csv is written for a season starting on Friday 20 August 2027, and every
// kick-off moves by the whole days that put round 2's first one four weeks ahead (prisma/seed/calendar.ts moves the
// demo season the same way). The season is named after the year it starts in.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb, getDb } from "../../../lib/db";
import { main } from "../../../ops/cli";
import { COMMANDS } from "../../../ops/commands";
import { DAY_MS, DemoCalendar } from "../../../prisma/seed/calendar";

const examples = "ops/examples";
const ROUND_2 = Date.parse("2027-08-27T18:45:00Z");
const calendar = new DemoCalendar(Math.ceil((Date.now() + 28 * DAY_MS - ROUND_2) / DAY_MS));
const SEASON = calendar.seasonName("2027-08-20");
const day = (base: string) => calendar.at(base).toISOString().slice(0, 10);

/** fixtures.csv with its kick-offs moved to this run's calendar. */
function movedFixtures(): string {
  const lines = fs.readFileSync("tests/e2e/opening/fixtures.csv", "utf8").split("\n");
  const moved = lines.map((line) =>
    /^\d/.test(line) ? line.replace(/[^,]+Z$/, (kickoff) => calendar.at(kickoff).toISOString()) : line,
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-opening-")), "fixtures.csv");
  fs.writeFileSync(file, moved.join("\n"));
  return file;
}

async function ops(...argv: string[]) {
  const code = await main(argv, COMMANDS, getDb, { print: () => {} });
  if (code !== 0) throw new Error(`ops ${argv.join(" ")} failed (exit code ${code})`);
}

const db = await getDb();
if ((await db.season.count()) === 0) {
  await ops("season", "create", SEASON, "--starts", day("2027-08-20"), "--ends", day("2028-05-28"));
  await ops("import", "clubs", `${examples}/clubs.csv`, "--season", SEASON);
  await ops("import", "players", `${examples}/players.csv`, "--season", SEASON);
  await ops("import", "fixtures", movedFixtures(), "--season", SEASON);
  await ops("season", "activate", SEASON);
  const calledOff = await db.game.findMany({
    where: { round: { number: 1, season: { name: SEASON } } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  for (const game of calledOff) await ops("game", "postpone", String(game.id));
  await ops("round", "cancel", "1");
}
console.log(`Season-opening instance ready: ${SEASON}, round 1 cancelled.`);
await closeDb();
process.exit(0);
