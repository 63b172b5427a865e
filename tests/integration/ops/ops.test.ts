// The operator CLI end to end on the demo season: help, exit codes, dry runs, audit rows, a bad
// results file that changes nothing, and a round taken from its deadline to its close.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { CHIPS } from "@/lib/game/chips";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fsa-ops-"));
let seasonId: number;

async function ops(argv: string[], now = new Date("2026-11-22T16:00:00Z")) {
  const out: string[] = [];
  const code = await main(argv, COMMANDS, getDb, { print: (l) => out.push(l), printError: (l) => out.push(l), now });
  return { code, out: out.join("\n") };
}

const roundOf = async (number: number) =>
  (await getDb()).round.findFirstOrThrow({
    where: { seasonId, number },
    include: { games: { orderBy: { kickoff: "asc" } } },
  });

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
}, 300_000);

describe("ops CLI", () => {
  it("lists its commands and explains each one", async () => {
    const help = await ops(["--help"]);
    expect(help.code).toBe(0);
    expect(await ops(["-h"])).toEqual(help);
    for (const c of COMMANDS) expect(help.out).toContain(c.name);
    for (const c of COMMANDS) {
      const one = await ops([...c.name.split(" "), "-h"]);
      expect(one).toEqual({ code: 0, out: `Usage: npm run ops -- ${c.usage}\n\n${c.help}` });
      expect(c.usage.startsWith(c.name)).toBe(true);
      // The usage line names every flag the command takes, and only those.
      expect(c.usage.match(/--[a-z-]+/g)!.toSorted()).toEqual(
        Object.keys(c.flags ?? {})
          .map((f) => `--${f}`)
          .toSorted(),
      );
      // Every command that changes something can be tried first.
      if (!["status", "game list", "audit", "jobs", "mail"].includes(c.name)) expect(c.usage).toContain("[--dry-run]");
    }
    expect((await ops(["no-such-command"])).code).toBe(2);
  });

  it("reports what is live and what is due", async () => {
    const { code, out } = await ops(["status"]);
    expect(code).toBe(0);
    expect(out).toContain("Round 13: live, 5/10 games done");
    // The demo's managers play chips: how many of round 13's teams play each, counted by its lock.
    expect(out).toMatch(/Round 13: live, .*; chips: .*bench_boost \d+ \(\d+(\.\d)? %\)/);
    expect(out).toContain("Next: round 14");
    expect(out).toContain("Job worker: none running (npm run worker)");
  });

  it("refuses a bad results file with file, line and field, and changes nothing", async () => {
    const db = await getDb();
    const game = (await roundOf(13)).games.find((g) => g.status === "scheduled")!;
    const before = await db.playerGame.count({ where: { gameId: game.id } });
    const audits = await db.auditLog.count();
    const file = path.join(dir, "results.csv");
    fs.writeFileSync(
      file,
      ["player,minutes,GS_OP,XX", "p-int-fwd-1,90,1,", "nobody-here,90,,", "p-int-fwd-2,ninety,,"].join("\n"),
    );
    const { code, out } = await ops(["results", "import", file, "--game", String(game.id), "--score", "1-0"]);
    expect(code).toBe(2);
    expect(out).toContain('results.csv:3: player: unknown player "nobody-here"');
    expect(out).toContain("results.csv:4: minutes: must be a whole number from 0 to 130");
    expect(await db.playerGame.count({ where: { gameId: game.id } })).toBe(before);
    expect(await db.auditLog.count()).toBe(audits);
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("scheduled");

    fs.writeFileSync(path.join(dir, "broken.csv"), "player,minutes\np-int-fwd-1,90,3\n");
    const broken = await ops([
      "results",
      "import",
      path.join(dir, "broken.csv"),
      "--game",
      String(game.id),
      "--score",
      "1-0",
    ]);
    expect(broken).toMatchObject({ code: 2 });
    expect(broken.out).toContain("broken.csv:2: expected 2 fields, found 3");
  });

  it("imports a game's results, scores them and refreshes live points", async () => {
    const db = await getDb();
    const round = await roundOf(13);
    const game = round.games.find((g) => g.status === "scheduled")!;
    const [home, away] = await Promise.all(
      [game.homeClubId, game.awayClubId].map((clubId) =>
        db.player.findMany({ where: { clubId }, orderBy: { id: "asc" }, take: 3 }),
      ),
    );
    const file = path.join(dir, "game.json");
    fs.writeFileSync(
      file,
      JSON.stringify({
        game: game.id,
        status: "live",
        home_score: 1,
        away_score: 0,
        players: [...home!, ...away!].map((p, i) => ({
          player: p.externalId,
          minutes: 60,
          ...(i === 2 ? { GS_OP: 1, SoT: 2 } : {}),
        })),
      }),
    );
    const { code, out } = await ops(["results", "import", file]);
    expect(out).toContain(`Game ${game.id}: 1-0 (live), 6 player results.`);
    expect(code).toBe(0);
    const scorer = await db.playerGame.findUniqueOrThrow({
      where: { playerId_gameId: { playerId: home![2]!.id, gameId: game.id } },
    });
    const expected = { GKP: 8, DEF: 6, MID: 5, FWD: 4 }[home![2]!.position] + 2 + 1;
    expect(scorer.points).toBe(expected);
    expect(
      (
        await db.playerRound.findUniqueOrThrow({
          where: { roundId_playerId: { roundId: round.id, playerId: home![2]!.id } },
        })
      ).points,
    ).toBe(expected);
    expect(await db.auditLog.count({ where: { entity: "game", entityId: String(game.id), dryRun: false } })).toBe(1);
  });

  it("cancels a game and awards one by forfeit: neither scores players' points, a finished round's games no longer change", async () => {
    const db = await getDb();
    const live = await db.round.findFirstOrThrow({
      where: { status: "live" },
      include: { games: { where: { status: "finished", players: { some: {} } }, orderBy: { id: "asc" } } },
    });
    const [withResults, other] = live.games;
    expect(await db.playerGame.count({ where: { gameId: withResults!.id } })).toBeGreaterThan(0);
    expect((await ops(["game", "forfeit", String(withResults!.id), "three-nil"])).code).toBe(2);
    const forfeit = await ops(["game", "forfeit", String(withResults!.id), "3-0"]);
    expect(forfeit.out).toContain(`Game ${withResults!.id} awarded 3-0 (forfeit).`);
    expect(forfeit.out).toContain("live points refreshed");
    expect(await db.game.findUniqueOrThrow({ where: { id: withResults!.id } })).toMatchObject({
      status: "technical",
      homeScore: 3,
      awayScore: 0,
    });
    expect(await db.playerGame.count({ where: { gameId: withResults!.id } })).toBe(0);
    expect((await ops(["game", "cancel", String(other!.id)])).code).toBe(0);
    expect(await db.game.findUniqueOrThrow({ where: { id: other!.id } })).toMatchObject({
      status: "cancelled",
      homeScore: null,
    });
    const finished = await db.game.findFirstOrThrow({ where: { round: { status: "finished" } } });
    expect((await ops(["game", "cancel", String(finished.id)])).code).toBe(1);
  });

  it("dry-runs a lock without changing anything, refuses it before the deadline, and locks after", async () => {
    const db = await getDb();
    const round = await roundOf(14);
    const dry = await ops(["round", "lock", "14", "--force", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.out).toContain("[dry run, nothing saved] Round 14 locked");
    expect((await roundOf(14)).status).toBe("scheduled");
    expect(await db.teamRound.count({ where: { roundId: round.id } })).toBe(0);
    expect(await db.auditLog.count({ where: { entity: "round", entityId: String(round.id), dryRun: true } })).toBe(1);

    expect((await ops(["round", "lock", "14"])).code).toBe(1);
    const locked = await ops(["round", "lock", "14"], new Date(round.deadline.getTime() + 1000));
    expect(locked.out).toContain("Round 14 locked");
    expect((await roundOf(14)).status).toBe("live");
  });

  it("closes a round with progress, then reports it finished", async () => {
    const refused = await ops(["round", "close", "13"]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("still has");
    const db = await getDb();
    const r13 = await roundOf(13);
    const tables = () => db.standing.findMany({ orderBy: [{ leagueId: "asc" }, { position: "asc" }] });
    const before = await tables();
    const dry = await ops(["round", "close", "13", "--force", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.out).toMatch(
      /\[dry run, nothing saved\] Round 13 would close: \d+ teams, average -?\d+\.\d points, best -?\d+\./,
    );
    expect(await roundOf(13)).toMatchObject({ status: "live", closeStep: 0 });
    expect(await tables()).toEqual(before);
    expect(await db.playerPrice.count({ where: { roundId: r13.id } })).toBe(0);

    const closed = await ops(["round", "close", "13", "--force"]);
    expect(closed.code).toBe(0);
    expect(closed.out).toMatch(/\[#####\] 5\/5 Round 13 closed/);
    expect((await roundOf(13)).status).toBe("finished");
  });

  it("changes settings and player data, validating values", async () => {
    const db = await getDb();
    expect((await ops(["settings", "extraTransferPenaltyPoints=3"])).code).toBe(0);
    expect((await db.settings.findUniqueOrThrow({ where: { id: 1 } })).extraTransferPenaltyPoints).toBe(3);
    expect((await ops(["settings", "extraTransferPenaltyPoints=lots"])).code).toBe(2);
    // The season's chips and its first half's last round.
    expect((await ops(["settings", "chips=triple_captain,wildcard", "firstHalfLastRound=18"])).code).toBe(0);
    expect(await db.settings.findUniqueOrThrow({ where: { id: 1 } })).toMatchObject({
      chips: ["wildcard", "triple_captain"],
      firstHalfLastRound: 18,
    });
    expect((await ops(["settings", "chips=wildcard,joker"])).code).toBe(2);
    expect((await ops(["settings", "chips=off"])).code).toBe(0);
    expect((await db.settings.findUniqueOrThrow({ where: { id: 1 } })).chips).toEqual([]);
    await db.settings.update({ where: { id: 1 }, data: { chips: [...CHIPS], firstHalfLastRound: 19 } });
    expect((await ops(["player", "price", "p-int-fwd-1", "9.7"])).code).toBe(0);
    expect((await db.player.findUniqueOrThrow({ where: { externalId: "p-int-fwd-1" } })).currentPrice).toBe(97);
    expect((await ops(["player", "status", "p-int-fwd-1", "minor-injury"])).code).toBe(0);
    expect((await db.player.findUniqueOrThrow({ where: { externalId: "p-int-fwd-1" } })).status).toBe("minor_injury");
    expect((await ops(["player", "status", "p-int-fwd-1", "sleepy"])).code).toBe(2);
    expect((await ops(["player", "price", "nobody", "5.0"])).code).toBe(1);
  });

  it("postpones a game and reschedules it into a later round, where both clubs play twice", async () => {
    const db = await getDb();
    const game = (await roundOf(15)).games[0]!;
    expect((await ops(["game", "postpone", String(game.id)])).code).toBe(0);
    expect((await db.game.findUniqueOrThrow({ where: { id: game.id } })).status).toBe("postponed");
    const moved = await ops(["game", "reschedule", String(game.id), "16", "2026-12-17T19:45:00Z"]);
    expect(moved.out).toContain(`Game ${game.id} moved to round 16, kick-off 2026-12-17T19:45:00.000Z.`);
    const r16 = await roundOf(16);
    expect(r16.games).toHaveLength(11);
    for (const club of [game.homeClubId, game.awayClubId]) {
      expect(r16.games.filter((g) => g.homeClubId === club || g.awayClubId === club)).toHaveLength(2);
    }
    expect((await ops(["game", "reschedule", String(game.id), "13", "2026-12-17T19:45:00Z"])).code).toBe(1);
    expect((await ops(["game", "reschedule", "999999", "17", "2026-12-17T19:45:00Z"])).code).toBe(1);
    expect((await ops(["game", "reschedule", String(game.id), "17", "next week"])).code).toBe(2);
  });
});
