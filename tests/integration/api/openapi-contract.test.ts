// The API against its own OpenAPI document, operation by operation: every operation is called signed out and signed
// in, for its success and for each failure the document lists, and every answer is validated against the document by
// ajv (JSON Schema 2020-12, and as a reader that ignores prefixItems reads it) in ./client.ts: a status the operation
// does not list, or a body its schema refuses, fails the call. The last test checks that every documented answer was
// seen at least once.
import { closeSmtp, linkIn, mailsTo } from "./smtp";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEndpoints } from "@/lib/api/endpoints";
import type { Endpoint } from "@/lib/api/handler";
import { isPaginated } from "@/lib/api/openapi";
import { resetRateLimits } from "@/lib/api/rate-limit";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { authSecret } from "@/lib/env";
import { seed } from "@/prisma/seed";
import { type ApiResult, type CallOptions, call } from "./client";
import { answered, document } from "./document";
import { lineUpBody } from "./line-up";
import { demo as demoCalendar } from "@/tests/support/demo-calendar";

const endpoints = allEndpoints();
/** Path parameters of a well-formed request (the wrapper reads a malformed one as a missing object). */
const WELL_FORMED: Record<string, string> = {
  id: "1",
  teamId: "1",
  user: "1",
  code: "NOSUCHCODE",
  hash: "h".repeat(40),
  slug: "terms-of-use",
  countryCode: "IT",
  chip: "bench_boost",
};
const fill = (path: string, values: Record<string, string | number> = WELL_FORMED) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? WELL_FORMED[name]));

let demo: string;
let demoId: number;
let unverified: string;
let newbie: string;
let friend: string;
let friendId: number;
let cookie: string;
let ids: {
  season: number;
  finishedRound: number;
  liveRound: number;
  nextRound: number;
  game: number;
  player: number;
  news: number;
  quad: number;
  seasonLeague: number;
  countryLeague: number;
  roundLeague: number;
};

/** Signs in through the API (outside the sign-in limit) and answers the access token. */
async function signIn(email: string, password: string = DEMO_LOGIN.password) {
  await resetRateLimits();
  return (await call("POST", "/users/token/", { body: { email, password } })).body.access as string;
}

/** A call that must answer `status` (its body is checked against the document by `call`). */
async function expectAnswer(status: number, method: string, url: string, options: CallOptions = {}) {
  const res: ApiResult = await call(method, url, options);
  expect(res.status, `${method} ${url} → ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(status);
  return res;
}

beforeAll(async () => {
  const db = await getDb();
  await seed(db);
  const demoUser = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
  demoId = demoUser.id;
  const user = (email: string, isEmailVerified = true) =>
    db.user.create({
      data: {
        email,
        passwordHash: demoUser.passwordHash,
        firstName: "Contract",
        lastName: "Tester",
        countryCode: "IT",
        isEmailVerified,
      },
    });
  await user("contract.unverified@example.com", false);
  await user("contract.newbie@example.com");
  const other = await db.user.findFirstOrThrow({
    where: { id: { not: demoId }, isEmailVerified: true, teams: { some: { season: { status: "live" } } } },
    orderBy: { id: "asc" },
  });
  await db.user.update({ where: { id: other.id }, data: { passwordHash: demoUser.passwordHash } });
  friendId = other.id;
  demo = await signIn(DEMO_LOGIN.email);
  unverified = await signIn("contract.unverified@example.com");
  newbie = await signIn("contract.newbie@example.com");
  friend = await signIn(other.email);
  cookie = `next-auth.session-token=${await encode({ token: { sub: String(demoId), email: demoUser.email }, secret: authSecret })}`;

  const live = await db.season.findFirstOrThrow({ where: { status: "live" } });
  const round = (status: "finished" | "live" | "scheduled", order: "asc" | "desc") =>
    db.round.findFirstOrThrow({ where: { seasonId: live.id, status }, orderBy: { number: order } });
  const finishedRound = await round("finished", "desc");
  const league = (where: object) => db.league.findFirstOrThrow({ where: { seasonId: live.id, ...where } });
  ids = {
    season: live.id,
    finishedRound: finishedRound.id,
    liveRound: (await round("live", "asc")).id,
    nextRound: (await round("scheduled", "asc")).id,
    game: (await db.game.findFirstOrThrow({ where: { roundId: finishedRound.id, status: "finished" } })).id,
    player: (await db.player.findFirstOrThrow({ where: { clubId: { not: null } }, orderBy: { id: "asc" } })).id,
    news: (await db.news.findFirstOrThrow({ orderBy: { id: "asc" } })).id,
    quad: (await league({ kind: "quad" })).id,
    seasonLeague: (await league({ kind: "season" })).id,
    countryLeague: (await league({ kind: "country", countryCode: "IT" })).id,
    roundLeague: (await league({ kind: "round", roundId: finishedRound.id })).id,
  };
}, 300_000);
afterAll(closeSmtp);

describe("every operation's refusals the wrapper decides", () => {
  const withToken = (e: Endpoint) => (e.auth === "public" ? undefined : e.auth === "user" ? unverified : demo);

  it("answers 400 to a NUL byte in the query, on every operation", async () => {
    for (const e of endpoints) {
      await resetRateLimits();
      await expectAnswer(400, e.method, `${fill(e.path)}?x=%00`, { token: withToken(e) });
    }
  });

  it("answers 401 to a bad token, and 401 or 403 to callers the operation does not serve", async () => {
    for (const e of endpoints.filter((x) => x.auth !== "public")) {
      await expectAnswer(401, e.method, fill(e.path), { token: "not.a.token" });
      if (e.auth !== "optional") await expectAnswer(401, e.method, fill(e.path));
      if (e.auth === "verified") await expectAnswer(403, e.method, fill(e.path), { token: unverified });
    }
  });

  it("refuses cross-site writes (403) and bodies that are not JSON (415) where the session cookie authenticates", async () => {
    const evil = { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    for (const e of endpoints.filter((x) => x.auth !== "public" && x.method !== "GET" && x.method !== "HEAD")) {
      await resetRateLimits();
      await expectAnswer(403, e.method, fill(e.path), { headers: evil, body: {} });
      if (e.body)
        await expectAnswer(415, e.method, fill(e.path), {
          headers: { cookie, "content-type": "text/plain" },
          raw: "a",
        });
    }
  });

  it("answers 404 to a malformed path parameter and to a page past the end", async () => {
    for (const e of endpoints.filter((x) => x.params))
      await expectAnswer(404, e.method, e.path.replace(/\{\w+\}/g, "0"), { token: withToken(e) });
    for (const e of endpoints.filter(isPaginated))
      await expectAnswer(404, e.method, `${fill(e.path, { id: ids.seasonLeague })}?page=999999`, {
        token: withToken(e),
      });
  });

  it("answers 429 with Retry-After past each rate limit", async () => {
    for (const [i, e] of endpoints.filter((x) => x.rateLimit).entries()) {
      const headers = { "x-forwarded-for": `10.28.0.${i + 1}` };
      for (let n = 0; n < e.rateLimit!.limit; n++)
        await call(e.method, fill(e.path), { headers, body: {}, token: withToken(e) });
      const res = await expectAnswer(429, e.method, fill(e.path), { headers, body: {}, token: withToken(e) });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    await resetRateLimits();
  });
});

describe("the public reads", () => {
  it("answer each operation's body, and its refusals", async () => {
    const reads = [
      "/footballteams/football-clubs/",
      "/footballteams/fixture-difficulty/?rounds=8&ordering=attack",
      "/footballteams/football-players/?ordering=-season_score&page_size=50",
      `/footballteams/football-players/${ids.player}/?ordering=-match_datetime`,
      "/footballteams/expected-points/?ordering=-expected_points_5&page_size=50",
      "/formations/global-formations/",
      "/health/",
      "/leagues/seasons/?status=live",
      "/news/news/",
      `/news/news/${ids.news}/`,
      "/news/counters/",
      "/rounds/football-rounds/?status=finished",
      `/rounds/round-games/?round_id=${ids.liveRound}`,
      "/rounds/round-games/closest_scheduled_round_games/",
      `/rounds/round-games/${ids.game}/`,
      `/rounds/football-player-fixtures/?player_id=${ids.player}`,
      `/rounds/football-player-season-results-list/?player_id=${ids.player}`,
      `/rounds/football-player-round-results/?round_game_id=${ids.game}`,
      `/rounds/football-player-round-results-list/?player_id=${ids.player}`,
      "/rounds/football-player-point-actions/action-types/autocomplete/?q=goal",
      `/dreamteams/round-dream-teams/?round_id=${ids.finishedRound}`,
      "/dreamteams/season-dream-teams/",
      "/rules/prizes/?winner_type=2",
      "/rules/rules-section/",
      "/rules/rules-item/",
      "/rules/faq/",
      "/settings/",
      "/users/countries/",
      "/users/countries/autocomplete/?q=ital",
      "/users/terms/privacy-policy/",
      "/schema/",
      "/docs/",
    ];
    for (const url of reads) await expectAnswer(200, "GET", url, { lang: "it" });
    // Ready once a job worker has been seen in the last minute (worker_heartbeat): not before, not long after.
    const heartbeats = (await getDb()).workerHeartbeat;
    const ready = async (seenAt: Date | null) => {
      await heartbeats.deleteMany();
      if (seenAt) await heartbeats.create({ data: { id: "contract:1", startedAt: seenAt, seenAt } });
      return (await call("GET", "/health/ready/")).body;
    };
    expect(await ready(null)).toEqual({ status: "not_ready", database: "ok", pending_migrations: [], workers: 0 });
    await expectAnswer(503, "GET", "/health/ready/");
    expect(await ready(new Date(Date.now() - 120_000))).toMatchObject({ status: "not_ready", workers: 0 });
    expect(await ready(new Date())).toEqual({ status: "ready", database: "ok", pending_migrations: [], workers: 1 });
    await expectAnswer(200, "GET", "/health/ready/");
    const missing = 99_999_999;
    for (const url of [
      `/rounds/football-player-fixtures/?player_id=${missing}`,
      `/rounds/football-player-season-results-list/?player_id=${missing}`,
      `/rounds/football-player-round-results/?round_game_id=${missing}`,
      `/rounds/football-player-round-results-list/?player_id=${missing}`,
      `/dreamteams/round-dream-teams/?round_id=${ids.nextRound}`,
      `/dreamteams/season-dream-teams/?season_id=${missing}`,
    ])
      await expectAnswer(404, "GET", url);
    const db = await getDb();
    await db.prize.deleteMany({ where: { winnerType: 1 } });
    await expectAnswer(404, "GET", "/rules/prizes/?winner_type=1");
  });
});

describe("tokens and the account", () => {
  it("signs in, refreshes and verifies, and refuses bad credentials and tokens with 401", async () => {
    const pair = await expectAnswer(200, "POST", "/users/token/", { body: DEMO_LOGIN });
    await expectAnswer(401, "POST", "/users/token/", { body: { ...DEMO_LOGIN, password: "Wrong-pass-1" } });
    await expectAnswer(200, "POST", "/users/token/refresh/", { body: { refresh: pair.body.refresh } });
    await expectAnswer(401, "POST", "/users/token/refresh/", { body: { refresh: pair.body.refresh } });
    await expectAnswer(200, "POST", "/users/token/verify/", { body: { token: pair.body.access } });
    await expectAnswer(401, "POST", "/users/token/verify/", { body: { token: "a.b.c" } });
  });

  it("registers while sign-up is open (403 while closed), verifies the e-mail and resets the password", async () => {
    const db = await getDb();
    const registration = {
      first_name: "Nuova",
      last_name: "Utente",
      email: "contract.registered@example.com",
      country: "IT",
      password: "Forza-Roma-2",
      confirm_password: "Forza-Roma-2",
      privacy_policy: true,
    };
    await expectAnswer(403, "POST", "/users/", { body: registration });
    await db.settings.update({ where: { id: 1 }, data: { signUpOpen: true } });
    const created = await expectAnswer(201, "POST", "/users/", { body: registration });
    await expectAnswer(400, "POST", "/users/", { body: registration });
    await db.settings.update({ where: { id: 1 }, data: { signUpOpen: false } });
    const token = await signIn(registration.email, registration.password);
    await expectAnswer(200, "GET", "/users/me/", { token });
    await expectAnswer(200, "POST", "/users/send-verification-email/", { token });
    const activation = linkIn((await mailsTo(registration.email)).at(-1)!);
    const hash = activation.searchParams.get("hash")!;
    await expectAnswer(200, "POST", `/users/verify-email-account/${hash}/`);
    await expectAnswer(400, "POST", `/users/verify-email-account/${hash}/`);
    await expectAnswer(400, "POST", "/users/send-verification-email/", { token });

    await expectAnswer(200, "POST", "/users/password/reset/", { body: { email: registration.email } });
    const reset = linkIn((await mailsTo(registration.email)).at(-1)!);
    const confirm = {
      uid: reset.searchParams.get("uid"),
      token: reset.searchParams.get("token"),
      new_password1: "Forza-Lazio-3",
      new_password2: "Forza-Lazio-3",
    };
    await expectAnswer(200, "POST", "/users/password/reset/confirm/", { body: confirm });
    await expectAnswer(400, "POST", "/users/password/reset/confirm/", { body: confirm });
    expect(created.body.email).toBe(registration.email);
  });

  it("edits the profile, changes the password and deletes the account", async () => {
    await expectAnswer(200, "PATCH", "/users/me/", { token: demo, body: { first_name: "Demetrio" } });
    await expectAnswer(404, "PATCH", "/users/me/", { token: newbie, body: { team_name: "Newbie Rovers" } });
    const db = await getDb();
    const demoUser = await db.user.findUniqueOrThrow({ where: { id: demoId } });
    await db.user.create({
      data: {
        email: "contract.leaving@example.com",
        passwordHash: demoUser.passwordHash,
        firstName: "Leaving",
        lastName: "Soon",
        countryCode: "IT",
        isEmailVerified: true,
      },
    });
    const token = await signIn("contract.leaving@example.com");
    const change = { old_password: DEMO_LOGIN.password, password: "Forza-Lazio-3", confirm_password: "Forza-Lazio-3" };
    await expectAnswer(400, "POST", "/users/me/change-password/", { token, body: { ...change, old_password: "x" } });
    await expectAnswer(200, "POST", "/users/me/change-password/", { token, body: change });
    const again = await signIn("contract.leaving@example.com", "Forza-Lazio-3");
    await expectAnswer(204, "DELETE", "/users/me/", { token: again });
  });
});

describe("teams", () => {
  /** A valid new team's body, built around a random team. */
  async function newTeamBody(name: string) {
    const formations = (await call("GET", "/formations/global-formations/")).body;
    const random = (
      await expectAnswer(200, "POST", "/userteams/random-team/", { body: { formation: formations[0].id } })
    ).body;
    return {
      formation: formations[0].id,
      football_players: random.main.map((p: { football_player: { id: number }; position_index: number }) => ({
        football_player_id: p.football_player.id,
        position_index: p.position_index,
      })),
      bench_players: random.bench.map((p: { football_player: { id: number }; priority: number }) => ({
        football_player_id: p.football_player.id,
        priority: p.priority,
      })),
      captain: random.captain,
      vice_captain: random.vice_captain,
      user_team: { name, formation: formations[0].id },
    };
  }

  it("answers a user without a team with 404, then creates one for the live season", async () => {
    for (const [method, url, body] of [
      ["GET", "/userteams/user-football-players/"],
      ["GET", "/userteams/user-team-benches/"],
      ["PATCH", "/userteams/user-teams/", { name: "Nothing" }],
      ["PATCH", "/userteams/user-teams/set-new-team-name/", { name: "Nothing" }],
      ["PATCH", "/userteams/user-teams/use-wildcard-for-live-round/"],
      ["GET", "/userteams/user-teams/chips/"],
      ["POST", "/userteams/user-teams/chips/", { chip: "bench_boost" }],
      ["HEAD", "/userteams/user-teams/check-live-season-user-team/"],
      ["HEAD", "/userteams/user-teams/check-user-team-played-this-season/"],
      ["GET", "/userteams/user-teams/check-user-played-any-round/"],
      ["POST", "/leagues/private-leagues/", { name: "No Team", starts_from_round: 38 }],
      [
        "PUT",
        "/userteams/user-teams/update-live-season-user-team/",
        { captain: 1, vice_captain: 2, user_team: { formation_id: 1 }, user_football_players: [] },
      ],
    ] as const)
      await expectAnswer(404, method, url, { token: newbie, body });
    await expectAnswer(200, "GET", "/userteams/user-teams/", { token: newbie });
    await expectAnswer(201, "POST", "/userteams/user-teams/", {
      token: newbie,
      body: await newTeamBody("Newbie Rovers"),
    });
    await expectAnswer(409, "POST", "/userteams/user-teams/", { token: newbie, body: await newTeamBody("Twice") });
    // No random team fits a budget of one million.
    const db = await getDb();
    const { budgetLimit } = await db.settings.findUniqueOrThrow({ where: { id: 1 } });
    await db.settings.update({ where: { id: 1 }, data: { budgetLimit: 10 } });
    try {
      await expectAnswer(409, "POST", "/userteams/random-team/", { body: { formation: 1 } });
    } finally {
      await db.settings.update({ where: { id: 1 }, data: { budgetLimit } });
    }
  });

  it("reads, renames and lines up the demo's team, plays the Wildcard once and makes a transfer", async () => {
    for (const url of [
      "/userteams/user-teams/?season_status=live",
      "/userteams/user-football-players/",
      "/userteams/user-team-benches/",
      "/userteams/user-teams/check-user-played-any-round/",
      `/userteams/user-team-for-round/?football_round=${ids.finishedRound}&user=${friendId}`,
      `/userteams/user-team-season-statistic/${friendId}/`,
      `/transfers/user-football-player-transfers/?football_round=${ids.nextRound}`,
    ])
      await expectAnswer(200, "GET", url, { token: demo });
    for (const url of ["check-live-season-user-team/", "check-user-team-played-this-season/"])
      await expectAnswer(200, "HEAD", `/userteams/user-teams/${url}`, { token: demo });
    await expectAnswer(404, "GET", "/userteams/user-team-for-round/?football_round=99999999", { token: demo });
    await expectAnswer(403, "GET", `/userteams/user-team-for-round/?football_round=${ids.nextRound}&user=${friendId}`, {
      token: demo,
    });
    await expectAnswer(404, "GET", "/transfers/user-football-player-transfers/?football_round=99999999", {
      token: demo,
    });
    await expectAnswer(200, "PATCH", "/userteams/user-teams/", { token: demo, body: { name: "Demo United" } });
    await expectAnswer(200, "PATCH", "/userteams/user-teams/set-new-team-name/", {
      token: demo,
      body: { name: "Demo United" },
    });
    await expectAnswer(400, "PATCH", "/userteams/user-teams/set-new-team-name/", { token: demo, body: { name: "" } });

    const team = (await call("GET", "/userteams/user-teams/?season_status=live", { token: demo })).body[0];
    const lineUp = lineUpBody(team);
    await expectAnswer(200, "PUT", "/userteams/user-teams/update-live-season-user-team/", {
      token: demo,
      body: lineUp,
    });

    // A chip played and cancelled, one a round.
    const chips = "/userteams/user-teams/chips/";
    expect((await expectAnswer(200, "GET", chips, { token: demo })).body.chips).toHaveLength(8);
    await expectAnswer(201, "POST", chips, { token: demo, body: { chip: "bench_boost" } });
    await expectAnswer(409, "POST", chips, { token: demo, body: { chip: "triple_captain" } });
    await expectAnswer(200, "DELETE", `${chips}bench_boost/`, { token: demo });
    await expectAnswer(409, "DELETE", `${chips}bench_boost/`, { token: demo });

    await expectAnswer(200, "PATCH", "/userteams/user-teams/use-wildcard-for-live-round/", { token: demo });
    await expectAnswer(409, "PATCH", "/userteams/user-teams/use-wildcard-for-live-round/", { token: demo });

    const db = await getDb();
    const out = team.football_players[1];
    const owned = lineUp.user_football_players.map((e) => e.football_player);
    const incoming = await db.player.findFirstOrThrow({
      where: {
        position: out.football_player.position,
        id: { notIn: owned },
        status: "fit",
        currentPrice: { lte: Math.round(out.football_player.current_price * 10) },
        clubId: out.football_player.football_club.id,
      },
    });
    await expectAnswer(201, "POST", "/transfers/user-football-player-transfers/", {
      token: demo,
      body: { transfers: [{ football_player_added: incoming.id, user_football_player_deleted: out.id }] },
    });
  });

  it("creates a team for a season open for registration, once", async () => {
    await expectAnswer(409, "POST", "/userteams/create-team-for-next-season/", {
      token: demo,
      body: await newTeamBody("Demo Next"),
    });
    const db = await getDb();
    await db.season.create({
      data: {
        name: demoCalendar.seasonName("2027-08-20"),
        status: "open_for_registration",
        startsOn: demoCalendar.at("2027-08-20"),
        endsOn: demoCalendar.at("2028-05-28"),
      },
    });
    await expectAnswer(201, "POST", "/userteams/create-team-for-next-season/", {
      token: demo,
      body: await newTeamBody("Demo Next"),
    });
  });

  it("registers with a team while sign-up is open, and refuses changes past the deadline with 409", async () => {
    const db = await getDb();
    const body = {
      ...(await newTeamBody("Fresh Start")),
      user: {
        first_name: "Fresca",
        last_name: "Partenza",
        email: "contract.team@example.com",
        country: "IT",
        password: "Forza-Roma-2",
        confirm_password: "Forza-Roma-2",
        privacy_policy: true,
      },
    };
    await expectAnswer(403, "POST", "/userteams/user-teams/register/", { body });
    await db.settings.update({ where: { id: 1 }, data: { signUpOpen: true } });

    const next = await db.round.findUniqueOrThrow({ where: { id: ids.nextRound } });
    const scheduled = await db.round.findMany({ where: { seasonId: next.seasonId, status: "scheduled" } });
    const past = new Date(Date.now() - 60_000);
    try {
      await expectAnswer(201, "POST", "/userteams/user-teams/register/", { body });
      // Past the next round's deadline, before its lock: a new fan still joins (from the round after); a change waits.
      await db.round.update({ where: { id: next.id }, data: { deadline: past } });
      const late = { ...body, user: { ...body.user, email: "contract.late@example.com" } };
      await expectAnswer(201, "POST", "/userteams/user-teams/register/", { body: late });
      const team = (await call("GET", "/userteams/user-teams/?season_status=live", { token: friend })).body[0];
      const player = team.football_players[0];
      await expectAnswer(409, "POST", "/transfers/user-football-player-transfers/", {
        token: friend,
        body: { transfers: [{ football_player_added: ids.player, user_football_player_deleted: player.id }] },
      });
      await expectAnswer(409, "PUT", "/userteams/user-teams/update-live-season-user-team/", {
        token: friend,
        body: {
          captain: team.captain,
          vice_captain: team.vice_captain,
          user_team: { formation_id: team.formation.id },
          user_football_players: [],
        },
      });
      // Every round past its deadline: nobody can join any more.
      await db.round.updateMany({ where: { id: { in: scheduled.map((r) => r.id) } }, data: { deadline: past } });
      const last = { ...body, user: { ...body.user, email: "contract.last@example.com" } };
      await expectAnswer(409, "POST", "/userteams/user-teams/register/", { body: last });
    } finally {
      for (const r of scheduled) await db.round.update({ where: { id: r.id }, data: { deadline: r.deadline } });
      await db.settings.update({ where: { id: 1 }, data: { signUpOpen: false } });
    }
  });
});

describe("leagues", () => {
  it("reads every league kind's info, members and own page, and the round statistic", async () => {
    const quad = await expectAnswer(200, "GET", `/leagues/quad-leagues/${ids.season}/`, { token: demo });
    // A quad's rounds ([first, last]) are the tuple the document once declared with `items: false`: the answers
    // validated (both readings, ./document.ts) must carry them, not an empty list or a null.
    const rounds = [expect.any(Number), expect.any(Number)];
    for (const q of quad.body) expect(q.rounds, `quad ${q.id}`).toEqual(rounds);
    const info = await expectAnswer(200, "GET", `/leagues/quad-league/info/${quad.body[0].id}/`, { token: demo });
    expect(info.body.rounds).toEqual(quad.body[0].rounds);
    const urls = [
      `/leagues/season-league/info/${ids.season}/`,
      `/leagues/season-league/${ids.seasonLeague}/`,
      `/leagues/season-league/find-own/${ids.seasonLeague}/`,
      `/leagues/country-league/info/${ids.season}/league/IT/`,
      `/leagues/country-league/${ids.countryLeague}/`,
      `/leagues/country-league/find-own/${ids.countryLeague}/`,
      `/leagues/round-league/info/${ids.finishedRound}/`,
      `/leagues/round-league/${ids.roundLeague}/`,
      `/leagues/round-league/find-own/${ids.roundLeague}/`,
      `/leagues/round-league/statistic/${ids.finishedRound}/?user_id=${friendId}`,
      `/leagues/round-league-statistic/?round_id=${ids.finishedRound}`,
      `/leagues/quad-league/${ids.quad}/`,
      `/leagues/quad-league/find-own/${ids.quad}/`,
    ];
    for (const url of urls) await expectAnswer(200, "GET", url, { token: demo });
    await expectAnswer(404, "GET", "/leagues/round-league-statistic/?round_id=99999999", { token: demo });
  });

  it("creates, joins, manages, leaves and deletes private leagues", async () => {
    // A private league counts from a round that has not started.
    const live = await getDb().then((db) => db.round.findUniqueOrThrow({ where: { id: ids.liveRound } }));
    const created = await expectAnswer(201, "POST", "/leagues/private-leagues/", {
      token: demo,
      body: { name: "Contract League", starts_from_round: live.number + 1 },
    });
    const { id, join_code: code } = created.body;
    await expectAnswer(200, "GET", "/leagues/private-leagues/", { token: demo });
    await expectAnswer(200, "POST", `/leagues/private-leagues/join/${code}/`, { token: friend });
    await expectAnswer(409, "POST", `/leagues/private-leagues/join/${code}/`, { token: friend });
    await expectAnswer(409, "POST", "/leagues/private-leagues/join/", { token: friend, body: { join_code: code } });
    await expectAnswer(404, "POST", "/leagues/private-leagues/join/", {
      token: friend,
      body: { join_code: "NOSUCHCODE" },
    });
    for (const url of [`info/${id}/`, `${id}/`, `find-own/${id}/`])
      await expectAnswer(200, "GET", `/leagues/private-leagues/${url}`, { token: friend });
    await expectAnswer(200, "GET", `/leagues/private-leagues/find-team/?privateleague_id=${id}&userteam_name=a`, {
      token: demo,
    });
    await expectAnswer(403, "GET", `/leagues/private-leagues/find-team/?privateleague_id=${id}&userteam_name=a`, {
      token: friend,
    });
    await expectAnswer(404, "GET", "/leagues/private-leagues/find-team/?privateleague_id=99999999&userteam_name=a", {
      token: demo,
    });
    await expectAnswer(200, "PATCH", `/leagues/private-leagues/manage/${id}/`, {
      token: demo,
      body: { name: "Contract Cup", entries_closed: false },
    });
    await expectAnswer(403, "PATCH", `/leagues/private-leagues/manage/${id}/`, {
      token: friend,
      body: { name: "Mine" },
    });
    await expectAnswer(403, "DELETE", `/leagues/private-leagues/${id}/`, { token: demo });
    const friendTeam = (await call("GET", "/userteams/user-teams/?season_status=live", { token: friend })).body[0];
    const demoTeam = (await call("GET", "/userteams/user-teams/?season_status=live", { token: demo })).body[0];
    await expectAnswer(403, "DELETE", `/leagues/private-leagues/manage/${id}/teams/${demoTeam.id}/`, { token: demo });
    await expectAnswer(403, "DELETE", `/leagues/private-leagues/manage/${id}/teams/${friendTeam.id}/`, {
      token: friend,
    });
    await expectAnswer(204, "DELETE", `/leagues/private-leagues/manage/${id}/teams/${friendTeam.id}/`, { token: demo });
    await expectAnswer(404, "DELETE", `/leagues/private-leagues/manage/${id}/teams/${friendTeam.id}/`, { token: demo });
    await expectAnswer(200, "POST", "/leagues/private-leagues/join/", { token: friend, body: { join_code: code } });
    await expectAnswer(403, "DELETE", `/leagues/private-leagues/manage/${id}/`, { token: friend });
    await expectAnswer(204, "DELETE", `/leagues/private-leagues/${id}/`, { token: friend });
    await expectAnswer(404, "DELETE", `/leagues/private-leagues/${id}/`, { token: friend });
    await expectAnswer(204, "DELETE", `/leagues/private-leagues/manage/${id}/`, { token: demo });
    await headToHeadCalls();
    await expectAnswer(201, "POST", "/contact-us/", {
      body: {
        subject: "bug",
        text: "The contract test says hello.",
        first_name: "Con",
        last_name: "Tract",
        email: "c@example.com",
      },
    });
  });
});

/** A head-to-head league's matches and table, and the removal its start refuses. */
async function headToHeadCalls() {
  const db = await getDb();
  const next = await db.round.findUniqueOrThrow({ where: { id: ids.nextRound } });
  const created = await expectAnswer(201, "POST", "/leagues/private-leagues/", {
    token: demo,
    body: { name: "Contract Derby", starts_from_round: next.number, format: "head_to_head", scoring: "goals" },
  });
  const { id, join_code: code } = created.body;
  await expectAnswer(200, "POST", `/leagues/private-leagues/join/${code}/`, { token: friend });
  await expectAnswer(200, "GET", `/leagues/private-leagues/${id}/head-to-head/matches/`, { token: friend });
  await expectAnswer(200, "GET", `/leagues/private-leagues/${id}/head-to-head/table/`, { token: friend });
  await expectAnswer(404, "GET", `/leagues/private-leagues/${id}/head-to-head/matches/?round=1`, { token: friend });
  const friendTeam = (await call("GET", "/userteams/user-teams/?season_status=live", { token: friend })).body[0];
  // The first round's deadline passed: the league has started.
  await db.round.update({ where: { id: next.id }, data: { deadline: new Date(Date.now() - 60_000) } });
  try {
    await expectAnswer(409, "DELETE", `/leagues/private-leagues/manage/${id}/teams/${friendTeam.id}/`, { token: demo });
  } finally {
    await db.round.update({ where: { id: next.id }, data: { deadline: next.deadline } });
  }
  await expectAnswer(204, "DELETE", `/leagues/private-leagues/manage/${id}/`, { token: demo });
}

describe("the planner", () => {
  it("saves, reads, replaces, applies and deletes a plan, and refuses what it must", async () => {
    const db = await getDb();
    const next = await db.round.findUniqueOrThrow({ where: { id: ids.nextRound } });
    const planless = await db.user.create({
      data: {
        email: "planless@example.com",
        passwordHash: (await db.user.findUniqueOrThrow({ where: { id: demoId } })).passwordHash,
        firstName: "Plan",
        lastName: "Less",
        isEmailVerified: true,
      },
    });
    const noTeam = await signIn(planless.email);
    await expectAnswer(404, "GET", "/planner/plans/", { token: noTeam });
    const keep = { name: "Keep", rounds: [{ round: next.number, transfers: [] }] };
    await expectAnswer(404, "POST", "/planner/plans/", { token: noTeam, body: keep });

    const listed = await expectAnswer(200, "GET", "/planner/plans/", { token: demo });
    expect(listed.body.rounds[0].number).toBe(next.number);
    const created = await expectAnswer(201, "POST", "/planner/plans/", { token: demo, body: keep });
    await expectAnswer(400, "POST", "/planner/plans/", { token: demo, body: keep });
    await expectAnswer(400, "POST", "/planner/plans/", {
      token: demo,
      body: { name: "Past", rounds: [{ round: next.number - 1, transfers: [] }] },
    });
    const id = created.body.id as number;
    await expectAnswer(200, "GET", `/planner/plans/${id}/`, { token: demo });
    await expectAnswer(404, "GET", `/planner/plans/${id}/`, { token: friend });
    await expectAnswer(404, "PUT", `/planner/plans/${id}/`, { token: friend, body: keep });
    await expectAnswer(404, "POST", `/planner/plans/${id}/apply/`, { token: friend });
    await expectAnswer(404, "DELETE", `/planner/plans/${id}/`, { token: friend });
    const broken = { name: "Broken", rounds: [{ round: next.number, transfers: [{ out: 999_999, in: ids.player }] }] };
    const replaced = await expectAnswer(200, "PUT", `/planner/plans/${id}/`, { token: demo, body: broken });
    expect(replaced.body.played.rounds[0].problems[0].code).toBe("outNotInTeam");
    await expectAnswer(400, "PUT", `/planner/plans/${id}/`, {
      token: demo,
      body: { name: "Twice", rounds: [keep.rounds[0], keep.rounds[0]] },
    });
    await expectAnswer(400, "POST", `/planner/plans/${id}/apply/`, { token: demo });
    await expectAnswer(200, "PUT", `/planner/plans/${id}/`, { token: demo, body: keep });
    await db.round.update({ where: { id: next.id }, data: { deadline: new Date(Date.now() - 60_000) } });
    try {
      await expectAnswer(409, "POST", `/planner/plans/${id}/apply/`, { token: demo });
    } finally {
      await db.round.update({ where: { id: next.id }, data: { deadline: next.deadline } });
    }
    await expectAnswer(200, "POST", `/planner/plans/${id}/apply/`, { token: demo });
    await expectAnswer(204, "DELETE", `/planner/plans/${id}/`, { token: demo });
  });
});

describe("coverage", () => {
  it("saw every documented answer of every operation at least once", () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { responses: object }>).flatMap(([method, op]) =>
        Object.keys(op.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(documented.length).toBeGreaterThan(300);
    expect(documented.filter((answer) => !answered.has(answer))).toEqual([]);
  });
});
