// What an operator needs to see: a round's games and their ids, a plain answer on a database
// without tables, the audit trail with refused, failed and interrupted commands, a long list of a
// file's problems cut short (the rest in a file), and progress while results are imported.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient, getDb } from "@/lib/db";
import { openEmbedded } from "@/lib/db/embedded";
import { type Command, main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { adminQuery, withDatabase } from "../../support/postgres";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-audit-"));
const example = (name: string) => path.resolve("ops/examples", name);
const now = new Date("2027-08-01T09:00:00Z");

async function ops(argv: string[], commands: Command[] = COMMANDS) {
  const out: string[] = [];
  const push = (line: string) => out.push(line);
  const code = await main(argv, commands, getDb, { print: push, printError: push, now, problemsDir: dir });
  return { code, out: out.join("\n") };
}

async function ok(argv: string[]) {
  const run = await ops(argv);
  expect(run).toMatchObject({ code: 0 });
  return run.out;
}

beforeAll(async () => {
  await ok(["season", "create", "2027/28", "--starts", "2027-08-20", "--ends", "2028-05-28"]);
  await ok(["import", "clubs", example("clubs.csv")]);
  await ok(["import", "fixtures", example("fixtures.csv")]);
  await ok(["import", "fixtures", example("fixtures.json")]);
  await ok(["season", "activate", "2027/28"]);
}, 120_000);

describe("ops status on a database without tables", () => {
  it("says to run npm run db:migrate", async () => {
    let url: string;
    let drop: () => Promise<void>;
    if (process.env.TEST_DATABASE_KIND === "postgres") {
      const name = `fsa_unmigrated_${randomBytes(4).toString("hex")}`;
      await adminQuery(process.env.DATABASE_URL!, `CREATE DATABASE "${name}"`);
      url = withDatabase(process.env.DATABASE_URL!, name);
      drop = () => adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } else {
      const embedded = await openEmbedded({ dir: "memory://", role: "owner", migrate: false });
      url = embedded.url;
      drop = () => embedded.close();
    }
    const db = createPrismaClient(url, 1);
    try {
      const out: string[] = [];
      const code = await main(["status"], COMMANDS, async () => db, {
        print: (l) => out.push(l),
        printError: (l) => out.push(l),
      });
      expect({ code, out }).toEqual({
        code: 1,
        out: ["The database has no tables yet (or misses some): run npm run db:migrate first."],
      });
    } finally {
      await db.$disconnect();
      await drop();
    }
    // A second embedded database starts slowly on a busy machine.
  }, 240_000);
});

describe("game list", () => {
  it("lists the next round's games with ids, kick-off, clubs, status and score; --round picks one", async () => {
    const db = await getDb();
    const run = await ops(["game", "list"]);
    expect(run.code).toBe(0);
    const lines = run.out.split("\n");
    expect(lines[0]).toBe("Season 2027/28, round 1 (scheduled): 10 game(s)");
    expect(lines[1]).toMatch(/^id\s+kick-off\s+home\s+away\s+status\s+score$/);
    const first = await db.game.findFirstOrThrow({
      where: { round: { number: 1 } },
      orderBy: [{ kickoff: "asc" }, { id: "asc" }],
      include: { homeClub: true, awayClub: true },
    });
    expect(lines[2]).toMatch(
      new RegExp(`^${first.id}\\s+2027-08-20T18:45Z\\s+ATA Atalanta\\s+UDI Udinese\\s+scheduled$`),
    );
    expect(lines).toHaveLength(12);
    expect((await ops(["game", "list", "--round", "2"])).out).toContain("round 2 (scheduled): 10 game(s)");
    expect((await ops(["game", "list", "--round", "two"])).code).toBe(2);
    expect((await ops(["game", "list", "--round", "9"])).code).toBe(1);
  });
});

describe("problems of a file and progress", () => {
  it("prints the first 20 problems of a long list, the count, and the full list in a file", async () => {
    const rows = Array.from({ length: 50 }, (_, i) => `bad-${i},Name,Surname,XXX,ATA,5.0`);
    const file = path.join(dir, "players-bad.csv");
    fs.writeFileSync(file, ["external_id,first_name,last_name,position,club,price", ...rows].join("\n"));
    const run = await ops(["import", "players", file]);
    expect(run.code).toBe(2);
    const lines = run.out.split("\n");
    expect(lines).toHaveLength(1 + 20 + 1);
    expect(lines[1]).toBe("  players-bad.csv:2: position: must be one of GKP, DEF, MID, FWD");
    const more = /^ {2}\.\.\. and 30 more \(50 problems in all\); the full list: (.+)$/.exec(lines[21]!);
    expect(more).not.toBeNull();
    const all = fs.readFileSync(more![1]!, "utf8").trim().split("\n");
    expect(all).toHaveLength(50);
    expect(all[49]).toBe("players-bad.csv:51: position: must be one of GKP, DEF, MID, FWD");
  });

  it("shows progress while a game's results are written", async () => {
    const db = await getDb();
    const players = path.join(dir, "players.csv");
    fs.writeFileSync(
      players,
      [
        "external_id,first_name,last_name,position,club,price",
        "a-1,Marco,Sala,GKP,ATA,4.5",
        "a-2,Luca,Neri,FWD,UDI,8.0",
      ].join("\n"),
    );
    await ok(["import", "players", players]);
    await ok(["round", "lock", "1", "--force"]);
    const game = await db.game.findFirstOrThrow({
      where: { round: { number: 1 }, homeClub: { abbreviation: "ATA" }, awayClub: { abbreviation: "UDI" } },
    });
    const results = path.join(dir, "results.csv");
    fs.writeFileSync(results, "player,minutes,GS_OP\na-1,90,\na-2,90,1\n");
    const run = await ops(["results", "import", results, "--game", String(game.id), "--score", "0-1"]);
    expect(run.code).toBe(0);
    expect(run.out).toContain("[....................] 0/2 results");
    expect(run.out).toContain("[####################] 2/2 results");
  });
});

describe("ops audit", () => {
  it("lists changes, dry runs, refused and failed commands, and a close that started and did not finish", async () => {
    // Refused: a lock before the deadline; failed: a command that crashes.
    expect((await ops(["round", "lock", "2"])).code).toBe(1);
    expect((await ops(["settings", "maxPlayersPerClub=4", "--dry-run"])).code).toBe(0);
    const crashing: Command = {
      name: "crash",
      usage: "crash",
      summary: "",
      help: "",
      args: 0,
      run: async () => {
        throw new Error("disk full");
      },
    };
    const crashed = await ops(["crash"], [...COMMANDS, crashing]);
    expect(crashed.code).toBe(70);
    // The stack trace, then one line saying what happened and where the details are.
    expect(crashed.out).toMatch(
      /^Error: disk full\n {4}at .*\nUnexpected error: disk full\. This is not a refusal: the stack trace is above;[^\n]*$/s,
    );

    // A close killed in its first step: its start is recorded, its end never.
    const child = spawn(
      path.resolve("node_modules/.bin/tsx"),
      ["--conditions=react-server", "ops/main.ts", "round", "close", "1", "--force", "--pause-ms", "20000"],
      { env: { ...process.env }, detached: true },
    );
    let out = "";
    const exited = new Promise<string | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
    child.stderr.on("data", (d) => (out += d));
    child.stdout.on("data", (d) => {
      out += d;
      if (out.includes("score...")) process.kill(-child.pid!, "SIGKILL");
    });
    expect({ signal: await exited, out }).toMatchObject({ signal: "SIGKILL" });

    const audit = await ops(["audit"]);
    expect(audit.code).toBe(0);
    const lines = audit.out.split("\n");
    const line = (text: string) => lines.find((l) => l.includes(text));
    expect(line("ops season activate 2027/28")).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}done {4}.+Season 2027\/28 is live/,
    );
    expect(line("ops round lock 2")).toMatch(/ refused .*Round 2's deadline .* has not passed yet\.$/);
    expect(line("ops settings maxPlayersPerClub=4")).toContain(" dry run ");
    expect(line("ops crash")).toMatch(/ failed .*disk full$/);
    expect(line("ops round close 1 --force --pause-ms 20000")).toContain(" started, not finished ");
    expect(lines.indexOf(line("ops round lock 2")!)).toBeLessThan(lines.indexOf(line("ops crash")!));

    expect((await ops(["audit", "--limit", "2"])).out.split("\n")).toHaveLength(2);
    expect((await ops(["audit", "--since", "2999-01-01"])).out).toBe("No entries.");
    expect((await ops(["audit", "--since", "yesterday"])).code).toBe(2);
    expect((await ops(["audit", "--limit", "0"])).code).toBe(2);

    // Run again, the close finishes: it is listed as done.
    expect((await ops(["round", "close", "1", "--force"])).code).toBe(0);
    expect((await ops(["audit", "--limit", "1"])).out).toMatch(/ done .*ops round close 1 --force .*Round 1 closed/);
  });
});
