// The players list's pages are rendered once per cache epoch and query and kept in the process
// (lib/server/football/list-players.ts `listPlayersView`, lib/api/pagination.ts `paginatedText`): each answer must be
// the bytes the list answered when it rendered every request (its own next/previous links included), and an
// operator's change must show at once. (tests/integration/game-state/multi-process-cache.test.ts: other processes.)
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { paginated } from "@/lib/api/pagination";
import { listedPlayerJson } from "@/lib/api/serializers/teams";
import { type PlayerListOptions, listPlayers } from "@/lib/server/football/list-players";
import { seed } from "@/prisma/seed";
import { call } from "./client";

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

const BASE = "http://localhost:3000/api/v0/footballteams/football-players/";

/** The answer as the list rendered it for every request: its text. */
async function rendered(query: string, options: PlayerListOptions, page: number, pageSize = 30): Promise<string> {
  const { count, results } = await listPlayers(options);
  const req = new NextRequest(`${BASE}${query}`);
  return JSON.stringify(paginated(req, { page, page_size: pageSize }, count, results.map(listedPlayerJson)));
}

const text = async (query: string) => {
  const res = await call("GET", `${BASE}${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/json");
  return JSON.stringify(res.body);
};

describe("the players list's pages kept per epoch", () => {
  it("answers the same bytes as a fresh rendering, with each request's own links", async () => {
    const search = { offset: 30, limit: 30, position: "MID", ordering: { field: "current_price", descending: true } };
    const a = "?position=MID&ordering=-current_price&page=2";
    const b = "?page=2&ordering=-current_price&position=MID&unknown=1";
    const expectedA = await rendered(a, search as PlayerListOptions, 2);
    expect(await text(a)).toBe(expectedA);
    // Asked again, from memory: the same.
    expect(await text(a)).toBe(expectedA);
    // The same page by another query string: the same players, the links of that query string.
    const expectedB = await rendered(b, search as PlayerListOptions, 2);
    expect(expectedB).not.toBe(expectedA);
    expect(await text(b)).toBe(expectedB);
    // A name filter in another case is the same filter.
    const byName = { offset: 0, limit: 5, fullName: "RO" };
    expect(await text("?full_name=ro&page_size=5")).toBe(await rendered("?full_name=ro&page_size=5", byName, 1, 5));
    expect(await text("?full_name=RO&page_size=5")).toBe(await rendered("?full_name=RO&page_size=5", byName, 1, 5));
    expect(await text("")).toBe(await rendered("", { offset: 0, limit: 30 }, 1));
  });

  it("shows an operator's price change at once, and still refuses a page past the end", async () => {
    const db = await getDb();
    const query = "?ordering=-current_price&page_size=3";
    const before = JSON.parse(await text(query));
    const top = before.results[0];
    await db.player.update({ where: { id: top.id }, data: { currentPrice: { increment: 7 } } });
    const after = JSON.parse(await text(query));
    expect(after.results[0]).toMatchObject({ id: top.id, current_price: Number((top.current_price + 0.7).toFixed(1)) });
    expect(await text(query)).toBe(
      await rendered(query, { offset: 0, limit: 3, ordering: { field: "current_price", descending: true } }, 1, 3),
    );
    const pastTheEnd = await call("GET", `${BASE}?page=${Math.ceil(after.count / 30) + 1}`);
    expect(pastTheEnd).toMatchObject({ status: 404, body: { detail: "Invalid page." } });
  });
});
