// The CLI refuses what it does not understand before it runs: a misspelt flag changes nothing (no connection,
// no audit row), a date-time without its time zone is refused as the imports refuse it; the reports' --json
// is one JSON document.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-strict-"));
let connections = 0;

async function ops(argv: string[]) {
  const out: string[] = [];
  const push = (line: string) => out.push(line);
  const connect = () => {
    connections++;
    return getDb();
  };
  const code = await main(argv, COMMANDS, connect, { print: push, printError: push });
  return { code, out: out.join("\n") };
}

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

describe("a line the command does not understand", () => {
  it("round close 13 --dryrun: refused before it runs, with the flag meant; the round stays live", async () => {
    const db = await getDb();
    const before = { audits: await db.auditLog.count(), runs: await db.opsRun.count(), connections };
    const run = await ops(["round", "close", "13", "--dryrun", "--force"]);
    expect(run).toEqual({
      code: 2,
      out: "Unknown flag --dryrun. Did you mean --dry-run?\nUsage: npm run ops -- round close <number> [--force] [--pause-ms <n>] [--season <name>] [--dry-run]",
    });
    expect({ audits: await db.auditLog.count(), runs: await db.opsRun.count(), connections }).toEqual(before);
    const live = await db.season.findFirstOrThrow({ where: { status: "live" } });
    expect(await db.round.findFirstOrThrow({ where: { seasonId: live.id, number: 13 } })).toMatchObject({
      status: "live",
      closeStep: 0,
    });
  });

  it("an unknown command suggests the one meant", async () => {
    const run = await ops(["round", "clsoe", "13"]);
    expect(run.code).toBe(2);
    expect(run.out).toMatch(/^Unknown command: round clsoe 13\. Did you mean round close\?/);
  });

  it("a deadline without its time zone is refused as a fixture's kick-off is, and changes nothing", async () => {
    const db = await getDb();
    const live = await db.season.findFirstOrThrow({ where: { status: "live" } });
    const round = () => db.round.findFirstOrThrow({ where: { seasonId: live.id, number: 14 } });
    const { deadline } = await round();
    const run = await ops(["round", "set-deadline", "14", "2026-11-27T18:45"]);
    expect(run.code).toBe(2);
    expect(run.out).toContain(
      "The deadline must be an ISO date-time with a time zone, e.g. 2027-08-21T18:45:00Z.\nUsage: npm run ops -- round set-deadline",
    );
    expect((await round()).deadline).toEqual(deadline);
  });

  it("dates are strict: a day that does not exist, a --since without its time zone", async () => {
    const create = await ops(["season", "create", "2027/28", "--starts", "2027-02-30", "--ends", "2028-05-28"]);
    expect(create.out).toContain("Give --starts as a date, e.g. 2027-08-20.");
    expect(create.code).toBe(2);
    expect((await ops(["audit", "--since", "2026-11-22T10:00"])).code).toBe(2);
    const rolled = await ops(["round", "set-deadline", "14", "2027-02-30T18:45:00Z"]);
    expect(rolled.out).toContain("The deadline must be an ISO date-time with a time zone");
    expect(rolled.code).toBe(2);
  });

  it("a JSON results file takes no --game, --score or --status: it says them itself", async () => {
    const file = path.join(dir, "results.json");
    fs.writeFileSync(file, JSON.stringify({ game: 1, home_score: 1, away_score: 0, players: [] }));
    const run = await ops(["results", "import", file, "--score", "2-0"]);
    expect(run.code).toBe(2);
    expect(run.out).toContain("--score: for a CSV file; a JSON file gives its game, score and status itself.");
  });
});

describe("--json", () => {
  const json = async (argv: string[]) => {
    const run = await ops([...argv, "--json"]);
    expect(run.code).toBe(0);
    return JSON.parse(run.out);
  };

  it("status, game list and audit each print one JSON document, dates as ISO strings", async () => {
    const status = await json(["status"]);
    expect(Object.keys(status)).toEqual(["season", "live_rounds", "next_round", "todo", "workers", "mail"]);
    expect(status.mail).toEqual({ waiting: 0, given_up: 0 });
    expect(status.live_rounds[0]).toEqual({
      number: 13,
      games: 10,
      games_done: 5,
      without_results: 0,
      chips: expect.arrayContaining([
        { chip: "bench_boost", teams: expect.any(Number), share_pct: expect.any(Number) },
      ]) as unknown,
    });
    expect(status.next_round).toMatchObject({ number: 14, deadline: expect.stringMatching(/Z$/) });

    const list = await json(["game", "list", "--round", "13"]);
    expect(list).toMatchObject({ season: status.season, round: { number: 13, status: "live" } });
    expect(list.games).toHaveLength(10);
    expect(Object.keys(list.games[0])).toEqual(["id", "kickoff", "home", "away", "status", "home_score", "away_score"]);
    expect(new Date(list.games[0].kickoff).toISOString()).toBe(list.games[0].kickoff);

    expect((await ops(["settings", "maxPlayersPerClub=3", "--dry-run"])).code).toBe(0);
    const audit = await json(["audit", "--limit", "1"]);
    expect(audit.entries).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        outcome: "dry_run",
        actor: os.userInfo().username,
        command: "ops settings maxPlayersPerClub=3",
        result: "Settings changed: maxPlayersPerClub=3.",
      },
    ]);
  });
});
