// Settings, clubs, formations, seasons, point action types and the players list.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { PLAYER_ORDERING } from "@/lib/server/football/list-players";
import { seed } from "@/prisma/seed";
import { call } from "./client";
import { demo } from "@/tests/support/demo-calendar";

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

describe("reference reads", () => {
  it("serves the settings, clubs by name, formations and seasons", async () => {
    expect((await call("GET", "/health/")).body).toEqual({ status: "ok" });
    expect((await call("GET", "/settings/")).body).toMatchObject({
      budget_limit: 100,
      extra_transfer_penalty_points: 4,
      nmb_of_fp_from_fc: 3,
      sign_up_open: false,
    });
    const clubs = (await call("GET", "/footballteams/football-clubs/")).body;
    expect(clubs).toHaveLength(20);
    expect(clubs.map((c: { full_name: string }) => c.full_name)).toEqual(
      clubs.map((c: { full_name: string }) => c.full_name).sort(),
    );
    expect(Object.keys(clubs[0]).sort()).toEqual([
      "abbreviation",
      "full_name",
      "id",
      "jersey_goalkeeper",
      "jersey_outfield",
      "logo_image",
    ]);
    const formations = (await call("GET", "/formations/global-formations/")).body;
    expect(formations.map((f: { formation_type: string }) => f.formation_type)).toEqual([
      "3-4-3",
      "3-5-2",
      "4-3-3",
      "4-4-2",
      "4-5-1",
      "5-3-2",
      "5-4-1",
    ]);
    const live = (await call("GET", "/leagues/seasons/?status=live")).body;
    expect(live).toEqual([expect.objectContaining({ name: demo.season.name, status: "live" })]);
    expect((await call("GET", "/leagues/seasons/?status=active")).body).toEqual(live);
    expect((await call("GET", "/leagues/seasons/?status=bogus")).body).toEqual({ status: ["Not a valid choice."] });
  });

  it("lists point action types in the request's language, filtered", async () => {
    const all = (await call("GET", "/rounds/football-player-point-actions/action-types/autocomplete/", { lang: "it" }))
      .body;
    expect(all.length).toBeGreaterThanOrEqual(15);
    const goal = all.find((a: { code: string }) => a.code === "GS_OP");
    expect(goal.points).toEqual({ GKP: 8, DEF: 6, MID: 5, FWD: 4 });
    const saves = (await call("GET", "/rounds/football-player-point-actions/action-types/autocomplete/?q=sa_op")).body;
    expect(saves.map((a: { code: string }) => a.code)).toEqual(["SA_OP"]);
    expect(saves[0].points.FWD).toBeNull();
    expect((await call("GET", "/rounds/football-player-point-actions/action-types/autocomplete/?q=zzzz")).body).toEqual(
      [],
    );
  });

  it("answers an over-long autocomplete text with 400 naming q", async () => {
    const res = await call(
      "GET",
      `/rounds/football-player-point-actions/action-types/autocomplete/?q=${"x".repeat(61)}`,
    );
    expect(res).toMatchObject({ status: 400 });
    expect(res.body).toEqual({ q: ["Ensure this value is at most 60."] });
  });
});

describe("GET /footballteams/football-players/", () => {
  it("pages by 30 with DRF links", async () => {
    const first = await call("GET", "/footballteams/football-players/");
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(30);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe("http://localhost:3000/api/v0/footballteams/football-players/?page=2");
    const db = await getDb();
    expect(first.body.count).toBe(await db.player.count({ where: { clubId: { not: null } } }));
    const last = Math.ceil(first.body.count / 30);
    const end = await call("GET", `/footballteams/football-players/?page=${last}`);
    expect(end.body.next).toBeNull();
    expect(end.body.previous).toContain(`page=${last - 1}`);
    expect(await call("GET", `/footballteams/football-players/?page=${last + 1}`)).toMatchObject({
      status: 404,
      body: { detail: "Invalid page." },
    });
    expect((await call("GET", "/footballteams/football-players/?page_size=5")).body.results).toHaveLength(5);
  });

  it("orders by every stat sort option, both ways", async () => {
    for (const field of Object.keys(PLAYER_ORDERING)) {
      for (const sign of ["", "-"]) {
        const res = await call("GET", `/footballteams/football-players/?ordering=${sign}${field}&page_size=40`);
        expect(res.status).toBe(200);
        const values = res.body.results.map((p: Record<string, number>) => p[field]);
        expect(values.every((v: unknown) => typeof v === "number")).toBe(true);
        const sorted = [...values].sort((a: number, b: number) => (sign ? b - a : a - b));
        expect(values, `${sign}${field}`).toEqual(sorted);
      }
    }
    const top = (await call("GET", "/footballteams/football-players/?ordering=-season_score&page_size=1")).body
      .results[0];
    expect(top.season_score).toBeGreaterThan(0);
  });

  it("filters by club, name, price range and position", async () => {
    const clubs = (await call("GET", "/footballteams/football-clubs/")).body;
    const res = (
      await call(
        "GET",
        `/footballteams/football-players/?football_club_id=${clubs[0].id}&position=def&min_price=4&max_price=6.5&page_size=100`,
      )
    ).body;
    expect(res.count).toBeGreaterThan(0);
    for (const p of res.results) {
      expect(p.football_club.id).toBe(clubs[0].id);
      expect(p.position).toBe("DEF");
      expect(p.current_price).toBeGreaterThanOrEqual(4);
      expect(p.current_price).toBeLessThanOrEqual(6.5);
    }
    const someone = res.results[0];
    const byName = (
      await call(
        "GET",
        `/footballteams/football-players/?full_name=${encodeURIComponent(someone.full_name.toUpperCase())}`,
      )
    ).body;
    expect(byName.results.map((p: { id: number }) => p.id)).toContain(someone.id);
    expect((await call("GET", "/footballteams/football-players/?full_name=%25%25_")).body.count).toBe(0);
  });

  it("answers bad parameters with 400 and the field (page and page_size are read as DRF reads them)", async () => {
    const res = await call(
      "GET",
      "/footballteams/football-players/?page=0&page_size=1000&ordering=name&position=GK&min_price=abc&football_club_id=x",
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(["football_club_id", "min_price", "ordering", "position"]);
  });
});
