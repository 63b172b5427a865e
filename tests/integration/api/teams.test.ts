// User teams and transfers through the API, on the engine's use cases: read, line-up, name,
// transfers with penalty, Wildcard, random team, a team in a round, registration with a team.
import { closeSmtp, mailsTo } from "./smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { seed } from "@/prisma/seed";
import { savedTeamFromJson, savedTeamOf } from "@/components/builder/model";
import { getTeam } from "@/lib/server/teams/get-team";
import { call } from "./client";
import { lineUpBody } from "./line-up";

let demo: string;
let demoId: number;
let stranger: string;
let nextRoundId: number;

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  const demoUser = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
  demoId = demoUser.id;
  // A verified user without any team.
  await db.user.create({
    data: {
      email: "newbie@example.com",
      passwordHash: demoUser.passwordHash,
      firstName: "New",
      lastName: "Bie",
      countryCode: "IT",
      isEmailVerified: true,
    },
  });
  demo = (await call("POST", "/users/token/", { body: DEMO_LOGIN, headers: { "x-forwarded-for": "10.1.0.1" } })).body
    .access;
  stranger = (
    await call("POST", "/users/token/", {
      body: { email: "newbie@example.com", password: DEMO_LOGIN.password },
      headers: { "x-forwarded-for": "10.1.0.2" },
    })
  ).body.access;
  nextRoundId = (
    await db.round.findFirstOrThrow({
      where: { season: { status: "live" }, status: "scheduled" },
      orderBy: { number: "asc" },
    })
  ).id;
}, 300_000);
afterAll(closeSmtp);

const myTeam = async () => (await call("GET", "/userteams/user-teams/?season_status=live", { token: demo })).body[0];

describe("reading the team", () => {
  it("lists the live team with squad and counters, and its players and bench", async () => {
    expect((await call("GET", "/userteams/user-teams/")).status).toBe(401);
    const team = await myTeam();
    expect(team).toMatchObject({ name: "Demo United", user: demoId, transfers_used: 0, wildcard_used: false });
    expect(team.football_players).toHaveLength(11);
    expect(team.bench_players.map((b: { priority: number }) => b.priority)).toEqual([0, 1, 2, 3]);
    expect(team.football_players.map((p: { position_index: number }) => p.position_index)).toEqual(
      Array.from({ length: 11 }, (_, i) => i + 1),
    );
    expect(team.football_players.find((p: { is_captain: boolean }) => p.is_captain).id).toBe(team.captain);
    expect((await call("GET", "/userteams/user-football-players/", { token: demo })).body).toHaveLength(15);
    expect(
      (await call("GET", "/userteams/user-team-benches/", { token: demo })).body[0].user_football_player.position_index,
    ).toBe(12);
    expect((await call("GET", "/userteams/user-team-benches/", { token: stranger })).status).toBe(404);
  });

  it("answers the HEAD checks with 200 or 404", async () => {
    expect((await call("HEAD", "/userteams/user-teams/check-live-season-user-team/", { token: demo })).status).toBe(
      200,
    );
    expect((await call("HEAD", "/userteams/user-teams/check-live-season-user-team/", { token: stranger })).status).toBe(
      404,
    );
    expect(
      (await call("HEAD", "/userteams/user-teams/check-user-team-played-this-season/", { token: demo })).status,
    ).toBe(200);
    expect((await call("GET", "/userteams/user-teams/check-user-played-any-round/", { token: stranger })).status).toBe(
      404,
    );
    expect((await call("GET", "/userteams/user-teams/check-user-played-any-round/", { token: demo })).status).toBe(200);
    const finished = (await call("GET", "/userteams/user-teams/?season_status=finished", { token: demo })).body;
    expect(finished.every((t: { season: number; transfers_used?: number }) => t.transfers_used === undefined)).toBe(
      true,
    );
    expect((await call("GET", "/userteams/user-teams/?season_status=over", { token: demo })).body).toEqual({
      season_status: ["Not a valid choice."],
    });
  });

  it("shows a team in a finished round to anyone, and a season statistic", async () => {
    const db = await getDb();
    const finished = await db.round.findFirstOrThrow({
      where: { season: { status: "live" }, status: "finished" },
      orderBy: { number: "desc" },
    });
    const res = await call("GET", `/userteams/user-team-for-round/?football_round=${finished.id}&user=${demoId}`, {
      token: stranger,
    });
    expect(res.body.count).toBe(1);
    expect(res.body.results[0]).toMatchObject({ kind: "final", football_round: { id: finished.id } });
    expect(res.body.results[0].football_players).toHaveLength(15);
    expect((await call("GET", `/userteams/user-team-for-round/?football_round=abc`, { token: demo })).body).toEqual({
      football_round: ["Invalid value."],
    });
    const stat = await call("GET", `/userteams/user-team-season-statistic/${demoId}/`, { token: stranger });
    expect(stat.body).toMatchObject({ user_id: demoId, user_team_name: "Demo United", user_country: "IT" });
    expect(stat.body.total_points).toEqual(expect.any(Number));
  });
});

describe("another user's team and bad queries", () => {
  it("keeps another user's squad for a round not yet locked private, and shows the owner his own", async () => {
    const theirs = await call("GET", `/userteams/user-team-for-round/?football_round=${nextRoundId}&user=${demoId}`, {
      token: stranger,
    });
    expect(theirs.status).toBe(403);
    expect(Object.keys(theirs.body)).toEqual(["detail"]);
    const mine = await call("GET", `/userteams/user-team-for-round/?football_round=${nextRoundId}&user=${demoId}`, {
      token: demo,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.results[0]).toMatchObject({ kind: "upcoming", football_round: { id: nextRoundId } });
    expect(
      (await call("GET", `/userteams/user-team-for-round/?football_round=${nextRoundId}`, { token: demo })).body,
    ).toEqual(mine.body);
  });

  it("answers a missing or malformed football_round or user with 400 naming the field", async () => {
    const get = async (url: string) => {
      const res = await call("GET", url, { token: demo });
      return [res.status, res.body];
    };
    expect(await get("/userteams/user-team-for-round/")).toEqual([400, { football_round: ["This field is required"] }]);
    expect(await get(`/userteams/user-team-for-round/?football_round=${nextRoundId}&user=abc`)).toEqual([
      400,
      { user: ["Invalid value."] },
    ]);
    expect(await get("/userteams/user-team-for-round/?football_round=99999999")).toEqual([404, expect.any(Object)]);
    expect(await get("/transfers/user-football-player-transfers/")).toEqual([
      400,
      { football_round: ["This field is required"] },
    ]);
    expect(await get("/transfers/user-football-player-transfers/?football_round=abc")).toEqual([
      400,
      { football_round: ["Invalid value."] },
    ]);
    expect(await get("/transfers/user-football-player-transfers/?football_round=0")).toEqual([
      400,
      { football_round: ["Invalid value."] },
    ]);
    expect(await get("/transfers/user-football-player-transfers/?football_round=99999999")).toEqual([
      404,
      { football_round: ["This round does not exist"] },
    ]);
    expect((await call("GET", "/transfers/user-football-player-transfers/", { token: demo, lang: "it" })).body).toEqual(
      { football_round: ["Questo campo è obbligatorio"] },
    );
  });

  it("never renames another user's team, whatever ids the body names", async () => {
    const before = await myTeam();
    for (const path of ["/userteams/user-teams/", "/userteams/user-teams/set-new-team-name/"]) {
      const res = await call("PATCH", path, {
        token: stranger,
        body: { name: "Hijacked", id: before.id, user: demoId, user_team: before.id },
      });
      expect(res.status, path).toBe(404);
    }
    expect(
      (
        await call("PATCH", "/userteams/user-teams/use-wildcard-for-live-round/", {
          token: stranger,
          body: { id: before.id },
        })
      ).status,
    ).toBe(404);
    const after = await myTeam();
    expect(after).toMatchObject({ name: before.name, wildcard_used: false });
  });

  it("answers bad bodies to POST and PATCH /userteams/user-teams/ with 400 naming the fields", async () => {
    const empty = await call("POST", "/userteams/user-teams/", { token: stranger, body: {} });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body).sort()).toEqual(["captain", "football_players", "user_team", "vice_captain"]);
    expect(empty.body.football_players).toEqual(["This field is required"]);
    const wrong = await call("POST", "/userteams/user-teams/", {
      token: stranger,
      body: {
        formation: "x",
        football_players: "y",
        bench_players: [{ football_player: "z", priority: 9 }],
        captain: -1,
        vice_captain: "a",
        user_team: { name: 5 },
      },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body)).toEqual(
      expect.arrayContaining(["formation", "football_players", "captain", "vice_captain", "user_team.name"]),
    );
    expect(Object.keys(wrong.body).some((k) => k.startsWith("bench_players.0"))).toBe(true);
    expect(
      (
        await call("POST", "/userteams/user-teams/", {
          token: stranger,
          raw: "{oops",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);

    const rename = async (body: unknown) => (await call("PATCH", "/userteams/user-teams/", { token: demo, body })).body;
    const before = (await myTeam()).name;
    expect(await rename({})).toEqual({ name: ["Team Name is required"] });
    expect(await rename({ name: "x".repeat(31) })).toEqual({ name: ["Team Name can't be longer than 30 characters"] });
    expect(await rename({ name: "Demo $$$" })).toEqual({
      name: ["Team Name should contain only latin letters or digits"],
    });
    expect(await rename({ name: 42 })).toEqual({ name: [expect.any(String)] });
    expect((await myTeam()).name).toBe(before);
  });
});

describe("changing the team", () => {
  it("renames with the spec's team name rules", async () => {
    expect(
      (await call("PATCH", "/userteams/user-teams/set-new-team-name/", { token: demo, body: { name: "Demo $$$" } }))
        .body,
    ).toEqual({ name: ["Team Name should contain only latin letters or digits"] });
    expect((await call("PATCH", "/userteams/user-teams/set-new-team-name/", { token: demo, body: {} })).body).toEqual({
      name: ["Team Name is required"],
    });
    const ok = await call("PATCH", "/userteams/user-teams/set-new-team-name/", {
      token: demo,
      body: { name: "Demo  Rovers" },
    });
    expect(ok.body).toMatchObject({ name: "Demo Rovers" });
    expect(
      (await call("PATCH", "/userteams/user-teams/set-new-team-name/", { token: stranger, body: { name: "Mine" } }))
        .status,
    ).toBe(404);
  });

  it("swaps captain and vice-captain, and refuses the same player twice", async () => {
    const team = await myTeam();
    const body = (captain: number, vice: number) => lineUpBody(team, captain, vice);
    const swapped = await call("PUT", "/userteams/user-teams/update-live-season-user-team/", {
      token: demo,
      body: body(team.vice_captain, team.captain),
    });
    expect(swapped.status).toBe(200);
    expect(swapped.body).toMatchObject({ captain: team.vice_captain, vice_captain: team.captain });
    // The builder takes the answer as its saved team, instead of reading the team again: the same as the page's read.
    const demoUser = await (await getDb()).user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
    expect(savedTeamFromJson(swapped.body)).toEqual(savedTeamOf(await getTeam({ userId: demoUser.id })));
    const same = await call("PUT", "/userteams/user-teams/update-live-season-user-team/", {
      token: demo,
      body: body(team.captain, team.captain),
    });
    expect(same.status).toBe(400);
    expect(Object.keys(same.body)).toEqual(["football_players"]);
    expect(JSON.stringify(same.body)).toContain("Captain and vice-captain can't be the same");
    // Another user cannot place the demo's players.
    expect(
      (
        await call("PUT", "/userteams/user-teams/update-live-season-user-team/", {
          token: stranger,
          body: body(team.captain, team.vice_captain),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call("PUT", "/userteams/user-teams/update-live-season-user-team/", {
          token: demo,
          body: { captain: "x" },
        })
      ).status,
    ).toBe(400);
  });

  it("makes transfers with a penalty beyond the free one, then plays the Wildcard once", async () => {
    const db = await getDb();
    // One free transfer this round (the demo team may have banked more).
    await db.userTeam.updateMany({ where: { user: { email: DEMO_LOGIN.email } }, data: { freeTransfers: 1 } });
    const team = await myTeam();
    const squadIds = [
      ...team.football_players,
      ...team.bench_players.map((b: { user_football_player: unknown }) => b.user_football_player),
    ].map((e: { football_player: { id: number } }) => e.football_player.id);
    const clubsFull = new Map<number, number>();
    for (const id of squadIds) {
      const p = await db.player.findUniqueOrThrow({ where: { id } });
      clubsFull.set(p.clubId!, (clubsFull.get(p.clubId!) ?? 0) + 1);
    }
    const pick = async (
      entry: { id: number; football_player: { id: number; position: string; current_price: number } },
      exclude: number[],
    ) =>
      db.player.findFirstOrThrow({
        where: {
          position: entry.football_player.position as never,
          id: { notIn: [...squadIds, ...exclude] },
          status: "fit",
          currentPrice: { lte: Math.round(entry.football_player.current_price * 10) },
          clubId: { notIn: [...clubsFull].filter(([, n]) => n >= 2).map(([c]) => c) },
        },
      });
    const [a, b] = [team.football_players[1], team.football_players[2]];
    const inA = await pick(a, []);
    expect(
      (await call("GET", `/transfers/user-football-player-transfers/?football_round=${nextRoundId}`, { token: demo }))
        .body,
    ).toEqual({ count: 0 });
    const first = await call("POST", "/transfers/user-football-player-transfers/", {
      token: demo,
      body: { transfers: [{ football_player_added: inA.id, user_football_player_deleted: a.id }] },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ transfers: 1, transfers_used: 1 });
    const inB = await pick(b, [inA.id]);
    const second = await call("POST", "/transfers/user-football-player-transfers/", {
      token: demo,
      body: { transfers: [{ football_player_added: inB.id, user_football_player_deleted: b.id }] },
    });
    expect(second.body).toMatchObject({ transfers_used: 2 });
    expect(second.body.penalty_points - first.body.penalty_points).toBe(4);
    expect(
      (await call("GET", `/transfers/user-football-player-transfers/?football_round=${nextRoundId}`, { token: demo }))
        .body,
    ).toEqual({ count: 2 });

    expect(
      (await call("POST", "/transfers/user-football-player-transfers/", { token: demo, body: { transfers: [] } })).body,
    ).toEqual({ transfers: ["This field is required"] });
    expect(
      (
        await call("POST", "/transfers/user-football-player-transfers/", {
          token: stranger,
          body: { transfers: [{ football_player_added: inA.id, user_football_player_deleted: a.id }] },
        })
      ).body,
    ).toEqual({ user_football_player_deleted: [expect.any(String)] });

    const wildcard = await call("PATCH", "/userteams/user-teams/use-wildcard-for-live-round/", { token: demo });
    expect(wildcard.status).toBe(200);
    expect(wildcard.body).toMatchObject({
      wildcard_used: true,
      has_unlimited_transfers: true,
      has_unlimited_transfers_reason: "wildcard",
    });
    const again = await call("PATCH", "/userteams/user-teams/use-wildcard-for-live-round/", { token: demo });
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toMatch(/Wildcard has already been used this season|already unlimited/);
  });
});

describe("new teams", () => {
  it("creates a team for a user who has none, once, and renames it", async () => {
    const formations = (await call("GET", "/formations/global-formations/")).body;
    const f433 = formations.find((f: { formation_type: string }) => f.formation_type === "4-3-3");
    const random = (await call("POST", "/userteams/random-team/", { body: { formation: f433.id } })).body;
    const body = {
      formation: f433.id,
      football_players: random.main.map((p: { football_player: { id: number }; position_index: number }) => ({
        football_player: p.football_player.id,
        position_index: p.position_index,
      })),
      bench_players: random.bench.map((p: { football_player: { id: number }; priority: number }) => ({
        football_player: p.football_player.id,
        priority: p.priority,
      })),
      captain: random.captain,
      vice_captain: random.vice_captain,
      user_team: { name: "Newbie FC" },
    };
    expect(
      (
        await call("POST", "/userteams/create-team-for-next-season/", {
          token: stranger,
          body: { ...body, football_players: body.football_players.slice(0, 10) },
        })
      ).status,
    ).toBe(400);
    const created = await call("POST", "/userteams/create-team-for-next-season/", { token: stranger, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Newbie FC", formation: { formation_type: "4-3-3" } });
    expect((await call("POST", "/userteams/user-teams/", { token: stranger, body })).status).toBe(409);
    expect((await call("HEAD", "/userteams/user-teams/check-live-season-user-team/", { token: stranger })).status).toBe(
      200,
    );
    // The body cannot point the rename at someone else's team: the caller's own is renamed.
    const demoTeam = await myTeam();
    const renamed = await call("PATCH", "/userteams/user-teams/", {
      token: stranger,
      body: { name: "Newbie United", id: demoTeam.id, user: demoId },
    });
    expect(renamed.body).toMatchObject({ name: "Newbie United" });
    expect(renamed.body.id).not.toBe(demoTeam.id);
    expect((await myTeam()).name).toBe(demoTeam.name);
  });

  it("builds a random team, and registers a user with it when sign-up is open", async () => {
    const formations = (await call("GET", "/formations/global-formations/")).body;
    const f442 = formations.find((f: { formation_type: string }) => f.formation_type === "4-4-2");
    const random = await call("POST", "/userteams/random-team/", {
      body: { formation: f442.id, football_players_data: [] },
    });
    expect(random.status).toBe(200);
    expect(random.body.main).toHaveLength(11);
    expect(random.body.bench.map((b: { priority: number }) => b.priority)).toEqual([0, 1, 2, 3]);
    expect(random.body.cost).toBeLessThanOrEqual(100);
    expect((await call("POST", "/userteams/random-team/", { body: { formation: 999999 } })).status).toBe(400);
    const all15 = [...random.body.main, ...random.body.bench].map((p: { football_player: { id: number } }) => ({
      football_player_id: p.football_player.id,
    }));
    const fifteen = await call("POST", "/userteams/random-team/", {
      body: { formation: f442.id, football_players_data: all15 },
    });
    expect(fifteen).toMatchObject({ status: 400, body: { football_players_data: [expect.any(String)] } });

    const user = {
      first_name: "Marco",
      last_name: "Neri",
      email: "marco.neri@example.com",
      country: "IT",
      password: "Forza-Inter-1",
      confirm_password: "Forza-Inter-1",
      privacy_policy: true,
    };
    const body = {
      user,
      formation: f442.id,
      football_players: random.body.main.map((p: { football_player: { id: number }; position_index: number }) => ({
        football_player_id: p.football_player.id,
        position_index: p.position_index,
      })),
      bench_players: random.body.bench.map((p: { football_player: { id: number }; priority: number }) => ({
        football_player_id: p.football_player.id,
        priority: p.priority,
      })),
      captain: random.body.captain,
      vice_captain: random.body.vice_captain,
      user_team: { name: "Neri Stars", formation: f442.id },
    };
    expect((await call("POST", "/userteams/user-teams/register/", { body })).body.code).toBe("sign_up_closed");
    const db = await getDb();
    await db.settings.update({ where: { id: 1 }, data: { signUpOpen: true } });
    const badTeam = await call("POST", "/userteams/user-teams/register/", {
      body: { ...body, captain: body.vice_captain },
    });
    expect(badTeam.status).toBe(400);
    expect(Object.keys(badTeam.body)).toEqual(["football_players"]);
    expect(await db.user.findUnique({ where: { email: user.email } })).toBeNull();
    // Form data with JSON values, as the spec's client sends it.
    const form = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)]),
    );
    const res = await call("POST", "/userteams/user-teams/register/", { form });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ email: user.email, is_email_verified: false, team_name: "Neri Stars" });
    expect(res.body.user_team.football_players).toHaveLength(11);
    expect(await mailsTo(user.email)).toHaveLength(1);
    await db.settings.update({ where: { id: 1 }, data: { signUpOpen: false } });
  });
});

describe("the own team read again", () => {
  // The read keeps squads in memory between calls (lib/server/teams/team-view.ts `squadMemory`): every change, by the
  // fan, by an operator or by the round's statements, is in the next answer.
  it("answers with every change since the last read: a line-up, a name, a price, a write by the round", async () => {
    const db = await getDb();
    const before = await myTeam();
    expect(await myTeam()).toEqual(before);

    const lineUp = await call("PUT", "/userteams/user-teams/update-live-season-user-team/", {
      token: demo,
      body: lineUpBody(before, before.vice_captain, before.captain),
    });
    expect(lineUp.status).toBe(200);
    const swapped = await myTeam();
    expect(swapped).toMatchObject({ captain: before.vice_captain, vice_captain: before.captain });
    expect(swapped).toEqual({ ...before, ...lineUp.body, rounds_played: before.rounds_played });

    await call("PATCH", "/userteams/user-teams/set-new-team-name/", { token: demo, body: { name: "Memory Test" } });
    expect((await myTeam()).name).toBe("Memory Test");

    // An operator's price change moves the cache epoch: the card in the squad shows the new price.
    const entry = swapped.football_players[0];
    const player = await db.player.findUniqueOrThrow({ where: { id: entry.football_player.id } });
    await db.player.update({ where: { id: player.id }, data: { currentPrice: player.currentPrice + 5 } });
    const repriced = (await myTeam()).football_players[0];
    expect(repriced.football_player.current_price).toBe((player.currentPrice + 5) / 10);
    await db.player.update({ where: { id: player.id }, data: { currentPrice: player.currentPrice } });

    // A statement that writes the team's row alone (the close's points) renews the row's stamp.
    await db.$executeRaw`UPDATE user_team SET total_points = total_points + 7 WHERE id = ${before.id}`;
    expect((await myTeam()).total_points).toBe(before.total_points + 7);
    await db.$executeRaw`UPDATE user_team SET total_points = total_points - 7 WHERE id = ${before.id}`;
    expect((await myTeam()).total_points).toBe(before.total_points);
  });
});
