// The game on a database made by the migrations alone (no demo seed): the settings, formations,
// point table and countries are there, and a season runs from nothing with the ops CLI.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { parseFormation } from "@/lib/game/formation";
import { DEFAULT_POINT_ACTIONS } from "@/lib/game/scoring";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-reference-"));
const example = (name: string) => path.resolve("ops/examples", name);

async function ops(argv: string[], now = new Date("2027-08-01T09:00:00Z")) {
  const out: string[] = [];
  const push = (line: string) => out.push(line);
  const code = await main(argv, COMMANDS, getDb, { print: push, printError: push, now });
  return { code, out: out.join("\n") };
}

describe("reference data from the migrations", () => {
  it("has the point table, the formations, the settings and the countries without a seed", async () => {
    const db = await getDb();
    expect(await db.season.count()).toBe(0);
    const table = await db.pointAction.findMany({ orderBy: { position: "asc" }, omit: { id: true } });
    expect(table).toEqual(DEFAULT_POINT_ACTIONS.map((rule, position) => ({ ...rule, position })));
    const formations = await db.formation.findMany();
    expect(formations.map((f) => f.name).sort()).toEqual([
      "3-4-3",
      "3-5-2",
      "4-3-3",
      "4-4-2",
      "4-5-1",
      "5-3-2",
      "5-4-1",
    ]);
    for (const f of formations)
      expect(parseFormation(f.name)).toEqual({
        defenders: f.defenders,
        midfielders: f.midfielders,
        forwards: f.forwards,
      });
    expect(await db.country.findUnique({ where: { code: "IT" } })).toMatchObject({ nameIt: "Italia" });
    expect(await db.country.count()).toBeGreaterThanOrEqual(50);
    const settings = await ops(["settings"]);
    expect(settings.code).toBe(0);
    expect(settings.out).toMatch(/^budgetLimit\s+1000$/m);
  });

  it("runs a season from nothing with the ops CLI: results with every action code, then the close", async () => {
    const db = await getDb();
    const run = async (argv: string[]) => {
      const result = await ops(argv);
      expect(result.out).not.toMatch(/unknown action|Error/);
      expect(result.code).toBe(0);
      return result;
    };
    await run(["season", "create", "2027/28", "--starts", "2027-08-20", "--ends", "2028-05-28"]);
    await run(["import", "clubs", example("clubs.csv")]);
    const game = { home: "ATA", away: "UDI" };
    const players = path.join(dir, "players.csv");
    fs.writeFileSync(
      players,
      [
        "external_id,first_name,last_name,position,club,price",
        "r-ata-gkp,Marco,Sala,GKP,ATA,4.5",
        "r-ata-fwd,Luca,Neri,FWD,ATA,8.0",
        "r-udi-def,Paolo,Villa,DEF,UDI,5.0",
      ].join("\n"),
    );
    await run(["import", "players", players]);
    await run(["import", "fixtures", example("fixtures.csv")]);
    await run(["season", "activate", "2027/28"]);
    await run(["round", "lock", "1", "--force"]);
    const { id } = await db.game.findFirstOrThrow({
      where: { round: { number: 1 }, homeClub: { abbreviation: game.home }, awayClub: { abbreviation: game.away } },
    });
    const codes = DEFAULT_POINT_ACTIONS.map((a) => a.code).filter((c) => !c.startsWith("MP_"));
    const results = path.join(dir, "results.csv");
    fs.writeFileSync(
      results,
      [
        `player,minutes,${codes.join(",")}`,
        `r-ata-gkp,90,${codes.map(() => "1").join(",")}`,
        `r-ata-fwd,75,${codes.map((c) => (c === "GS_OP" ? "2" : "")).join(",")}`,
        `r-udi-def,90,${codes.map(() => "").join(",")}`,
      ].join("\n"),
    );
    const imported = await run(["results", "import", results, "--game", String(id), "--score", "2-0"]);
    expect(imported.out).toContain(`Game ${id}: 2-0 (finished), 3 player results.`);
    const scorer = await db.playerGame.findFirstOrThrow({ where: { gameId: id, player: { externalId: "r-ata-fwd" } } });
    expect(scorer.points).toBe(2 + 2 * 4);
    expect((await run(["round", "close", "1", "--force"])).out).toContain("Round 1 closed");
  });
});
