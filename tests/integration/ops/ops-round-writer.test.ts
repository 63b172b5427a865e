// One writer of a round at a time (lib/server/rounds/round-writer.ts): a second close, or any other
// command writing the round's scores or tables, is refused in one line while the first runs, and
// changes nothing; a killed holder leaves nothing stuck. On PostgreSQL (CI's database run) the
// lock is the server's; on the embedded database (one session for every client) it re-enters.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { withRoundWriter } from "@/lib/server/rounds/round-writer";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";

const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-lock-"));
let seasonId: number;
/** A round id for the lock alone (the lock needs no round row). */
const ANY_ROUND = 424_242;

async function ops(argv: string[], options: { now?: Date; onLine?: (line: string) => void } = {}) {
  const out: string[] = [];
  const push = (line: string) => {
    out.push(line);
    options.onLine?.(line);
  };
  const code = await main(argv, COMMANDS, getDb, {
    print: push,
    printError: push,
    now: options.now ?? new Date("2026-11-25T12:00:00Z"),
  });
  return { code, out: out.join("\n") };
}

const round = async (number: number) =>
  (await getDb()).round.findFirstOrThrow({ where: { seasonId, number }, include: { games: true } });

/** The tables a close writes, counted: what two closes at once lost. */
async function tableSizes(number: number) {
  const db = await getDb();
  const r = await round(number);
  const rows = async (where: object) =>
    db.standing.count({
      where: { leagueId: { in: (await db.league.findMany({ where: { seasonId, ...where } })).map((l) => l.id) } },
    });
  return {
    snapshots: await db.teamRound.count({ where: { roundId: r.id } }),
    roundTable: await rows({ kind: "round", roundId: r.id }),
    season: await rows({ kind: "season" }),
    country: await rows({ kind: "country" }),
    withCountry: await db.teamRound.count({
      where: {
        roundId: r.id,
        teamId: {
          in: (await db.userTeam.findMany({ where: { countryCode: { not: null } }, select: { id: true } })).map(
            (t) => t.id,
          ),
        },
      },
    }),
  };
}

beforeAll(async () => {
  // The embedded database's tests need no season: its lock is one session's.
  if (!onPostgres) return;
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  // Round 13 ready to close: the live game ends with its results so far, the others are postponed.
  await db.game.updateMany({
    where: { round: { seasonId, number: 13 }, status: "live" },
    data: { status: "finished" },
  });
  await db.game.updateMany({
    where: { round: { seasonId, number: 13 }, status: "scheduled" },
    data: { status: "postponed" },
  });
}, 300_000);

describe(`the round lock on ${process.env.TEST_DATABASE_KIND}`, () => {
  it("lets a command's own use cases re-enter the round it holds", async () => {
    const inner = await withRoundWriter(ANY_ROUND, "outer", () =>
      withRoundWriter(ANY_ROUND, "inner", async () => "ran"),
    );
    expect(inner).toBe("ran");
  });

  // Each kind has its own case; CI runs this file on both (npm test on PostgreSQL, then test:vitest on PGlite).
  if (!onPostgres)
    it("never gets in the way on the embedded database, whose clients share one session", async () => {
      let release!: () => void;
      const first = withRoundWriter(
        ANY_ROUND,
        "ops round close 13",
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      // A separate call chain (another client of the same session) is let through.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await withRoundWriter(ANY_ROUND, "ops round refresh 13", async () => "ran")).toBe("ran");
      release();
      await first;
    });

  if (onPostgres)
    it("refuses a second holder in one line: what runs and since when", async () => {
      const r = await round(13);
      let release!: () => void;
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = withRoundWriter(
        r.id,
        "ops round close 13",
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
            entered();
          }),
      );
      await inside;
      const second = withRoundWriter(r.id, "ops round refresh 13", async () => "ran");
      await expect(second).rejects.toMatchObject({ code: "conflict" });
      const message = (await second.catch((e: Error) => e.message)) as string;
      expect(message).toMatch(
        /^Round 13 is busy: ops round close 13 \[pid \d+ on .+\] has been running since \d{4}-\d\d-\d\dT[\d:.]+Z\. Nothing was changed/,
      );
      expect(message).not.toContain("\n");
      release();
      await first;
      // Released: the next holder gets it.
      expect(await withRoundWriter(r.id, "ops round refresh 13", async () => "ran")).toBe("ran");
    });

  if (onPostgres)
    it("runs one of two closes started at once; the other and every other writer of the round are refused, changing nothing", async () => {
      const db = await getDb();
      const r13 = await round(13);
      const game = r13.games.find((g) => g.status === "finished")!;
      const results = path.join(dir, "results.csv");
      fs.writeFileSync(results, "player,minutes\np-int-fwd-1,90\n");
      let reached!: () => void;
      const standings = new Promise<void>((resolve) => (reached = resolve));
      const first = ops(["round", "close", "13", "--pause-ms", "1500"], {
        onLine: (line) => line.includes("standings...") && reached(),
      });
      // The others start from this test, not from inside the first close: at the moment it writes
      // the tables (as in the report).
      await standings;
      const refused = await Promise.all([
        ops(["round", "close", "13"]),
        ops(["round", "refresh", "13"]),
        ops(["round", "cancel", "13"]),
        ops(["game", "cancel", String(game.id)]),
        ops(["results", "import", results, "--game", String(game.id), "--score", "1-0"]),
      ]);
      const done = await first;
      expect(done.code).toBe(0);
      for (const run of refused) {
        expect(run.code).toBe(1);
        expect(run.out).toMatch(
          /^Round 13 is busy: ops round close 13 --pause-ms 1500 \[pid \d+ on .+\] has been running since /,
        );
        expect(run.out.split("\n")).toHaveLength(1);
      }
      expect(await db.game.findUniqueOrThrow({ where: { id: game.id } })).toMatchObject({ status: "finished" });
      expect((await round(13)).status).toBe("finished");
      const sizes = await tableSizes(13);
      expect(sizes.snapshots).toBeGreaterThan(100);
      expect(sizes).toEqual({
        snapshots: sizes.snapshots,
        roundTable: sizes.snapshots,
        season: sizes.snapshots,
        country: sizes.withCountry,
        withCountry: sizes.withCountry,
      });
    });

  if (onPostgres)
    it("frees the round when its holder is killed: the close runs again to the end", async () => {
      const r14 = await round(14);
      expect((await ops(["round", "lock", "14"], { now: new Date(r14.deadline.getTime() + 1000) })).code).toBe(0);
      const child = spawn(
        path.resolve("node_modules/.bin/tsx"),
        ["--conditions=react-server", "ops/main.ts", "round", "close", "14", "--force", "--pause-ms", "20000"],
        { env: { ...process.env }, detached: true },
      );
      let out = "";
      let busy: Promise<{ code: number; out: string }> | undefined;
      const exited = new Promise<string | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
      child.stderr.on("data", (d) => (out += d));
      child.stdout.on("data", (d) => {
        out += d;
        if (!busy && out.includes("score...")) {
          busy = ops(["round", "refresh", "14"]).then((run) => {
            process.kill(-child.pid!, "SIGKILL");
            return run;
          });
        }
      });
      expect({ signal: await exited, out }).toMatchObject({ signal: "SIGKILL" });
      const refused = await busy!;
      expect(refused.code).toBe(1);
      expect(refused.out).toContain("Round 14 is busy: ops round close 14 --force");
      const closed = await ops(["round", "close", "14", "--force"]);
      expect(closed.out).toContain("Round 14 closed");
      expect(closed.code).toBe(0);
      expect((await round(14)).status).toBe("finished");
    });
});
