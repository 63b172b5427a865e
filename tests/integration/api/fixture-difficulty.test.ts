// GET /footballteams/fixture-difficulty/: the fixture ticker for the mobile app, its query and its refusals.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { seed } from "@/prisma/seed";
import { call } from "./client";

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

describe("GET /footballteams/fixture-difficulty/", () => {
  it("answers the season's fit and every club's next six rounds, easiest run first", async () => {
    const res = await call("GET", "/footballteams/fixture-difficulty/");
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body.fit).toMatchObject({ through_round: 12 });
    expect(body.fit.base_goals).toEqual(expect.any(Number));
    expect(body.fit.home_advantage).toEqual(expect.any(Number));
    expect(body.football_rounds.map((r: { number: number }) => r.number)).toEqual([14, 15, 16, 17, 18, 19]);
    expect(body.teams).toHaveLength(20);
    const averages = body.teams.map((t: { average_difficulty: number }) => t.average_difficulty);
    expect(averages).toEqual([...averages].sort((a: number, b: number) => a - b));
    const [first] = body.teams;
    expect(Object.keys(first).sort()).toEqual([
      "attack",
      "average_difficulty",
      "defence",
      "fixtures_count",
      "football_club",
      "rounds",
      "total_difficulty",
    ]);
    const fixture = first.rounds[0].fixtures[0];
    expect(fixture).toMatchObject({
      is_home: expect.any(Boolean),
      difficulty: expect.any(Number),
      expected_goals_for: expect.any(Number),
      expected_goals_against: expect.any(Number),
      opponent: { abbreviation: expect.any(String) },
    });
  });

  it("takes the number of rounds and the ordering", async () => {
    const three = (await call("GET", "/footballteams/fixture-difficulty/?rounds=3&ordering=name")).body;
    expect(three.football_rounds).toHaveLength(3);
    expect(three.teams.every((t: { rounds: unknown[] }) => t.rounds.length === 3)).toBe(true);
    const names = three.teams.map((t: { football_club: { full_name: string } }) => t.football_club.full_name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "it")));
    expect((await call("GET", "/footballteams/fixture-difficulty/?rounds=8")).body.football_rounds).toHaveLength(8);
  });

  it("refuses a bad number of rounds or ordering with 400 naming the field, in the request's language", async () => {
    for (const query of ["rounds=0", "rounds=abc", "rounds=9"]) {
      const res = await call("GET", `/footballteams/fixture-difficulty/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body)).toEqual(["rounds"]);
    }
    const en = await call("GET", "/footballteams/fixture-difficulty/?rounds=abc");
    const it = await call("GET", "/footballteams/fixture-difficulty/?rounds=abc", { lang: "it" });
    expect(it.body.rounds[0]).not.toBe(en.body.rounds[0]);
    const ordering = await call("GET", "/footballteams/fixture-difficulty/?ordering=price");
    expect(ordering.status).toBe(400);
    expect(Object.keys(ordering.body)).toEqual(["ordering"]);
  });
});
