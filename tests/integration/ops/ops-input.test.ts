// What operators type and the files they give, taken as they meant them or refused with a
// reason: results only for a live round, flags that take only their listed values, files with no
// rows refused by name, text read strictly as UTF-8 (or as ISO-8859-1 when asked), never U+FFFD.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-input-"));
let seasonId: number;

async function ops(argv: string[]) {
  const out: string[] = [];
  const push = (line: string) => out.push(line);
  const code = await main(argv, COMMANDS, getDb, {
    print: push,
    printError: push,
    now: new Date("2026-11-22T16:00:00Z"),
  });
  return { code, out: out.join("\n") };
}

function file(name: string, content: string | Buffer) {
  const target = path.join(dir, name);
  fs.writeFileSync(target, content);
  return target;
}

const roundOf = async (number: number) =>
  (await getDb()).round.findFirstOrThrow({
    where: { seasonId, number },
    include: { games: { orderBy: { kickoff: "asc" } } },
  });

/** What a results import may change: the games, their player rows, the live scores and tables. */
async function footprint() {
  const db = await getDb();
  return {
    games: await db.game.findMany({ orderBy: { id: "asc" } }),
    playerGames: await db.playerGame.count(),
    snapshots: await db.teamRound.findMany({
      where: { roundId: (await db.round.findFirstOrThrow({ where: { seasonId, number: 13 } })).id },
      select: { teamId: true, points: true },
      orderBy: { teamId: "asc" },
    }),
    standings: await db.standing.count(),
  };
}

const CLUB_HEADER = "abbreviation,full_name,logo_image,jersey_outfield,jersey_goalkeeper";
const CLUB_IMAGES = "/seed/clubs/pal-logo.svg,/seed/clubs/pal-shirt.svg,/seed/clubs/pal-gk.svg";

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
}, 300_000);

describe("results only where the rules allow", () => {
  it("refuses results for a game of a round that is not live yet, saying how to lock it", async () => {
    const game = (await roundOf(14)).games[0]!;
    const before = await footprint();
    const csv = file("r14.csv", "player,minutes\np-int-fwd-1,90\n");
    const run = await ops(["results", "import", csv, "--game", String(game.id), "--score", "1-0"]);
    expect(run.code).toBe(1);
    expect(run.out).toBe(
      "Round 14 is not live yet: results go in once it is locked (npm run ops -- round lock 14, at its deadline).",
    );
    const json = file(
      "r14.json",
      JSON.stringify({
        game: game.id,
        home_score: 1,
        away_score: 0,
        players: [{ player: "p-int-fwd-1", minutes: 90 }],
      }),
    );
    expect((await ops(["results", "import", json])).code).toBe(1);
    expect(await footprint()).toEqual(before);
  });

  it("takes --status and --game only as listed, and refuses a file with no player rows by name", async () => {
    const game = (await roundOf(13)).games.find((g) => g.status === "scheduled")!;
    const before = await footprint();
    const rows = file("ok.csv", "player,minutes\np-int-fwd-1,90\n");
    const bad = await ops([
      "results",
      "import",
      rows,
      "--game",
      String(game.id),
      "--score",
      "1-0",
      "--status",
      "fnished",
    ]);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('--status takes live or finished, not "fnished".');
    expect(bad.out).toContain("Usage: npm run ops -- results import");
    const abc = await ops(["results", "import", rows, "--game", "abc", "--score", "1-0"]);
    expect(abc.code).toBe(2);
    expect(abc.out).toContain('--game takes the game\'s id, a number (npm run ops -- game list), not "abc".');

    const empty = file("header-only.csv", "player,minutes,GS_OP\n");
    const none = await ops([
      "results",
      "import",
      empty,
      "--game",
      String(game.id),
      "--score",
      "1-0",
      "--status",
      "live",
    ]);
    expect(none.code).toBe(2);
    expect(none.out).toContain("header-only.csv: the file has a header and no player rows");

    // The same rules for the JSON form.
    const json = (name: string, body: object) => file(name, JSON.stringify(body));
    const base = { game: game.id, home_score: 1, away_score: 0, players: [{ player: "p-int-fwd-1", minutes: 90 }] };
    const status = await ops(["results", "import", json("status.json", { ...base, status: "fnished" })]);
    expect(status.code).toBe(2);
    expect(status.out).toContain("status.json: status: must be one of live, finished");
    const id = await ops(["results", "import", json("id.json", { ...base, game: "abc" })]);
    expect(id.code).toBe(2);
    expect(id.out).toContain("id.json: game: must be the game's id, a whole number");
    const nobody = await ops(["results", "import", json("nobody.json", { ...base, status: "live", players: [] })]);
    expect(nobody.code).toBe(2);
    expect(nobody.out).toContain("nobody.json: players: the file has no player rows");
    expect(await footprint()).toEqual(before);
  });

  it("names the file whose header has no rows in every import", async () => {
    const clubs = file("clubs-empty.csv", `${CLUB_HEADER}\n`);
    const run = await ops(["import", "clubs", clubs]);
    expect(run.code).toBe(2);
    expect(run.out).toContain("clubs-empty.csv: the file has a header and no rows: nothing to import");
    const players = file("players-empty.json", "[]");
    expect((await ops(["import", "players", players])).out).toContain("players-empty.json: the list is empty");
  });
});

describe("files read as the operator meant", () => {
  const latin1 = Buffer.from(`${CLUB_HEADER}\nPAL,Città di Palermo,${CLUB_IMAGES}\n`, "latin1");

  it("refuses a file that is not UTF-8 in one line with the file, the line and the fix; stores nothing", async () => {
    const db = await getDb();
    const run = await ops(["import", "clubs", file("clubs-latin1.csv", latin1)]);
    expect(run.code).toBe(2);
    expect(run.out).toBe(
      "Nothing was changed:\n  clubs-latin1.csv:2: not UTF-8 (byte 0xE0 at column 9): save the file as UTF-8, or import it with --encoding windows-1252 if it was saved by Excel (Windows-1252)",
    );
    expect(await db.club.count({ where: { abbreviation: "PAL" } })).toBe(0);

    const players = Buffer.from(
      "external_id,first_name,last_name,position,club,price\np-new-1,Nicolò,Rossi,MID,INT,5.5\n",
      "latin1",
    );
    const refused = await ops(["import", "players", file("players-latin1.csv", players)]);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain("players-latin1.csv:2: not UTF-8");
    expect(refused.out).not.toContain("must be a name");
  });

  it("reads ISO-8859-1 when told, and UTF-8 with or without a byte order mark", async () => {
    const db = await getDb();
    expect((await ops(["import", "clubs", file("clubs-latin1.csv", latin1), "--encoding", "latin1"])).code).toBe(0);
    expect((await db.club.findUniqueOrThrow({ where: { abbreviation: "PAL" } })).fullName).toBe("Città di Palermo");
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${CLUB_HEADER}\nPAL,Città di Palermo FC,${CLUB_IMAGES}\n`, "utf8"),
    ]);
    expect((await ops(["import", "clubs", file("clubs-bom.csv", bom)])).code).toBe(0);
    expect((await db.club.findUniqueOrThrow({ where: { abbreviation: "PAL" } })).fullName).toBe("Città di Palermo FC");
    expect((await ops(["import", "clubs", file("clubs-bom.csv", bom), "--encoding", "utf-16"])).code).toBe(2);
  });

  it("never stores U+FFFD: a file holding it, or a JSON value holding it, is refused", async () => {
    const db = await getDb();
    const lost = await ops([
      "import",
      "clubs",
      file("clubs-lost.csv", `${CLUB_HEADER}\nPAL,Citt\uFFFD di Palermo,${CLUB_IMAGES}\n`),
    ]);
    expect(lost.code).toBe(2);
    expect(lost.out).toContain("clubs-lost.csv:2: holds the replacement character");
    const escaped = file(
      "clubs-lost.json",
      `[{"abbreviation": "PAL", "full_name": "Citt\\ufffd di Palermo", "logo_image": "/seed/clubs/pal-logo.svg", "jersey_outfield": "/seed/clubs/pal-shirt.svg", "jersey_goalkeeper": "/seed/clubs/pal-gk.svg"}]`,
    );
    const json = await ops(["import", "clubs", escaped]);
    expect(json.code).toBe(2);
    expect(json.out).toContain("clubs-lost.json:1: full_name: holds the replacement character");
    expect((await db.club.findUniqueOrThrow({ where: { abbreviation: "PAL" } })).fullName).toBe("Città di Palermo FC");
  });
});
