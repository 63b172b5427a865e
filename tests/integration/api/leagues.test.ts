// Leagues: info, member pages (index ranges), find-own, statistics, and the private league
// lifecycle with its permissions (owner manages, members leave, strangers see nothing).
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { seed } from "@/prisma/seed";
import { call } from "./client";

let demo: string;
let other: string;
let otherUserId: number;
let seasonId: number;
let demoUserId: number;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  // A second verified player with a live team, who is in none of the demo's private leagues.
  const demoLeagues = await db.league.findMany({
    where: { kind: "private", members: { some: { team: { user: { email: DEMO_LOGIN.email } } } } },
    select: { id: true },
  });
  const stranger = await db.user.findFirstOrThrow({
    where: {
      email: { not: DEMO_LOGIN.email },
      teams: {
        some: { season: { status: "live" }, memberships: { none: { leagueId: { in: demoLeagues.map((l) => l.id) } } } },
      },
    },
    orderBy: { id: "asc" },
  });
  await db.user.update({
    where: { id: stranger.id },
    data: { passwordHash: (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).passwordHash },
  });
  otherUserId = stranger.id;
  demoUserId = (await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } })).id;
  seasonId = (await db.season.findFirstOrThrow({ where: { status: "live" } })).id;
  demo = (await call("POST", "/users/token/", { body: DEMO_LOGIN, headers: { "x-forwarded-for": "10.0.0.1" } })).body
    .access;
  other = (
    await call("POST", "/users/token/", {
      body: { email: stranger.email, password: DEMO_LOGIN.password },
      headers: { "x-forwarded-for": "10.0.0.2" },
    })
  ).body.access;
}, 300_000);

describe("season, country, round and quad leagues", () => {
  it("shows the season league with the caller's place and pages its members by 20", async () => {
    expect((await call("GET", `/leagues/season-league/info/${seasonId}/`)).status).toBe(401);
    const info = await call("GET", `/leagues/season-league/info/${seasonId}/`, { token: demo });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ classificationType: "season", season_id: seasonId, members_count: 241 });
    expect(info.body.rank).toBeGreaterThan(0);
    expect(info.body.placeInPercentage).toBe(Math.floor((100 * info.body.rank) / 241));
    const leagueId = info.body.id;

    const page1 = await call("GET", `/leagues/season-league/${leagueId}/`, { token: demo });
    expect(page1.body.count).toBe(241);
    expect(page1.body.results).toHaveLength(20);
    expect(page1.body.results[0]).toMatchObject({ rank: 1, position: 1 });
    expect(Object.keys(page1.body.results[0]).sort()).toEqual([
      "manager",
      "name",
      "own",
      "position",
      "previous_rank",
      "rank",
      "team_id",
      "total_points",
      "user_id",
    ]);
    const points = page1.body.results.map((r: { total_points: number }) => r.total_points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const last = await call("GET", `/leagues/season-league/${leagueId}/?page=13`, { token: demo });
    expect(last.body.results).toHaveLength(1);
    expect(last.body.results[0].position).toBe(241);

    const own = await call("GET", `/leagues/season-league/find-own/${leagueId}/?page_size=10`, { token: demo });
    expect(own.body.page).toBe(Math.ceil(info.body.position / 10));
    expect(own.body.results.find((r: { own: boolean }) => r.own)).toMatchObject({
      user_id: demoUserId,
      rank: info.body.rank,
    });

    const theirs = await call("GET", `/leagues/season-league/info/${seasonId}/?user_id=${otherUserId}`, {
      token: demo,
    });
    expect(theirs.body.rank).not.toBeNull();
    // A league id of another kind is not a season league.
    expect((await call("GET", `/leagues/season-league/${leagueId + 1}/`, { token: demo })).status).toBe(404);
    expect((await call("GET", `/leagues/season-league/abc/`, { token: demo })).status).toBe(404);
  });

  it("shows country, round and quad leagues and the round statistic", async () => {
    const country = await call("GET", `/leagues/country-league/info/${seasonId}/league/it/`, { token: demo });
    expect(country.body).toMatchObject({ classificationType: "country", country_code: "IT", name: "Italy" });
    // Named in the request's language, as the country list names it.
    const italian = await call("GET", `/leagues/country-league/info/${seasonId}/league/IT/`, {
      token: demo,
      lang: "it",
    });
    expect(italian.body).toMatchObject({ id: country.body.id, name: "Italia" });
    const members = await call("GET", `/leagues/country-league/${country.body.id}/?page_size=5`, { token: demo });
    expect(members.body.results).toHaveLength(5);

    const db = await getDb();
    const round = await db.round.findFirstOrThrow({
      where: { seasonId, status: "finished" },
      orderBy: { number: "desc" },
    });
    const roundInfo = await call("GET", `/leagues/round-league/info/${round.id}/`, { token: demo });
    expect(roundInfo.body).toMatchObject({
      classificationType: "round",
      round: { id: round.id, number: round.number },
    });
    const stat = await call("GET", `/leagues/round-league/statistic/${round.id}/`, { token: demo });
    expect(stat.body).toMatchObject({ round_id: round.id, max_points: round.maxPoints });
    expect(stat.body.points).toEqual(expect.any(Number));
    expect(stat.body.points).toBeLessThanOrEqual(stat.body.max_points);
    expect((await call("GET", `/leagues/round-league/statistic/99999999/`, { token: demo })).body).toEqual({
      detail: "Invalid round ID.",
    });

    const quads = await call("GET", `/leagues/quad-leagues/${seasonId}/`, { token: demo });
    expect(quads.body[0]).toMatchObject({ quad_number: 1, rounds: [1, 4] });
    const quad = await call("GET", `/leagues/quad-league/info/${quads.body[0].id}/`, { token: demo });
    expect(quad.body.rank).toBeGreaterThan(0);
    expect(
      (await call("GET", `/leagues/quad-league/find-own/${quads.body[0].id}/`, { token: demo })).body.page,
    ).toBeGreaterThan(0);
  });

  it("answers a malformed ?user_id on every info call and on the round statistic with 400", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({
      where: { seasonId, status: "finished" },
      orderBy: { number: "desc" },
    });
    const quadId = (await call("GET", `/leagues/quad-leagues/${seasonId}/`, { token: demo })).body[0].id;
    const privateId = (await call("GET", "/leagues/private-leagues/", { token: demo })).body[0].id;
    const urls = [
      `/leagues/season-league/info/${seasonId}/`,
      `/leagues/country-league/info/${seasonId}/league/IT/`,
      `/leagues/round-league/info/${round.id}/`,
      `/leagues/quad-league/info/${quadId}/`,
      `/leagues/private-leagues/info/${privateId}/`,
      `/leagues/round-league/statistic/${round.id}/`,
    ];
    for (const url of urls) {
      for (const bad of ["abc", "0", "-5", "1.5", "%20"]) {
        const res = await call("GET", `${url}?user_id=${bad}`, { token: demo });
        expect([res.status, res.body], `${url}?user_id=${bad}`).toEqual([400, { user_id: ["Invalid value."] }]);
      }
      expect((await call("GET", `${url}?user_id=abc`, { token: demo, lang: "it" })).body, url).toEqual({
        user_id: ["Valore non valido."],
      });
      expect((await call("GET", `${url}?user_id=${otherUserId}`, { token: demo })).status, url).toBe(200);
    }
  });

  it("serves the round statistic under /leagues/round-league-statistic/?round_id= as well (spec's alias)", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({
      where: { seasonId, status: "finished" },
      orderBy: { number: "desc" },
    });
    for (const user of ["", `user_id=${otherUserId}`]) {
      const byPath = await call("GET", `/leagues/round-league/statistic/${round.id}/?${user}`, { token: demo });
      const byQuery = await call("GET", `/leagues/round-league-statistic/?round_id=${round.id}&${user}`, {
        token: demo,
      });
      expect(byQuery.status, user).toBe(200);
      expect(byQuery.body, user).toEqual(byPath.body);
      expect(byQuery.body).toMatchObject({
        round_id: round.id,
        round_number: round.number,
        max_points: round.maxPoints,
      });
    }
    expect((await call("GET", `/leagues/round-league-statistic/?round_id=${round.id}`)).status).toBe(401);
    const bad = (query: string) => call("GET", `/leagues/round-league-statistic/${query}`, { token: demo });
    expect(await bad("")).toMatchObject({ status: 400, body: { round_id: ["This field is required"] } });
    expect((await bad("?round_id=abc&user_id=x")).body).toEqual({
      round_id: ["Invalid value."],
      user_id: ["Invalid value."],
    });
    expect(await bad("?round_id=99999999")).toMatchObject({ status: 404, body: { detail: "Invalid round ID." } });
    expect((await bad("?user_id=1")).body).toEqual({ round_id: ["This field is required"] });
    // Declared once: the OpenAPI document shows its query parameters.
    const doc = (await call("GET", "/schema/")).body;
    const params = doc.paths["/leagues/round-league-statistic/"].get.parameters;
    expect(params).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "round_id", in: "query", required: true }),
        expect.objectContaining({ name: "user_id", in: "query" }),
      ]),
    );
  });

  it("pages members and finds the own page in every league kind", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({
      where: { seasonId, status: "finished" },
      orderBy: { number: "desc" },
    });
    const infos = {
      "season-league": (await call("GET", `/leagues/season-league/info/${seasonId}/`, { token: demo })).body.id,
      "country-league": (await call("GET", `/leagues/country-league/info/${seasonId}/league/IT/`, { token: demo })).body
        .id,
      "round-league": (await call("GET", `/leagues/round-league/info/${round.id}/`, { token: demo })).body.id,
      "quad-league": (await call("GET", `/leagues/quad-leagues/${seasonId}/`, { token: demo })).body[0].id,
      "private-leagues": (await call("GET", "/leagues/private-leagues/", { token: demo })).body[0].id,
    };
    for (const [segment, id] of Object.entries(infos)) {
      const members = await call("GET", `/leagues/${segment}/${id}/?page_size=5`, { token: demo });
      expect(members.status, segment).toBe(200);
      expect(members.body.results.length, segment).toBeGreaterThan(0);
      const own = await call("GET", `/leagues/${segment}/find-own/${id}/?page_size=5`, { token: demo });
      expect(
        own.body.results.some((r: { own: boolean }) => r.own),
        segment,
      ).toBe(true);
      const clamped = (await call("GET", `/leagues/${segment}/${id}/?page_size=500`, { token: demo })).body;
      expect(clamped.results.length, segment).toBe(Math.min(100, clamped.count));
    }
  });
});

describe("private leagues", () => {
  it("lists the caller's leagues, own first then by name", async () => {
    const list = (await call("GET", "/leagues/private-leagues/", { token: demo })).body;
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ name: "Demo Friends League", own: true });
    const rest = list.slice(1).map((l: { name: string }) => l.name.toLowerCase());
    expect(rest).toEqual([...rest].sort());
  });

  it("hides another user's private league and forbids managing it", async () => {
    const [owned] = (await call("GET", "/leagues/private-leagues/", { token: demo })).body;
    expect((await call("GET", `/leagues/private-leagues/info/${owned.id}/`, { token: other })).status).toBe(404);
    expect((await call("GET", `/leagues/private-leagues/${owned.id}/`, { token: other })).status).toBe(404);
    expect(
      (
        await call("PATCH", `/leagues/private-leagues/manage/${owned.id}/`, {
          token: other,
          body: { name: "Hijacked" },
        })
      ).status,
    ).toBe(404);
    expect((await call("DELETE", `/leagues/private-leagues/manage/${owned.id}/`, { token: other })).status).toBe(404);
    // Nor search its teams or remove one of them.
    const members = (await call("GET", `/leagues/private-leagues/${owned.id}/?page_size=100`, { token: demo })).body;
    const victim = members.results.find((r: { own: boolean }) => !r.own) ?? members.results[0];
    expect(
      (
        await call("GET", `/leagues/private-leagues/find-team/?privateleague_id=${owned.id}&userteam_name=a`, {
          token: other,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call("DELETE", `/leagues/private-leagues/manage/${owned.id}/teams/${victim.team_id}/`, { token: other }))
        .status,
    ).toBe(404);
    const after = (await call("GET", `/leagues/private-leagues/${owned.id}/?page_size=100`, { token: demo })).body;
    expect(after.count).toBe(members.count);
    expect((await call("GET", `/leagues/private-leagues/info/${owned.id}/`, { token: demo })).body).toMatchObject({
      name: owned.name,
      own: true,
    });
  });

  it("answers bad input to find-team and join with 400 naming the field, and an unknown code with 404", async () => {
    const [owned] = (await call("GET", "/leagues/private-leagues/", { token: demo })).body;
    const find = (query: string) => call("GET", `/leagues/private-leagues/find-team/${query}`, { token: demo });
    expect(await find("")).toMatchObject({
      status: 400,
      body: { privateleague_id: ["This field is required"], userteam_name: ["This field is required"] },
    });
    expect((await find(`?privateleague_id=${owned.id}`)).body).toEqual({ userteam_name: ["This field is required"] });
    expect((await find("?userteam_name=demo")).body).toEqual({ privateleague_id: ["This field is required"] });
    expect((await find("?privateleague_id=abc&userteam_name=%20%20")).body).toEqual({
      privateleague_id: ["Invalid value."],
      userteam_name: ["This field is required"],
    });
    expect((await find(`?privateleague_id=${owned.id}&userteam_name=${"x".repeat(31)}`)).status).toBe(400);
    expect((await find(`?privateleague_id=${owned.id}&userteam_name=zzzzzzzz`)).body).toEqual([]);

    const join = (code: string, lang?: string) =>
      call("POST", `/leagues/private-leagues/join/${code}/`, { token: demo, lang });
    expect(await join("%20")).toMatchObject({ status: 400, body: { join_code: ["League Code is required"] } });
    expect((await join("%20", "it")).status).toBe(400);
    expect(await join("NOPE1234")).toMatchObject({ status: 404, body: { join_code: [expect.any(String)] } });
    expect((await join("X".repeat(13))).status).toBe(404);
    expect((await call("POST", "/leagues/private-leagues/join/", { token: demo, body: {} })).body).toEqual({
      join_code: ["League Code is required"],
    });
    // The caller's own league: already a member.
    expect((await join(owned.join_code)).status).toBe(409);
  });

  it("creates, joins by code, manages, removes a team, leaves and deletes", async () => {
    const bad = await call("POST", "/leagues/private-leagues/", { token: other, body: { name: "x".repeat(31) } });
    expect(bad).toMatchObject({ status: 400, body: { name: ["league name can't be longer than 30 characters"] } });
    expect(bad.body.starts_from_round).toBeDefined();
    const finished = await call("POST", "/leagues/private-leagues/", {
      token: other,
      body: { name: "Old", starts_from_round: 1 },
    });
    expect(finished).toMatchObject({
      status: 400,
      body: {
        starts_from_round: [
          "Round 1 has already started: a private league counts from a round that has not started yet.",
        ],
      },
    });
    // The live round has started too: its members would count a round half played when they joined.
    const live = await call("POST", "/leagues/private-leagues/", {
      token: other,
      lang: "it",
      body: { name: "Live", starts_from_round: 13 },
    });
    expect(live).toMatchObject({
      status: 400,
      body: {
        starts_from_round: [
          "La giornata 13 è già iniziata: una lega privata conta da una giornata non ancora iniziata.",
        ],
      },
    });
    expect(
      (await call("POST", "/leagues/private-leagues/", { token: other, body: { name: "None", starts_from_round: 99 } }))
        .body,
    ).toEqual({ starts_from_round: ["This round cannot start a private league."] });

    const created = await call("POST", "/leagues/private-leagues/", {
      token: other,
      body: { name: "  Curva Sud  ", starts_from_round: 14 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Curva Sud",
      own: true,
      members_count: 1,
      starts_from_round: { number: 14 },
    });
    const { id, join_code: code } = created.body;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    expect(
      (await call("POST", "/leagues/private-leagues/join/", { token: demo, body: { join_code: " " } })).body,
    ).toEqual({ join_code: ["League Code is required"] });
    expect((await call("POST", "/leagues/private-leagues/join/NOPE1234/", { token: demo })).status).toBe(404);
    expect(await call("POST", `/leagues/private-leagues/join/${code.toLowerCase()}/`, { token: demo })).toMatchObject({
      status: 200,
      body: { id },
    });
    expect((await call("POST", `/leagues/private-leagues/join/${code}/`, { token: demo })).status).toBe(409);
    expect((await call("GET", `/leagues/private-leagues/info/${id}/`, { token: demo })).body).toMatchObject({
      members_count: 2,
      own: false,
      join_code: code,
    });

    // A member cannot manage; the owner can.
    expect(
      (await call("PATCH", `/leagues/private-leagues/manage/${id}/`, { token: demo, body: { name: "Mine" } })).status,
    ).toBe(403);
    expect((await call("DELETE", `/leagues/private-leagues/manage/${id}/`, { token: demo })).status).toBe(403);
    const db0 = await getDb();
    const theOwnersTeam = await db0.userTeam.findFirstOrThrow({ where: { userId: otherUserId, seasonId } });
    expect(
      (await call("DELETE", `/leagues/private-leagues/manage/${id}/teams/${theOwnersTeam.id}/`, { token: demo }))
        .status,
    ).toBe(403);
    expect(
      (await call("GET", `/leagues/private-leagues/find-team/?privateleague_id=${id}&userteam_name=a`, { token: demo }))
        .status,
    ).toBe(403);
    expect((await call("GET", `/leagues/private-leagues/info/${id}/`, { token: demo })).body.members_count).toBe(2);
    const renamed = await call("PATCH", `/leagues/private-leagues/manage/${id}/`, {
      token: other,
      body: { name: "Curva Nord", entries_closed: true },
    });
    expect(renamed.body).toMatchObject({ name: "Curva Nord", entries_closed: true });
    expect(
      (await call("PATCH", `/leagues/private-leagues/manage/${id}/`, { token: other, body: { name: "" } })).body,
    ).toEqual({ name: ["League name is required"] });

    const found = await call("GET", `/leagues/private-leagues/find-team/?privateleague_id=${id}&userteam_name=demo`, {
      token: other,
    });
    expect(found.body).toEqual([{ id: expect.any(Number), name: "Demo United" }]);
    expect(
      (
        await call("GET", `/leagues/private-leagues/find-team/?privateleague_id=${id}&userteam_name=demo`, {
          token: demo,
        })
      ).status,
    ).toBe(403);
    const db = await getDb();
    const ownerTeam = await db.userTeam.findFirstOrThrow({ where: { userId: otherUserId, seasonId } });
    expect(
      (await call("DELETE", `/leagues/private-leagues/manage/${id}/teams/${ownerTeam.id}/`, { token: other })).status,
    ).toBe(403);
    expect(
      (await call("DELETE", `/leagues/private-leagues/manage/${id}/teams/${found.body[0].id}/`, { token: other }))
        .status,
    ).toBe(204);
    expect((await call("GET", `/leagues/private-leagues/info/${id}/`, { token: demo })).status).toBe(404);

    // Entries are closed: the demo cannot come back until the owner reopens them.
    expect((await call("POST", `/leagues/private-leagues/join/${code}/`, { token: demo })).status).toBe(409);
    await call("PATCH", `/leagues/private-leagues/manage/${id}/`, { token: other, body: { entries_closed: false } });
    expect((await call("POST", `/leagues/private-leagues/join/${code}/`, { token: demo })).status).toBe(200);
    expect((await call("DELETE", `/leagues/private-leagues/${id}/`, { token: other })).status).toBe(403);
    expect((await call("DELETE", `/leagues/private-leagues/${id}/`, { token: demo })).status).toBe(204);
    expect((await call("DELETE", `/leagues/private-leagues/${id}/`, { token: demo })).status).toBe(404);
    expect((await call("DELETE", `/leagues/private-leagues/manage/${id}/`, { token: other })).status).toBe(204);
    expect(await db.league.findUnique({ where: { id } })).toBeNull();
  });

  it("keeps table positions 1..n when a member leaves a league with standings", async () => {
    const [, member] = (await call("GET", "/leagues/private-leagues/", { token: demo })).body;
    const before = (await call("GET", `/leagues/private-leagues/${member.id}/?page_size=100`, { token: demo })).body;
    expect((await call("DELETE", `/leagues/private-leagues/${member.id}/`, { token: demo })).status).toBe(204);
    const db = await getDb();
    const positions = (
      await db.standing.findMany({ where: { leagueId: member.id }, orderBy: { position: "asc" } })
    ).map((s) => s.position);
    expect(positions).toEqual(Array.from({ length: before.count - 1 }, (_, i) => i + 1));
    expect((await db.league.findUniqueOrThrow({ where: { id: member.id } })).membersCount).toBe(before.count - 1);
  });

  it("takes a deleted league's table with it", async () => {
    const db = await getDb();
    const owned = await db.league.findFirstOrThrow({ where: { kind: "private", ownerId: demoUserId } });
    expect(await db.standing.count({ where: { leagueId: owned.id } })).toBeGreaterThan(0);
    expect((await call("DELETE", `/leagues/private-leagues/manage/${owned.id}/`, { token: demo })).status).toBe(204);
    expect(await db.standing.count({ where: { leagueId: owned.id } })).toBe(0);
  });
});
