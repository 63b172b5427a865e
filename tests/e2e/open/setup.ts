// The sign-up-open end-to-end instance (tests/e2e/open-sign-up.spec.ts): a small database of its own, made with the
// operator commands an operator would run: a live season of 20 clubs and 200 players (tests/e2e/open/players.csv,
// enough for a random team and hand-built ones) whose three rounds are all ahead, round 1's deadline a week away, so a
// new fan can register a team. Runs inside prisma/scripts/with-db.ts on an empty database (tests/e2e/serve.sh
// rebuilds it each run). The fixtures are written here, dated from today: the season is always the current one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDb, getDb } from "../../../lib/db";
import { main } from "../../../ops/cli";
import { COMMANDS } from "../../../ops/commands";
import { CLUBS } from "../../../prisma/seed/data";

const DAY = 24 * 3600_000;
const now = Date.now();
const year = new Date(now - 200 * DAY).getUTCFullYear();
export const OPEN_SEASON = `${year}/${String((year + 1) % 100).padStart(2, "0")}`;
const date = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function ops(...argv: string[]) {
  const code = await main(argv, COMMANDS, getDb, { print: () => {} });
  if (code !== 0) throw new Error(`ops ${argv.join(" ")} failed (exit code ${code})`);
}

/** Three rounds a week apart from a week ahead; every club plays once a round (a rotating pairing). */
function writeFixtures(): string {
  const clubs = CLUBS.map((c) => c.abbreviation);
  const lines = ["round,home,away,kickoff"];
  for (let round = 1; round <= 3; round++) {
    const kickoff = new Date(Math.floor((now + 7 * round * DAY) / 3600_000) * 3600_000).toISOString();
    const order = [clubs[0]!, ...clubs.slice(1).map((_, i, rest) => rest[(i + round) % rest.length]!)];
    for (let i = 0; i < order.length / 2; i++)
      lines.push(`${round},${order[i]},${order[order.length - 1 - i]},${kickoff}`);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-open-")), "fixtures.csv");
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

const started = Date.now();
const db = await getDb();
if ((await db.season.count()) === 0) {
  await ops("season", "create", OPEN_SEASON, "--starts", date(now - 200 * DAY), "--ends", date(now + 200 * DAY));
  await ops("import", "clubs", "ops/examples/clubs.csv", "--season", OPEN_SEASON);
  await ops("import", "players", "tests/e2e/open/players.csv", "--season", OPEN_SEASON);
  await ops("import", "fixtures", writeFixtures(), "--season", OPEN_SEASON);
  await ops("season", "activate", OPEN_SEASON);
}
console.log(`Sign-up-open instance ready: ${OPEN_SEASON}, round 1 ahead (${Date.now() - started} ms).`);
await closeDb();
process.exit(0);
