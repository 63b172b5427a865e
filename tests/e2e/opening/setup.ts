// The season-opening end-to-end instance (tests/e2e/public-season-opening.spec.ts): a second, small
// database in the state the demo season is long past, made with the operator commands an operator
// would run. Season 2027/28 is live with nothing played: no dream team yet, a player who left Serie A
// without fixtures, and round 1 called off (as a players' strike called off Serie A's first round in
// 2011): its games postponed and the round cancelled; round 2 is next. Runs inside
// prisma/scripts/with-db.ts on an empty database (tests/e2e/serve.sh rebuilds it each run).
import { closeDb, getDb } from "../../../lib/db";
import { main } from "../../../ops/cli";
import { COMMANDS } from "../../../ops/commands";

const SEASON = "2027/28";
const examples = "ops/examples";

async function ops(...argv: string[]) {
  const code = await main(argv, COMMANDS, getDb, { print: () => {} });
  if (code !== 0) throw new Error(`ops ${argv.join(" ")} failed (exit code ${code})`);
}

const db = await getDb();
if ((await db.season.count()) === 0) {
  await ops("season", "create", SEASON, "--starts", "2027-08-20", "--ends", "2028-05-28");
  await ops("import", "clubs", `${examples}/clubs.csv`, "--season", SEASON);
  await ops("import", "players", `${examples}/players.csv`, "--season", SEASON);
  await ops("import", "fixtures", "tests/e2e/opening/fixtures.csv", "--season", SEASON);
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
