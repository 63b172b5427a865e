// npm run bench:leagues -- --teams N (default 1,000,000): the league pages at scale on PostgreSQL (docs/performance.md).
// Builds a throwaway database "<DATABASE_URL's database>_bench_leagues": the demo season, then N more managers with a
// team each and the league tables a close leaves behind, written here by SQL in the close's shape (rank, position 1..n,
// points, previous rank; `npm run bench` times the close itself): the season, country (Italy), round (the live round)
// and quad leagues with every team, a private league every team joined ("Bench Million"), and 20 small private leagues
// the demo manager joined besides his 4 (25 in all, "Bench Million" included). Each team has a snapshot of the last finished round.
//
// Then it times, 30 times each after 3 warm-ups, the server reads the pages make, through the same lib/server
// functions: a ranking page (findRankingLeague, readLeagueInfo, readMembers) at the first, middle, last and the demo
// manager's own page of the season league and of the private league, /main/ (getHomeSummary + getLeagueBoards),
// /leagues/ and the own team list (getUserTeams). With `--http <origin>` it also times the rendered pages over HTTP
// against a server on that database (`npm start` with DATABASE_URL pointing at it), signed in as the demo manager.
// `--reuse` keeps an existing benchmark database instead of building it again. Summary line:
//   BENCH_LEAGUES teams=<N> ranking_p95_ms=<worst ranking page> main_p95_ms=<ms> [http_ranking_p95_ms=… http_main_p95_ms=…]
import { loadavg } from "node:os";
import pg from "pg";
import { argValue, hasFlag } from "./bench-args";
import { benchDatabaseFromEnv, openBenchDatabase } from "./bench-database";

// Before the use cases are loaded: they read DATABASE_URL when first imported.
const { name: benchName, adminUrl, url: benchUrl } = benchDatabaseFromEnv("bench:leagues", "bench_leagues");

const { DEMO_LOGIN } = await import("../lib/demo");
const { quadOf } = await import("../lib/game/calendar");
const { seed } = await import("../prisma/seed");
const { findRankingLeague } = await import("../lib/server/leagues/find-ranking-league");
const { getHomeSummary } = await import("../lib/server/leagues/get-home-summary");
const { getLeagueBoards } = await import("../lib/server/leagues/get-league-boards");
const { startRoundChoices } = await import("../lib/server/leagues/start-round-choices");
const { readLeagueInfo } = await import("../lib/server/leagues/read-league-info");
const { readMembers } = await import("../lib/server/leagues/read-members");
const { getUserTeams } = await import("../lib/server/teams/get-user-teams");

const N = Number(argValue("teams") ?? 1_000_000);
const http = argValue("http");
const reuse = hasFlag("reuse");
const RUNS = 30;
const WARM = 3;
const PAGE = 20;
const SMALL_LEAGUES = 20;
if (!Number.isInteger(N) || N < 1000) {
  console.error("--teams must be a whole number of at least 1000.");
  process.exit(2);
}

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [benchName])).rowCount;
const build = !(reuse && exists);
if (build) {
  await admin.query(`DROP DATABASE IF EXISTS "${benchName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${benchName}"`);
}
await admin.end();
const { db, sql } = await openBenchDatabase(benchUrl);

async function step(label: string, run: () => Promise<unknown>) {
  process.stdout.write(`${label}... `);
  const started = performance.now();
  await run();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (build) {
  console.log(`Benchmark database ${benchName}: demo season + ${N.toLocaleString("en")} teams`);
  await step("demo season (seed)", () => seed(db));
  await step(`${N.toLocaleString("en")} managers, teams, snapshots and league tables`, async () => {
    const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
    const live = await db.round.findFirstOrThrow({ where: { seasonId: season.id, status: "live" } });
    const finished = await db.round.findFirstOrThrow({
      where: { seasonId: season.id, status: "finished" },
      orderBy: { number: "desc" },
    });
    const first = await db.round.findFirstOrThrow({ where: { seasonId: season.id, number: 1 } });
    const demo = await db.userTeam.findFirstOrThrow({
      where: { seasonId: season.id, user: { email: DEMO_LOGIN.email } },
    });
    const formation = await db.formation.findFirstOrThrow();
    await sql.query("SELECT setseed(0.15)");
    await sql.query(`
      INSERT INTO "user" (email, password_hash, first_name, last_name, country_code, is_email_verified, updated_at)
      SELECT 'bench' || g || '@example.com', 'bench', 'Bench', 'Manager ' || g,
             (ARRAY['IT','IT','IT','IT','GB','DE','FR','ES','CH','US'])[1 + g % 10], true, now()
      FROM generate_series(1, ${N}) g`);
    // Season totals after the finished rounds, spread like real ones (about 55 a round, give or take).
    await sql.query(`
      INSERT INTO user_team (user_id, season_id, name, abbreviation, formation_id, country_code, bank, first_round_id,
                             total_points, updated_at)
      SELECT u.id, ${season.id}, 'Bench Team ' || u.id, 'BEN', ${formation.id}, u.country_code, 0, ${first.id},
             (${finished.number} * (35 + 40 * random()))::int, now()
      FROM "user" u WHERE u.email LIKE 'bench%'`);
    // Each new team's snapshot of the last finished round: team_round as large as one round at this scale.
    await sql.query(
      `INSERT INTO team_round (round_id, team_id, formation_id, player_ids, captain_id, vice_captain_id, final_ids,
                               multiplied_id, points, team_value, bank, total_points, round_rank, overall_rank)
       SELECT d.round_id, t.id, d.formation_id, d.player_ids, d.captain_id, d.vice_captain_id, d.final_ids,
              d.multiplied_id, (20 + 70 * random())::int, d.team_value, d.bank, t.total_points, NULL, NULL
       FROM team_round d, user_team t
       WHERE d.round_id = $1 AND d.team_id = $2 AND t.abbreviation = 'BEN'`,
      [finished.id, demo.id],
    );
    // A league's table as the close writes it: ranked by points (ties share a rank), numbered by rank then team.
    const table = async (leagueId: number, from: string) => {
      await sql.query("DELETE FROM standing WHERE league_id = $1", [leagueId]);
      await sql.query(
        `INSERT INTO standing (league_id, team_id, rank, position, points, previous_rank)
         SELECT $1, id, rank() OVER (ORDER BY points DESC), row_number() OVER (ORDER BY points DESC, id), points,
                greatest(1, (rank() OVER (ORDER BY points DESC)) + (id % 201) - 100)
         FROM (${from}) x`,
        [leagueId],
      );
      await sql.query(
        "UPDATE league SET last_update_at = now(), members_count = (SELECT count(*) FROM standing WHERE league_id = $1) WHERE id = $1",
        [leagueId],
      );
    };
    const teams = `SELECT id, total_points AS points, country_code FROM user_team WHERE season_id = ${season.id}`;
    const common = await db.league.findMany({
      where: {
        seasonId: season.id,
        key: { in: ["season", "country:IT", `round:${live.number}`, `quad:${quadOf(live.number)}`] },
      },
    });
    for (const league of common) {
      if (league.kind === "season") await table(league.id, teams);
      if (league.kind === "country") await table(league.id, `${teams} AND country_code = 'IT'`);
      if (league.kind === "round" || league.kind === "quad")
        await table(
          league.id,
          `SELECT id, (random() * 90)::int AS points FROM user_team WHERE season_id = ${season.id}`,
        );
    }
    // The private league every team joined, and 20 small ones the demo manager joined (25 with his 4).
    const owner = await sql.query(`SELECT min(id) AS id FROM "user" WHERE email LIKE 'bench%'`);
    await sql.query(
      `INSERT INTO league (season_id, kind, key, name, join_code, owner_id, starts_from_round_id, last_update_at)
       SELECT $1, 'private', 'private:BM' || g, CASE WHEN g = 0 THEN 'Bench Million' ELSE 'Bench League ' || g END,
              'BM' || g, $2 + g, $3, now()
       FROM generate_series(0, ${SMALL_LEAGUES}) g`,
      [season.id, owner.rows[0].id, first.id],
    );
    await sql.query(`
      INSERT INTO league_member (league_id, team_id, joined_at)
      SELECT l.id, t.id, now() - interval '30 days' + t.id * interval '1 ms'
      FROM league l, user_team t WHERE l.key = 'private:BM0' AND t.season_id = ${season.id}`);
    await sql.query(
      `INSERT INTO league_member (league_id, team_id)
       SELECT l.id, t.id FROM league l JOIN user_team t ON t.abbreviation = 'BEN'
         AND t.id % ${N} BETWEEN (substr(l.key, 11)::int * 40) AND (substr(l.key, 11)::int * 40 + 38)
       WHERE l.key LIKE 'private:BM%' AND l.key <> 'private:BM0'
       UNION ALL
       SELECT l.id, $1 FROM league l WHERE l.key LIKE 'private:BM%' AND l.key <> 'private:BM0'`,
      [demo.id],
    );
    const privates = await db.league.findMany({ where: { seasonId: season.id, key: { startsWith: "private:BM" } } });
    for (const league of privates)
      await table(
        league.id,
        `SELECT t.id, t.total_points AS points FROM league_member m JOIN user_team t ON t.id = m.team_id
         WHERE m.league_id = ${league.id}`,
      );
    await sql.query("ANALYZE");
  });
}

// The demo manager and what the pages show him.
const demoUser = await db.user.findUniqueOrThrow({ where: { email: DEMO_LOGIN.email } });
const userId = demoUser.id;
const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
const seasonLeague = await db.league.findFirstOrThrow({ where: { seasonId: season.id, key: "season" } });
const million = await db.league.findFirstOrThrow({ where: { seasonId: season.id, key: "private:BM0" } });
const privateCount = await db.leagueMember.count({
  where: { team: { userId, seasonId: season.id }, league: { kind: "private" } },
});

/** The reads of /leagues-ranking/{kind}/, in the page's order (app/[locale]/(game)/leagues-ranking/[kind]). */
async function rankingPage(kind: "season" | "private", page: number, leagueId?: number) {
  const choice = await findRankingLeague({ userId, kind, leagueId });
  const info = await readLeagueInfo({ userId, pageSize: PAGE, where: { id: choice.leagueId!, kind } });
  const pages = Math.max(1, Math.ceil(info.membersCount / PAGE));
  const current = Math.min(Math.max(page, 1), pages);
  const members = await readMembers({ userId, kind, leagueId: info.id, offset: (current - 1) * PAGE, limit: PAGE });
  if (members.results.length === 0) throw new Error(`empty page ${page} of ${kind}`);
  return info;
}

const results: { name: string; p50: number; p95: number; max: number }[] = [];
async function measure(name: string, run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < WARM + RUNS; i++) {
    const t = performance.now();
    await run();
    if (i >= WARM) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const row = {
    name,
    p50: times[Math.floor(RUNS / 2)]!,
    p95: times[Math.floor(RUNS * 0.95)]!,
    max: times[RUNS - 1]!,
  };
  results.push(row);
  console.log(
    `  ${name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, max ${row.max.toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(1)})`,
  );
}

const seasonInfo = await rankingPage("season", 1);
const millionInfo = await rankingPage("private", 1, million.id);
const pagesOf = (members: number, own: number | null) => ({
  first: 1,
  middle: Math.ceil(Math.ceil(members / PAGE) / 2),
  last: Math.ceil(members / PAGE),
  own: own ?? 1,
});
const seasonPages = pagesOf(seasonInfo.membersCount, seasonInfo.page);
const millionPages = pagesOf(millionInfo.membersCount, millionInfo.page);
console.log(
  `\nSeason league ${seasonLeague.id}: ${seasonInfo.membersCount.toLocaleString("en")} members, the demo team on page ${seasonInfo.page}; ` +
    `private league ${million.id}: ${millionInfo.membersCount.toLocaleString("en")} members, page ${millionInfo.page}; ` +
    `the demo manager is in ${privateCount} private leagues.\nServer reads (lib/server), ${RUNS} runs each:`,
);
for (const [where, page] of Object.entries(seasonPages))
  await measure(`ranking, season league, ${where} page (${page})`, () => rankingPage("season", page));
for (const [where, page] of Object.entries(millionPages))
  await measure(`ranking, private league, ${where} page (${page})`, () => rankingPage("private", page, million.id));
await measure(`/main/ (${privateCount} private leagues)`, () =>
  Promise.all([
    getHomeSummary({ userId, firstName: demoUser.firstName, lastName: demoUser.lastName }),
    getLeagueBoards({ userId, locale: "en" }),
  ]),
);
await measure("/leagues/", () => Promise.all([getLeagueBoards({ userId, locale: "en" }), startRoundChoices()]));
await measure("own teams (getUserTeams, live season)", () => getUserTeams({ userId, seasonStatus: "live" }));
const serverRanking = Math.max(...results.filter((r) => r.name.startsWith("ranking")).map((r) => r.p95));
const serverMain = results.find((r) => r.name.startsWith("/main/"))!.p95;

// The rendered pages over HTTP, signed in as the demo manager (next-auth's credentials sign-in).
let httpSummary = "";
if (http) {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${http}/api/auth/csrf/`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${http}/api/auth/callback/credentials/`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ csrfToken, email: DEMO_LOGIN.email, password: DEMO_LOGIN.password, json: "true" }),
  });
  keep(signIn);
  if (![...cookies.keys()].some((k) => k.includes("session-token"))) throw new Error("HTTP sign-in failed.");
  const get = async (path: string) => {
    const res = await fetch(`${http}${path}`, { headers: { cookie: cookie() }, redirect: "manual" });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return body;
  };
  // The members table has rows besides its header.
  const firstRow = (html: string) => (html.match(/<tr/g)?.length ?? 0) > 1;
  console.log(`\nRendered pages over HTTP (${http}), ${RUNS} runs each, whole response:`);
  const httpStart = results.length;
  for (const [where, page] of Object.entries(seasonPages))
    await measure(`HTTP ranking, season league, ${where} page`, async () => {
      if (!firstRow(await get(`/leagues-ranking/season/?page=${page}`))) throw new Error("no rows");
    });
  for (const [where, page] of Object.entries(millionPages))
    await measure(`HTTP ranking, private league, ${where} page`, async () => {
      if (!firstRow(await get(`/leagues-ranking/private/?league_id=${million.id}&page=${page}`)))
        throw new Error("no rows");
    });
  await measure(`HTTP /main/ (${privateCount} private leagues)`, () => get("/main/"));
  await measure("HTTP /leagues/", () => get("/leagues/"));
  const httpRows = results.slice(httpStart);
  httpSummary =
    ` http_ranking_p95_ms=${Math.max(...httpRows.filter((r) => r.name.includes("ranking")).map((r) => r.p95)).toFixed(1)}` +
    ` http_main_p95_ms=${httpRows.find((r) => r.name.includes("/main/"))!.p95.toFixed(1)}`;
}

console.log(`\n| read | p50 (ms) | p95 (ms) | max (ms) |\n| --- | ---: | ---: | ---: |`);
for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
await sql.end();
await db.$disconnect();
console.log(
  `BENCH_LEAGUES teams=${N} ranking_p95_ms=${serverRanking.toFixed(1)} main_p95_ms=${serverMain.toFixed(1)}${httpSummary}`,
);
process.exit(0);
