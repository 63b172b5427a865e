// One source for each SQL function: prisma/sql/<name>.sql is the definition; the latest migration that creates or
// replaces it carries that exact text, and the game's constants it embeds are lib/game's.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PITCH_MINIMUMS } from "@/lib/game/formation";
import { PITCH_SIZE, SQUAD_LIMITS, SQUAD_SIZE } from "@/lib/game/types";

const SQL_DIR = "prisma/sql";
const MIGRATIONS = "prisma/migrations";
/** The canonical file without its comment header. */
const definition = (name: string) =>
  fs
    .readFileSync(path.join(SQL_DIR, `${name}.sql`), "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("--"))
    .join("\n")
    .trim();
const migrations = fs
  .readdirSync(MIGRATIONS)
  .filter((d) => fs.existsSync(path.join(MIGRATIONS, d, "migration.sql")))
  .sort()
  .map((d) => ({ name: d, sql: fs.readFileSync(path.join(MIGRATIONS, d, "migration.sql"), "utf8") }));
const functions = fs.readdirSync(SQL_DIR).map((f) => path.basename(f, ".sql"));

describe("SQL functions", () => {
  it.each(functions)("%s: the latest migration that defines it carries prisma/sql's text", (name) => {
    const defining = migrations.filter((m) => m.sql.includes(`CREATE OR REPLACE FUNCTION ${name}(`));
    expect(defining.length).toBeGreaterThan(0);
    expect(defining.at(-1)!.sql).toContain(definition(name));
  });

  it("fsa_resolve_team keeps lib/game's legal pitch (a goalkeeper, the position minimums and squad limits)", () => {
    const [gk, def, mid, fwd] = [PITCH_MINIMUMS.GKP, "DEF", "MID", "FWD"] as const;
    const bounds = ([def, mid, fwd] as const).map(
      (p, i) => `n[${i + 2}] BETWEEN ${PITCH_MINIMUMS[p]} AND ${SQUAD_LIMITS[p]}`,
    );
    expect(definition("fsa_resolve_team")).toContain(`IF n[1] = ${gk} AND ${bounds.join(" AND ")} THEN`);
  });

  it("fsa_arrange_squad numbers the bench from lib/game's pitch size (slot = priority + PITCH_SIZE)", () => {
    const sql = definition("fsa_arrange_squad");
    expect(sql).toContain(`sp.slot = b.priority + ${PITCH_SIZE}`);
    expect(sql).toContain(`sp.slot - ${PITCH_SIZE} FROM squad_player sp`);
    expect(sql).toContain(`sp.slot >= ${PITCH_SIZE}`);
    // No other 11 in it: a pitch size written anywhere else would escape the check above.
    expect(sql.match(/\b11\b/g)).toHaveLength(3);
  });

  it("fsa_resolve_team walks lib/game's pitch and bench (slots 1..PITCH_SIZE, then up to SQUAD_SIZE)", () => {
    const sql = definition("fsa_resolve_team");
    expect(sql).toContain(`FOR i IN 1..${PITCH_SIZE} LOOP`);
    expect(sql).toContain(`FOR j IN ${PITCH_SIZE + 1}..${SQUAD_SIZE} LOOP`);
  });
});
