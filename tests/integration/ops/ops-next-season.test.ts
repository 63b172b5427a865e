// Next season kept apart from the live one (lib/server/seasons/staging.ts), in the order the ops
// README gives: next season's clubs and players imported while round 13 of the live season is
// still live; the live round's results and close go on with the live season's clubs and prices;
// next season's prices reach the game, untouched by the close, when 2027/28 becomes live.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";
import { BASE_TODAY } from "@/prisma/seed/calendar";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-next-"));
const now = new Date("2026-11-24T09:00:00Z");

async function ops(argv: string[]) {
  const out: string[] = [];
  const push = (line: string) => out.push(line);
  const code = await main(argv, COMMANDS, getDb, { print: push, printError: push, now });
  return { code, out: out.join("\n") };
}

async function ok(argv: string[]) {
  const run = await ops(argv);
  expect(run).toMatchObject({ code: 0, out: expect.not.stringContaining("Error") });
  return run.out;
}

const player = async (externalId: string) =>
  (await getDb()).player.findUniqueOrThrow({ where: { externalId }, include: { club: true } });

beforeAll(async () => {
  // On the base calendar, whatever the day, as the next season's dates and \`now\` are.
  await seed(await getDb(), { now: BASE_TODAY });
}, 300_000);

describe("next season's imports while the live season plays", () => {
  it("keeps the live season's clubs, prices and statuses until next season becomes live", async () => {
    const db = await getDb();
    const live = await db.season.findFirstOrThrow({ where: { status: "live" } });
    const striker = await player("p-int-fwd-1");
    const defender = await player("p-int-def-1");
    await ok(["season", "create", "2027/28", "--starts", "2027-08-20", "--ends", "2028-05-28"]);
    // Inter renamed for next season: the live season keeps its name.
    const clubs = fs
      .readFileSync(path.resolve("ops/examples/clubs.csv"), "utf8")
      .replace(/^INT,Inter,/m, "INT,Inter Milano,");
    fs.writeFileSync(path.join(dir, "clubs.csv"), clubs);
    expect(await ok(["import", "clubs", path.join(dir, "clubs.csv")])).toContain(
      "1 club(s)' new name or images staged",
    );
    fs.writeFileSync(
      path.join(dir, "players.csv"),
      [
        "external_id,first_name,last_name,position,club,price,status",
        `p-int-fwd-1,${striker.firstName},${striker.lastName},FWD,MIL,12.0,`,
        `p-int-def-1,${defender.firstName},${defender.lastName},DEF,INT,4.1,serious-injury`,
        "n-rom-mid-1,Nuovo,Arrivo,MID,ROM,6.5,",
      ].join("\n"),
    );
    expect(await ok(["import", "players", path.join(dir, "players.csv")])).toContain(
      "1 new player(s), 2 update(s) (2 new price(s)) for season 2027/28, staged",
    );

    // The live season, unchanged.
    expect(await player("p-int-fwd-1")).toMatchObject({ clubId: striker.clubId, currentPrice: striker.currentPrice });
    expect(await player("p-int-def-1")).toMatchObject({ status: defender.status, currentPrice: defender.currentPrice });
    expect(await db.player.findUnique({ where: { externalId: "n-rom-mid-1" } })).toBeNull();
    expect((await db.club.findUniqueOrThrow({ where: { abbreviation: "INT" } })).fullName).toBe("Inter");

    // Round 13's results still name the striker as an Inter player.
    const r13 = await db.round.findFirstOrThrow({ where: { seasonId: live.id, number: 13 }, include: { games: true } });
    const game = r13.games.find((g) => g.homeClubId === striker.clubId || g.awayClubId === striker.clubId)!;
    const results = path.join(dir, "results.json");
    fs.writeFileSync(
      results,
      JSON.stringify({
        game: game.id,
        status: "finished",
        home_score: 1,
        away_score: 0,
        players: [{ player: "p-int-fwd-1", minutes: 90, GS_OP: 1 }],
      }),
    );
    expect(await ok(["results", "import", results])).toContain(`Game ${game.id}: 1-0 (finished), 1 player results.`);

    // The live round's close moves the live season's prices, never next season's.
    await ok(["round", "close", "13", "--force"]);
    expect(
      await db.playerStage.findMany({ orderBy: { externalId: "asc" }, select: { externalId: true, price: true } }),
    ).toEqual([
      { externalId: "n-rom-mid-1", price: 65 },
      { externalId: "p-int-def-1", price: 41 },
      { externalId: "p-int-fwd-1", price: 120 },
    ]);

    await ok(["import", "fixtures", path.resolve("ops/examples/fixtures.csv")]);
    await ok(["season", "finish", "2026/27", "--force"]);
    expect(await ok(["season", "activate", "2027/28"])).toContain(
      "Applied what was imported for it: 3 player(s), 1 club update(s).",
    );
    const next = await db.season.findUniqueOrThrow({ where: { name: "2027/28" } });
    const moved = await player("p-int-fwd-1");
    expect(moved).toMatchObject({ currentPrice: 120, club: { abbreviation: "MIL" } });
    expect(await player("p-int-def-1")).toMatchObject({ currentPrice: 41, status: "serious_injury" });
    expect(await player("n-rom-mid-1")).toMatchObject({ currentPrice: 65, initialPrice: 65, status: "fit" });
    expect((await db.club.findUniqueOrThrow({ where: { abbreviation: "INT" } })).fullName).toBe("Inter Milano");
    expect(
      await db.playerPrice.findFirst({ where: { playerId: moved.id, seasonId: next.id }, orderBy: { id: "desc" } }),
    ).toMatchObject({ price: 120, roundId: null });
    expect(await db.playerStage.count()).toBe(0);
    expect(await db.clubStage.count()).toBe(0);
  });
});
