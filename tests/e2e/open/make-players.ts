// Writes tests/e2e/open/players.csv, the sign-up-open instance's players (tests/e2e/open/setup.ts): ten a club
// (2 goalkeepers, 3 defenders, 3 midfielders, 2 forwards) with names from the demo seed's pools and prices by position,
// rank and club strength as the demo seed sets them, all fit, so that a random team and hand-built valid teams exist
// within the budget and the club limit. Deterministic; run again only to change the file:
//   npx tsx tests/e2e/open/make-players.ts
import fs from "node:fs";
import { Rng } from "../../../lib/game/rng";
import { CLUBS, FIRST_NAMES, LAST_NAMES } from "../../../prisma/seed/data";

const SHAPE = [
  ["GKP", 2, [44, 40]],
  ["DEF", 3, [50, 40]],
  ["MID", 3, [60, 45]],
  ["FWD", 2, [65, 45]],
] as const;

const rng = new Rng(16);
const used = new Set<string>();
const lines = [
  "# The sign-up-open end-to-end instance's players (tests/e2e/open/setup.ts), written by tests/e2e/open/make-players.ts.",
  "external_id,first_name,last_name,position,club,price,status",
];
for (const club of CLUBS) {
  for (const [position, count, [top, base]] of SHAPE) {
    for (let rank = 0; rank < count; rank++) {
      let name: string;
      do name = `${rng.pick(FIRST_NAMES)},${rng.pick(LAST_NAMES)}`;
      while (used.has(name));
      used.add(name);
      // Tenths of a million: the first of each position costs more at a stronger club.
      const tenths = rank === 0 ? top + club.strength * 4 + rng.int(-2, 4) : base + rng.int(0, 6);
      const id = `o-${club.abbreviation.toLowerCase()}-${position.toLowerCase()}-${rank + 1}`;
      lines.push(`${id},${name},${position},${club.abbreviation},${(tenths / 10).toFixed(1)},fit`);
    }
  }
}
fs.writeFileSync(new URL("players.csv", import.meta.url), `${lines.join("\n")}\n`);
console.log(`${lines.length - 2} players written.`);
