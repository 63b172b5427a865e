// The answers a client written from docs/product.md and from DRF's documented behaviour expects,
// each asked the way that client asked it.
import fs from "node:fs/promises";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db";
import { DEMO_LOGIN } from "@/lib/demo";
import { seed } from "@/prisma/seed";
import { call } from "./client";
import { deliverMailSettled } from "@/lib/server/mail/deliver-mail";

// A development server without APP_URL, started with `npm run dev -- -p 3999` (Next records the
// port it listens on in PORT); no SMTP_URL, so mails are filed and their links logged.
vi.hoisted(() => {
  delete process.env.APP_URL;
  delete process.env.SMTP_URL;
  process.env.PORT = "3999";
});

const signIn = async (email: string, password = DEMO_LOGIN.password) =>
  (await call("POST", "/users/token/", { body: { email, password } })).body.access as string;

beforeAll(async () => {
  await seed(await getDb());
}, 300_000);

describe("dates", () => {
  let restore: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  it("spells the round list's 'DD MMM' deadline as the pages do: Sep, not Sept", async () => {
    const db = await getDb();
    const round = await db.round.findFirstOrThrow({ where: { season: { status: "live" }, number: 1 } });
    // 16:45 UTC on 11 September is 18:45 in Rome.
    await db.round.update({ where: { id: round.id }, data: { deadline: new Date("2026-09-11T16:45:00Z") } });
    restore = () => db.round.update({ where: { id: round.id }, data: { deadline: round.deadline } });
    const row = (lang: string) =>
      call("GET", "/rounds/football-rounds/", { lang }).then(
        (r) => r.body.results.find((x: { id: number }) => x.id === round.id).userteam_deadline_without_year,
      );
    expect(await row("en")).toBe("11 Sep | 18:45");
    expect(await row("it")).toBe("11 set | 18:45");
  });
});

describe("links in e-mails", () => {
  /** The links the filed mails logged while `action` ran (the files are removed). */
  async function mailedLinks(action: () => Promise<unknown>): Promise<string[]> {
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      await action();
      // The mail leaves after the answer, from the outbox (lib/server/mail/deliver-mail.ts).
      await deliverMailSettled();
      const lines = log.mock.calls.flat().join("\n");
      for (const file of lines.match(/written to (\S+\.eml)/g) ?? []) await fs.rm(file.slice("written to ".length));
      return [...lines.matchAll(/link: (\S+)/g)].map((m) => m[1]!);
    } finally {
      log.mockRestore();
    }
  }

  it("point at the address the app is served on when APP_URL is unset", async () => {
    const db = await getDb();
    const demo = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
    const unverified = await db.user.create({
      data: {
        email: "mail.links@example.com",
        firstName: "Marta",
        lastName: "Neri",
        countryCode: "IT",
        passwordHash: demo.passwordHash,
        isEmailVerified: false,
      },
    });
    const token = await signIn(unverified.email);
    const verification = await mailedLinks(async () => {
      expect((await call("POST", "/users/send-verification-email/", { token })).status).toBe(200);
    });
    expect(verification).toEqual([expect.stringMatching(/^http:\/\/localhost:3999\/auth\/sign-up\/success\?hash=/)]);
    const reset = await mailedLinks(async () => {
      const res = await call("POST", "/users/password/reset/", { body: { email: DEMO_LOGIN.email }, lang: "it" });
      expect(res.status).toBe(200);
    });
    expect(reset).toEqual([expect.stringMatching(/^http:\/\/localhost:3999\/it\/auth\/new-password\/\?uid=/)]);
  });
});

describe("pagination edges, as DRF's PageNumberPagination answers them", () => {
  const invalidPage = { status: 404, body: { detail: "Invalid page." } };

  it("clamps a page size above the maximum and reads an unreadable one as the default", async () => {
    const players = await call("GET", "/footballteams/football-players/?page_size=500");
    expect(players.status).toBe(200);
    expect(players.body.results).toHaveLength(100);
    expect(players.body.next).toBe("http://localhost:3000/api/v0/footballteams/football-players/?page_size=500&page=2");
    for (const size of ["abc", "0", "-5", "1.5"])
      expect((await call("GET", `/footballteams/football-players/?page_size=${size}`)).body.results).toHaveLength(30);
    const news = await call("GET", "/news/news/?page_size=101");
    expect(news.status).toBe(200);
    expect(news.body.results).toHaveLength(Math.min(100, news.body.count));
  });

  it("answers a page that is not a number, below 1 or past the end with 404 Invalid page.", async () => {
    const token = await signIn(DEMO_LOGIN.email);
    const db = await getDb();
    const seasonLeague = await db.league.findFirstOrThrow({ where: { kind: "season", season: { status: "live" } } });
    const lists = ["/footballteams/football-players/", "/news/news/", `/leagues/season-league/${seasonLeague.id}/`];
    for (const list of lists)
      for (const page of ["abc", "0", "-1", "2.5", "99999", "9".repeat(40)])
        expect(await call("GET", `${list}?page=${page}`, { token }), `${list}?page=${page}`).toMatchObject(invalidPage);
    expect((await call("GET", "/news/news/?page=abc", { lang: "it" })).body).toEqual({ detail: "Pagina non valida." });
    // Every paginated list and find-own page reads page_size the same way.
    const members = await call("GET", `/leagues/season-league/${seasonLeague.id}/?page_size=500`, { token });
    expect(members.body.results).toHaveLength(100);
    const own = await call("GET", `/leagues/season-league/find-own/${seasonLeague.id}/?page_size=500`, { token });
    expect(own.status).toBe(200);
    expect(own.body.results).toHaveLength(Math.min(100, own.body.count - (own.body.page - 1) * 100));
    // A bad filter is still a 400 naming it, as DRF's filters run before the paginator.
    expect((await call("GET", "/footballteams/football-players/?page=abc&position=GK")).body).toEqual({
      position: ["Not a valid choice."],
    });
  });
});

describe("order of checks, as DRF's view does them: authentication, permissions, throttling, the request", () => {
  it("answers 401 to every unauthenticated call, and does not count it against the address", async () => {
    const headers = { "x-forwarded-for": "10.13.4.1" };
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/users/send-verification-email/", { headers });
      expect([res.status, res.body.code]).toEqual([401, "not_authenticated"]);
    }
    // The limit is 3 per 10 minutes: a verified user from that address is answered on the merits, then throttled.
    const token = await signIn(DEMO_LOGIN.email);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await call("POST", "/users/send-verification-email/", { token, headers })).status);
    expect(answers).toEqual([400, 400, 400, 429]);
  });
});

describe("404s with an id in the path say what is missing", () => {
  it("a user who does not exist, or a user without a team, is not 'you have no team'", async () => {
    const db = await getDb();
    const token = await signIn(DEMO_LOGIN.email);
    const missing = (await db.user.aggregate({ _max: { id: true } }))._max.id! + 1000;
    const url = (id: number) => `/userteams/user-team-season-statistic/${id}/`;
    expect(await call("GET", url(missing), { token })).toMatchObject({
      status: 404,
      body: { detail: "This user does not exist" },
    });
    expect((await call("GET", url(missing), { token, lang: "it" })).body).toEqual({
      detail: "Questo utente non esiste",
    });
    const teamless = await db.user.create({
      data: { email: "no.team@example.com", firstName: "Nina", lastName: "Rossi", passwordHash: "x" },
    });
    expect(await call("GET", url(teamless.id), { token })).toMatchObject({
      status: 404,
      body: { detail: "This user has no team in the live season" },
    });
    expect((await call("GET", url(teamless.id), { token, lang: "it" })).body).toEqual({
      detail: "Questo utente non ha una squadra nella stagione in corso",
    });
  });

  it("a team the owner names for removal that is not in his league is 'this team', not 'your team'", async () => {
    const token = await signIn(DEMO_LOGIN.email);
    const owned = (await call("GET", "/leagues/private-leagues/", { token })).body.find((l: { own: boolean }) => l.own);
    const res = await call("DELETE", `/leagues/private-leagues/manage/${owned.id}/teams/99999999/`, { token });
    expect(res).toMatchObject({ status: 404, body: { detail: "This team is not in this league." } });
    const it = await call("DELETE", `/leagues/private-leagues/manage/${owned.id}/teams/99999999/`, {
      token,
      lang: "it",
    });
    expect(it.body).toEqual({ detail: "Questa squadra non è in questa lega." });
  });
});

describe("a private league starting at the next round", () => {
  it("lists as many member rows as its count says, with 0 points until the tables are next written", async () => {
    const db = await getDb();
    const next = await db.round.findFirstOrThrow({ where: { status: "scheduled" }, orderBy: { number: "asc" } });
    const owner = await signIn(DEMO_LOGIN.email);
    const created = await call("POST", "/leagues/private-leagues/", {
      token: owner,
      body: { name: "Next Start", starts_from_round: next.number },
    });
    expect(created.status).toBe(201);
    // A second manager with a live team joins by the code.
    const demo = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
    const friend = await db.user.findFirstOrThrow({
      where: { id: { not: demo.id }, isEmailVerified: true, teams: { some: { season: { status: "live" } } } },
      orderBy: { id: "asc" },
    });
    await db.user.update({ where: { id: friend.id }, data: { passwordHash: demo.passwordHash } });
    const token = await signIn(friend.email);
    expect((await call("POST", `/leagues/private-leagues/join/${created.body.join_code}/`, { token })).status).toBe(
      200,
    );

    const info = (await call("GET", `/leagues/private-leagues/info/${created.body.id}/`, { token })).body;
    const members = (await call("GET", `/leagues/private-leagues/${created.body.id}/`, { token })).body;
    expect(info.members_count).toBe(2);
    expect(members.count).toBe(info.members_count);
    expect(members.results).toHaveLength(2);
    expect(members.results.map((r: { total_points: number; rank: number }) => [r.rank, r.total_points])).toEqual([
      [1, 0],
      [1, 0],
    ]);
    expect(members.results.map((r: { position: number }) => r.position)).toEqual([1, 2]);
    expect(members.results.find((r: { own: boolean }) => r.own).user_id).toBe(friend.id);
    expect(info).toMatchObject({ rank: 1, total_points: 0, page: 1 });
    const own = (await call("GET", `/leagues/private-leagues/find-own/${created.body.id}/?page_size=1`, { token }))
      .body;
    expect(own).toMatchObject({ page: 2, count: 2, results: [{ own: true, position: 2 }] });
  });
});

describe("season totals while a round is live", () => {
  it("are the same in the season dream team and in the players list: finished rounds only", async () => {
    const db = await getDb();
    // The seeded live round has finished games with points: provisional, so in no season total yet.
    const live = await db.round.findFirstOrThrow({ where: { status: "live" } });
    expect(
      await db.playerGame.count({ where: { game: { roundId: live.id, status: "finished" }, points: { not: 0 } } }),
    ).toBeGreaterThan(0);
    const dream = await call("GET", "/dreamteams/season-dream-teams/");
    expect(dream.status).toBe(200);
    const entries: { points: number; football_player: { id: number } }[] =
      dream.body.results[0].season_dream_team_players;
    expect(entries).toHaveLength(11);
    const listed = new Map<number, number>();
    for (let page = 1; ; page++) {
      const res = await call(
        "GET",
        `/footballteams/football-players/?ordering=-season_score&page_size=100&page=${page}`,
      );
      for (const p of res.body.results as { id: number; season_score: number }[]) listed.set(p.id, p.season_score);
      if (!res.body.next) break;
    }
    expect(entries.map((e) => [e.football_player.id, listed.get(e.football_player.id)])).toEqual(
      entries.map((e) => [e.football_player.id, e.points]),
    );
  });
});

describe("PATCH /users/me/ with team_name (docs/product.md section 5, Profile edit)", () => {
  it("renames the live team with the four Team name rules and their messages", async () => {
    const token = await signIn(DEMO_LOGIN.email);
    const renamed = await call("PATCH", "/users/me/", { token, body: { team_name: "  Curva   Sud 1927 " } });
    expect(renamed).toMatchObject({ status: 200, body: { team_name: "Curva Sud 1927" } });
    expect((await call("GET", "/users/me/", { token })).body.team_name).toBe("Curva Sud 1927");
    const refused = async (team_name: unknown, lang = "en") => {
      const res = await call("PATCH", "/users/me/", { token, lang, body: { team_name } });
      return [res.status, res.body];
    };
    expect(await refused(" ")).toEqual([400, { team_name: ["Team Name is required"] }]);
    expect(await refused(null)).toEqual([400, { team_name: ["Team Name is required"] }]);
    expect(await refused("Squadra più bella")).toEqual([
      400,
      { team_name: ["Team Name should contain only latin letters or digits"] },
    ]);
    expect(await refused("Bastardo FC")).toEqual([
      400,
      { team_name: ["Team Name should not contain inappropriate/offensive words"] },
    ]);
    expect(await refused("x".repeat(31))).toEqual([
      400,
      { team_name: ["Team Name can't be longer than 30 characters"] },
    ]);
    expect(await refused("x".repeat(31), "it")).toEqual([
      400,
      { team_name: ["Il nome della squadra non può superare i 30 caratteri"] },
    ]);
    // Refused, nothing of the request is applied.
    expect(await call("PATCH", "/users/me/", { token, body: { first_name: "Nuovo", team_name: "" } })).toMatchObject({
      status: 400,
    });
    expect((await call("GET", "/users/me/", { token })).body).toMatchObject({
      team_name: "Curva Sud 1927",
      first_name: expect.not.stringMatching(/^Nuovo$/),
    });
  });
});
