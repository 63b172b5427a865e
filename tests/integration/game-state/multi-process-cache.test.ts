// Several app processes (`npm start` runs one per core) keep the settings, the rounds and the players in memory
// (lib/server/game-state.ts): an operator's change must be seen by every one of them from its commit on. Two app
// processes besides this one are warmed up, then the operator commands change a price, the transfer penalty and lock
// a round, and each process is asked at once, with no wait in between.
import { type ChildProcess, fork } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { main } from "@/ops/cli";
import { COMMANDS } from "@/ops/commands";
import { seed } from "@/prisma/seed";
import type { Probe } from "../../support/app-process";

const processes: ChildProcess[] = [];
let playerId: number;

const ops = async (argv: string[]) => {
  const out: string[] = [];
  const code = await main(argv, COMMANDS, getDb, { print: (l) => out.push(l), printError: (l) => out.push(l) });
  expect(code, out.join("\n")).toBe(0);
};

/** What each app process reads now. */
const ask = () =>
  Promise.all(
    processes.map(
      (child) =>
        new Promise<Probe>((resolve) => {
          child.once("message", (m) => resolve(m as Probe));
          child.send(playerId);
        }),
    ),
  );

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  playerId = (await db.player.findFirstOrThrow({ where: { clubId: { not: null } }, orderBy: { id: "asc" } })).id;
  for (let i = 0; i < 2; i++) {
    const child = fork("tests/support/app-process.ts", {
      execArgv: ["--conditions=react-server", "--import", "tsx"],
      env: { ...process.env },
    });
    await new Promise((resolve) => child.once("message", resolve));
    processes.push(child);
  }
}, 300_000);

afterAll(() => {
  for (const child of processes) child.kill();
});

describe("what the app processes keep in memory", () => {
  it("follows an operator's price change, setting and round lock in every process at once", async () => {
    const db = await getDb();
    const before = await ask();
    const round = (await db.round.findFirstOrThrow({ where: { status: "scheduled" }, orderBy: { number: "asc" } }))
      .number;
    const price = (await db.player.findUniqueOrThrow({ where: { id: playerId } })).currentPrice;
    expect(before).toEqual(
      processes.map(() => ({
        nextRound: round,
        penalty: 4,
        listedPrice: price,
        pagePrice: price / 10,
        directoryPrice: price,
      })),
    );
    // Asked again with nothing changed, they answer from memory the same.
    expect(await ask()).toEqual(before);

    await ops(["player", "price", String(playerId), ((price + 3) / 10).toFixed(1)]);
    await db.settings.update({ where: { id: 1 }, data: { extraTransferPenaltyPoints: 5 } });
    await ops(["round", "lock", String(round), "--force"]);
    expect(await ask()).toEqual(
      processes.map(() => ({
        nextRound: round + 1,
        penalty: 5,
        listedPrice: price + 3,
        pagePrice: (price + 3) / 10,
        directoryPrice: price + 3,
      })),
    );
  });
});
