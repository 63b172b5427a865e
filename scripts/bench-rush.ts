// npm run bench:rush – the deadline rush: many managers saving their teams at once, through the public API and the
// team screens, against a production server (`npm run build`, `npm start`) on PostgreSQL. docs/performance.md reads it.
//
//   npm run bench:rush [-- --managers 10000] [--connections 20,100,300] [--duration 30] [--live-round 14]
//                      [--web-share 0.5] [--screen-seconds 10] [--reuse] [--no-build]
//
// It builds "<DATABASE_URL's database>_rush": the demo season, --managers more managers with valid teams in private
// leagues and every round's snapshot before the live one (rounds 1–12 written as the lock writes them, round 13 closed
// by the engine), then plays the season forward with the engine (lock, results, close) until round --live-round is
// live, so that the next round's deadline is the one fans rush for, with a season's history behind it (--live-round 37:
// the history of a whole season). --reuse keeps that database when it is already there.
//
// Each connection is a fan's device working through managers of its own (no two connections share a team). A manager:
// reads his team (the app: GET user-teams?season_status=live; the web, --web-share of the managers, half by default:
// the /next-round-team/ page), saves a new captain and bench order (PUT update-live-season-user-team), reads a page of the players list
// as the transfer search does, and one in five makes a transfer (the web ones open /transfers/ first). Before each
// level the trivial route (GET /api/v0/health/) is measured alone on as many connections. Afterwards every team is
// checked: valid by the game's rules, and exactly as the successful answers left it (no write lost or doubled).
//
// After the levels, what one screen costs the app (--screen-seconds each, 10 connections, a new manager each time): each
// team page loaded on the web, and the API calls the mobile app makes for the same screen (SCREENS below), together.
//
// Last lines: BENCH_RUSH managers=… live_round=… connections=… saves_per_s=… req_per_s=… p99_ms=… errors=…
//   trivial_req_per_s=… ratio=… saves_per_trivial=… app_cores=… pg_cores=… … valid=…, one per level; then
//   BENCH_RUSH_SCREENS page_cpu_ms=… api_cpu_ms=… page_api_ratio=… (the team page /next-round-team/) and each screen's
//   <screen>_page_ms=… <screen>_api_ms=… <screen>_ratio=…
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { cpus } from "node:os";
import { gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { argValue, hasFlag } from "./bench-args";
import { benchDatabaseFromEnv } from "./bench-database";

const MANAGERS = Number(argValue("managers") ?? 10_000);
const LEVELS = (argValue("connections") ?? "20,100,300").split(",").map(Number);
const DURATION_S = Number(argValue("duration") ?? 30);
const LIVE_ROUND = Number(argValue("live-round") ?? 14);
const REUSE = hasFlag("reuse");
/** The share of managers who play on the web (page loads) rather than in the app (API calls only). */
const WEB_SHARE = Number(argValue("web-share") ?? 0.5);
const BUILD = !hasFlag("no-build");
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const TRANSFER_SHARE = 5;
const SCREEN_SECONDS = Number(argValue("screen-seconds") ?? 10);
if (!Number.isInteger(MANAGERS) || MANAGERS < Math.max(...LEVELS) * 10 || LEVELS.some((c) => !(c > 0))) {
  console.error("--managers must be at least ten per connection, and --connections positive whole numbers.");
  process.exit(2);
}
if (!(WEB_SHARE >= 0 && WEB_SHARE <= 1)) {
  console.error("--web-share must be between 0 (every manager in the app) and 1 (every manager on the web).");
  process.exit(2);
}
if (!(LIVE_ROUND >= 14 && LIVE_ROUND <= 37)) {
  console.error("--live-round must be 14–37 (the demo season is live at 13; 38 must be left to rush for).");
  process.exit(2);
}

// Before the use cases are loaded: they read DATABASE_URL when first imported.
const { name: rushName, adminUrl, url: rushUrl } = benchDatabaseFromEnv("bench:rush", "rush");
// The server and this script sign the same tokens and session cookies.
process.env.AUTH_SECRET ??= randomBytes(32).toString("hex");

const { createPrismaClient } = await import("../lib/db");
const { applyMigrations } = await import("../lib/db/migrate");
const { Rng } = await import("../lib/game/rng");
const { parseFormation, isValidLayout } = await import("../lib/game/formation");
const { validateSquad } = await import("../lib/game/squad");
const { DEFAULT_SETTINGS, PITCH_SIZE } = await import("../lib/game/types");
const { signToken } = await import("../lib/auth/jwt");
const { encode } = await import("next-auth/jwt");
const { closeRound } = await import("../lib/server/rounds/close");
const { lockRound } = await import("../lib/server/rounds/lock-round");
const { seed } = await import("../prisma/seed");
const { generateTeams } = await import("./bench-teams");
const { closeDemoLiveRound, playRound } = await import("./bench-season");
const { spawnGroup } = await import("./serve-app");

// ─────────────────────────────── The database: a season's history, the next deadline ahead ───────────────────────────────

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [rushName])).rowCount! > 0;
let sql = new pg.Client({ connectionString: rushUrl.toString() });
const db = createPrismaClient(rushUrl.toString(), 4);
const marker = `managers=${MANAGERS} live_round=${LIVE_ROUND}`;
let reused = false;
if (REUSE && exists) {
  await sql.connect();
  const found = await sql.query("SELECT obj_description('user_team'::regclass) AS m").catch(() => null);
  reused = found?.rows[0]?.m === marker;
  if (!reused) await sql.end();
}
if (!reused) {
  await admin.query(`DROP DATABASE IF EXISTS "${rushName}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${rushName}"`);
  await applyMigrations(rushUrl.toString());
  sql = new pg.Client({ connectionString: rushUrl.toString() });
  await sql.connect();
  const started = performance.now();
  console.log(
    `Rush database ${rushName}: the demo season, ${MANAGERS.toLocaleString("en")} managers, round ${LIVE_ROUND} live`,
  );
  await seed(db);
  const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
  const round = (number: number) => db.round.findFirstOrThrow({ where: { seasonId: season.id, number } });
  await generateTeams(db, sql, {
    teams: MANAGERS,
    seasonId: season.id,
    firstRoundId: (await round(1)).id,
    privateSize: 40,
    bigShare: 0.1,
  });
  // Rounds 1–12 for the new teams, as the lock and the close would have left them: the squad, 20–89 points a round.
  await sql.query(
    `WITH squads AS (
       SELECT t.id AS team_id, t.formation_id, t.bank, array_agg(sp.player_id ORDER BY sp.slot) AS ids,
              max(sp.player_id) FILTER (WHERE sp.is_captain) AS captain,
              max(sp.player_id) FILTER (WHERE sp.is_vice_captain) AS vice, sum(sp.purchase_price) AS value
       FROM user_team t JOIN squad_player sp ON sp.team_id = t.id WHERE t.abbreviation = 'BEN' GROUP BY t.id)
     INSERT INTO team_round (round_id, team_id, formation_id, player_ids, captain_id, vice_captain_id, final_ids,
                             multiplied_id, points, team_value, bank, total_points)
     SELECT r.id, s.team_id, s.formation_id, s.ids, s.captain, s.vice, s.ids[1:11], s.captain, p.points, s.value, s.bank,
            sum(p.points) OVER (PARTITION BY s.team_id ORDER BY r.number)
     FROM squads s CROSS JOIN round r CROSS JOIN LATERAL (SELECT 20 + (s.team_id * 7919 + r.number * 104729) % 70 AS points) p
     WHERE r.season_id = $1 AND r.number < 13`,
    [season.id],
  );
  await sql.query(
    `UPDATE user_team t SET total_points = h.total FROM (SELECT team_id, sum(points) AS total FROM team_round GROUP BY team_id) h
     WHERE h.team_id = t.id AND t.abbreviation = 'BEN'`,
  );
  // Round 13, the demo's live round, closes with every team's tables; then the season is played to --live-round.
  await closeDemoLiveRound(db, (await round(13)).id);
  for (let number = 14; number <= LIVE_ROUND; number++) {
    const r = await round(number);
    await lockRound({ roundId: r.id, now: new Date(r.deadline.getTime() + 1) });
    await playRound(db, r);
    if (number < LIVE_ROUND) await closeRound({ roundId: r.id });
    process.stdout.write(`  round ${number} ${number < LIVE_ROUND ? "closed" : "live"}\n`);
  }
  const next = await round(LIVE_ROUND + 1);
  if (next.deadline.getTime() <= Date.now()) throw new Error(`Round ${LIVE_ROUND + 1}'s deadline has passed.`);
  await sql.query(`VACUUM ANALYZE`);
  await sql.query(`COMMENT ON TABLE user_team IS '${marker}'`);
  console.log(`  ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} else {
  console.log(`Rush database ${rushName}: reused (${marker})`);
}
await admin.end();

// ─────────────────────────────── The managers, as this script follows them ───────────────────────────────

interface Entry {
  id: number; // user football player
  playerId: number;
  slot: number;
  position: string;
  clubId: number | null;
}
interface Manager {
  userId: number;
  countryCode: string;
  web: boolean;
  token: string;
  cookie: string;
  formationId: number;
  formation: string;
  entries: Entry[];
  captain: number; // user football player ids
  vice: number;
  bank: number;
  /** Successful saves (each bumps the team's version once). */
  saves: number;
  transfers: number;
  versionBefore: number;
}
interface PoolPlayer {
  id: number;
  position: string;
  clubId: number | null;
  price: number;
}
const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
const openRound = await db.round.findFirstOrThrow({
  where: { seasonId: season.id, status: "scheduled" },
  orderBy: { number: "asc" },
});
const liveRound = await db.round.findFirstOrThrow({ where: { seasonId: season.id, number: LIVE_ROUND } });
const quadLeague = await db.league.findFirstOrThrow({
  where: { seasonId: season.id, kind: "quad", quadNumber: Math.ceil(LIVE_ROUND / 4) },
});
/**
 * Each team screen: the page a fan on the web loads, and the API calls the mobile app makes for the same data (the
 * players list, which both fetch from the browser or the app as the fan searches, is in neither).
 */
const SCREENS: { name: string; page: string; api: (m: Manager) => string[] }[] = [
  {
    // The team and its counters, the builder's formations, settings, clubs (the list's filter) and next opponents, the
    // fan's place in every league he plays (the season, his country, the live round and quad, his private leagues) and
    // the boards' rounds.
    name: "next_round_team",
    page: "/next-round-team/",
    api: (m) => [
      "/api/v0/userteams/user-teams/?season_status=live",
      "/api/v0/formations/global-formations/",
      "/api/v0/settings/",
      "/api/v0/footballteams/football-clubs/",
      "/api/v0/rounds/round-games/closest_scheduled_round_games/",
      `/api/v0/leagues/season-league/info/${season.id}/`,
      `/api/v0/leagues/country-league/info/${season.id}/league/${m.countryCode}/`,
      `/api/v0/leagues/round-league/info/${liveRound.id}/`,
      `/api/v0/leagues/quad-league/info/${quadLeague.id}/`,
      "/api/v0/leagues/private-leagues/",
      `/api/v0/rounds/football-rounds/?season_id=${season.id}&ordering=-number`,
    ],
  },
  {
    // The team and its counters and chips, the builder's formations, settings, clubs and next opponents.
    name: "transfers",
    page: "/transfers/",
    api: () => [
      "/api/v0/userteams/user-teams/?season_status=live",
      "/api/v0/formations/global-formations/",
      "/api/v0/settings/",
      "/api/v0/footballteams/football-clubs/",
      "/api/v0/rounds/round-games/closest_scheduled_round_games/",
    ],
  },
  {
    // The live round's team with each player's points and actions, the points of every round so far, the round's
    // statistic, and the fan's private leagues (his head-to-head matches of the round come from those that play head
    // to head; the benchmark's managers play none).
    name: "live",
    page: "/live-previous-rounds-team/",
    api: (m) => [
      `/api/v0/userteams/user-team-for-round/?football_round=${liveRound.id}&user=${m.userId}`,
      `/api/v0/userteams/user-team-season-statistic/${m.userId}/`,
      `/api/v0/leagues/round-league/statistic/${liveRound.id}/`,
      "/api/v0/leagues/private-leagues/",
    ],
  },
];
const pool: PoolPlayer[] = (
  await db.player.findMany({ where: { status: { not: "transferred_out" }, clubId: { not: null } } })
).map((p) => ({ id: p.id, position: p.position, clubId: p.clubId, price: p.currentPrice }));
const priceOf = new Map(pool.map((p) => [p.id, p.price]));
/** Full pages of 30 in the players list, by position (the transfer search's pages). */
const pagesOf = new Map(
  ["GKP", "DEF", "MID", "FWD"].map((pos) => [
    pos,
    Math.max(1, Math.floor(pool.filter((p) => p.position === pos).length / 30)),
  ]),
);

async function loadTeams(where: string) {
  const rows = await sql.query(
    `SELECT t.id, t.user_id, t.formation_id, f.name AS formation, t.bank, t.version, t.country_code,
            json_agg(json_build_object('id', sp.id, 'playerId', sp.player_id, 'slot', sp.slot, 'position', p.position,
              'clubId', p.club_id, 'captain', sp.is_captain, 'vice', sp.is_vice_captain, 'price', p.current_price)
              ORDER BY sp.slot) AS entries,
            (SELECT json_agg(json_build_object('squadPlayerId', b.squad_player_id, 'priority', b.priority)) FROM bench_entry b
             WHERE b.team_id = t.id) AS bench
     FROM user_team t JOIN formation f ON f.id = t.formation_id JOIN squad_player sp ON sp.team_id = t.id
     JOIN player p ON p.id = sp.player_id
     WHERE t.season_id = $1 ${where} GROUP BY t.id, f.name ORDER BY t.id`,
    [season.id],
  );
  return rows.rows as {
    id: number;
    user_id: number;
    formation_id: number;
    formation: string;
    bank: number;
    version: number;
    country_code: string;
    entries: (Entry & { captain: boolean; vice: boolean; price: number })[];
    bench: { squadPlayerId: number; priority: number }[] | null;
  }[];
}

const countTransferRows = async () =>
  Number(
    (
      await sql.query(
        `SELECT count(*) FROM transfer x JOIN user_team t ON t.id = x.team_id WHERE x.round_id = $1 AND t.abbreviation = 'BEN'`,
        [openRound.id],
      )
    ).rows[0].count,
  );
const transferRowsBefore = await countTransferRows();

const SESSION_COOKIE = "next-auth.session-token";
const managers: Manager[] = await Promise.all(
  (await loadTeams("AND t.abbreviation = 'BEN'")).map(async (t, i) => ({
    userId: t.user_id,
    countryCode: t.country_code,
    web: (i % 100) / 100 < WEB_SHARE,
    token: signToken("access", t.user_id, { pwd: 0 }).token,
    cookie: `${SESSION_COOKIE}=${await encode({
      token: { sub: String(t.user_id), isEmailVerified: true, pwd: 0 },
      secret: process.env.AUTH_SECRET!,
    })}`,
    formationId: t.formation_id,
    formation: t.formation,
    entries: t.entries.map(({ id, playerId, slot, position, clubId }) => ({ id, playerId, slot, position, clubId })),
    captain: t.entries.find((e) => e.captain)!.id,
    vice: t.entries.find((e) => e.vice)!.id,
    bank: t.bank,
    saves: 0,
    transfers: 0,
    versionBefore: t.version,
  })),
);
console.log(`${managers.length.toLocaleString("en")} managers; saves count for round ${openRound.number}.`);

// ─────────────────────────────── The server ───────────────────────────────

const origin = `http://127.0.0.1:${PORT}`;
const serverEnv = { APP_URL: origin };
if (BUILD) {
  console.log("Building for production (npm run build)...");
  const build = spawn("npm", ["run", "build"], {
    env: { ...process.env, ...serverEnv, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise<number | null>((resolve) => build.on("exit", resolve));
  if (code !== 0) throw new Error(`npm run build exited with ${code}.`);
}
const { child: server, stop } = spawnGroup(["npm", "start", "--", "-p", String(PORT)], {
  env: serverEnv,
  output: "ignore",
});
for (let started = Date.now(); ;) {
  if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}.`);
  if (Date.now() - started > 120_000) throw new Error("The server did not answer within 2 minutes.");
  if (
    await fetch(`${origin}/api/v0/health/`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 500));
}

// ─────────────────────────────── CPU: the app's processes, PostgreSQL's, the machine ───────────────────────────────

/** CPU ticks so far of each process of the server's group and of PostgreSQL, and the machine's busy and total ticks. */
function cpuNow() {
  const app = new Map<string, number>();
  const postgres = new Map<string, number>();
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue;
    }
    const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    if (Number(fields[2]) === server.pid) app.set(pid, ticks);
    else if (comm === "postgres") postgres.set(pid, ticks);
  }
  const [, ...machine] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
  return { app, postgres, busy: machine.reduce((s, v) => s + v, 0) - machine[3]! - machine[4]! };
}

/** Cores used between two readings (a process's ticks since the first, or since it started). */
function coresUsed(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, seconds: number) {
  const used = (key: "app" | "postgres") =>
    [...after[key]].reduce((s, [pid, ticks]) => s + ticks - (before[key].get(pid) ?? 0), 0) / 100 / seconds;
  return { app: used("app"), postgres: used("postgres"), busy: (after.busy - before.busy) / 100 / seconds };
}

// ─────────────────────────────── One fan's device ───────────────────────────────

type Call = "team (app)" | "team page (web)" | "save" | "players page" | "transfers page (web)" | "transfer";
const CALLS: Call[] = ["team (app)", "team page (web)", "save", "players page", "transfers page (web)", "transfer"];
interface Stats {
  times: Map<Call, number[]>;
  errors: Map<Call, number>;
  samples: string[];
}

function request(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}), "accept-encoding": "gzip" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
          resolve({ status: res.statusCode!, text });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** A new captain among the eleven (not the vice-captain) and the outfield bench in a new order. */
function lineupChange(m: Manager, rng: InstanceType<typeof Rng>) {
  const pitch = m.entries.filter((e) => e.slot < PITCH_SIZE && e.id !== m.vice && e.id !== m.captain);
  const captain = rng.pick(pitch).id;
  const outfieldBench = rng.shuffle(m.entries.filter((e) => e.slot > PITCH_SIZE));
  const priority = new Map(outfieldBench.map((e, i) => [e.id, i + 1]));
  const body = {
    captain,
    vice_captain: m.vice,
    user_team: { formation_id: m.formationId },
    user_football_players: m.entries.map((e) => ({
      user_football_player_id: e.id,
      football_player: e.playerId,
      position_index: e.slot + 1,
    })),
    user_team_bench: m.entries
      .filter((e) => e.slot >= PITCH_SIZE)
      .map((e) => ({ user_football_player_id: e.id, priority: priority.get(e.id) ?? 0 })),
  };
  return {
    body,
    apply: () => {
      m.captain = captain;
      for (const e of m.entries) if (priority.has(e.id)) e.slot = PITCH_SIZE + priority.get(e.id)!;
    },
  };
}

/** A transfer the rules allow: a squad player out, one of the same position the bank and the club limit allow in. */
function pickTransfer(m: Manager, rng: InstanceType<typeof Rng>) {
  const owned = new Set(m.entries.map((e) => e.playerId));
  for (const out of rng.shuffle([...m.entries])) {
    const clubs = new Map<number | null, number>();
    for (const e of m.entries) if (e !== out) clubs.set(e.clubId, (clubs.get(e.clubId) ?? 0) + 1);
    const budget = m.bank + (priceOf.get(out.playerId) ?? 0);
    const fits = pool.filter(
      (p) =>
        p.position === out.position &&
        !owned.has(p.id) &&
        p.price <= budget &&
        (clubs.get(p.clubId) ?? 0) < DEFAULT_SETTINGS.maxPlayersPerClub,
    );
    if (fits.length) return { out, player: rng.pick(fits) };
  }
  return null;
}

async function device(
  index: number,
  mine: Manager[],
  agent: http.Agent,
  until: number,
  stats: Stats,
  counters: { saves: number },
) {
  const rng = new Rng(7 + index);
  const timed = async (call: Call, method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const started = performance.now();
    let result: { status: number; text: string };
    try {
      result = await request(agent, method, path, headers, body);
    } catch (error) {
      result = { status: 0, text: String(error) };
    }
    stats.times.get(call)!.push(performance.now() - started);
    const ok = result.status >= 200 && result.status < 300;
    if (!ok) {
      stats.errors.set(call, (stats.errors.get(call) ?? 0) + 1);
      if (stats.samples.length < 10)
        stats.samples.push(`${call} ${method} ${path}: ${result.status} ${result.text.slice(0, 300)}`);
    }
    return ok ? result : null;
  };
  for (let turn = 0; Date.now() < until; turn++) {
    const m = mine[turn % mine.length]!;
    const bearer = { authorization: `Bearer ${m.token}` };
    const web = { cookie: m.cookie };
    if (m.web) await timed("team page (web)", "GET", "/next-round-team/", web);
    else await timed("team (app)", "GET", "/api/v0/userteams/user-teams/?season_status=live", bearer);
    if (Date.now() >= until) break;
    const change = lineupChange(m, rng);
    if (
      await timed(
        "save",
        "PUT",
        "/api/v0/userteams/user-teams/update-live-season-user-team/",
        m.web ? web : bearer,
        change.body,
      )
    ) {
      change.apply();
      m.saves++;
      counters.saves++;
    }
    const transfer = (turn + index) % TRANSFER_SHARE === 0 ? pickTransfer(m, rng) : null;
    if (transfer && m.web) await timed("transfers page (web)", "GET", "/transfers/", web);
    const position = transfer?.out.position ?? rng.pick(["GKP", "DEF", "MID", "FWD"]);
    await timed(
      "players page",
      "GET",
      `/api/v0/footballteams/football-players/?position=${position}&ordering=-current_price&page=${1 + rng.int(0, pagesOf.get(position)! - 1)}`,
      m.web ? web : bearer,
    );
    if (!transfer || Date.now() >= until) continue;
    const done = await timed(
      "transfer",
      "POST",
      "/api/v0/transfers/user-football-player-transfers/",
      m.web ? web : bearer,
      { transfers: [{ football_player_added: transfer.player.id, user_football_player_deleted: transfer.out.id }] },
    );
    if (done) {
      m.bank = Math.round((JSON.parse(done.text) as { budget: number }).budget * 10);
      transfer.out.playerId = transfer.player.id;
      transfer.out.clubId = transfer.player.clubId;
      m.saves++;
      m.transfers++;
      counters.saves++;
    }
  }
}

// ─────────────────────────────── The levels ───────────────────────────────

/**
 * The app CPU of one screen, on the web (the page) and in the app (its API calls, one after the other, as a device
 * makes them), on 10 connections, every load by a manager not seen before in the phase (so no per-team cache is warm
 * that the rush would find cold: each manager saves between his loads). The two alternate in four turns of
 * SCREEN_SECONDS / 8 each, after one turn of each not counted, so that neither is measured alone on the heap the rush
 * left behind or with its code colder than the other's.
 */
async function screenCosts() {
  const CONNECTIONS = 10;
  const TURNS = 4;
  // Every manager can sign in both ways (a session cookie, an access token): the pages take them from the first, the
  // API calls from the middle of the list.
  const cursors = { page: 0, api: managers.length >> 1 };
  const measure = async (side: keyof typeof cursors, load: (m: Manager, agent: http.Agent) => Promise<boolean>) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    let loads = 0;
    let failed = 0;
    const until = Date.now() + (SCREEN_SECONDS * 1000) / (2 * TURNS);
    const before = cpuNow();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const ok = await load(managers[cursors[side]++ % managers.length]!, agent);
          if (ok) loads++;
          else failed++;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cores = coresUsed(before, cpuNow(), elapsed);
    agent.destroy();
    return { cpuMs: 1000 * cores.app * elapsed, loads, failed };
  };
  const ok = (r: { status: number }) => r.status >= 200 && r.status < 300;
  const parts: string[] = [];
  console.log(
    `\nOne screen's app CPU (${SCREEN_SECONDS} s each, ${CONNECTIONS} connections):\n| screen | page loads | page (ms) | API screens | API calls (ms) | page / API |\n|---|---:|---:|---:|---:|---:|`,
  );
  let failures = 0;
  for (const screen of SCREENS) {
    const total = { page: { cpuMs: 0, loads: 0 }, api: { cpuMs: 0, loads: 0 } };
    // A first turn of each, not counted: after an app-only rush the pages' code is cold, after a web one the API's is
    // warmer than the pages'.
    for (let turn = -1; turn < TURNS; turn++) {
      const page = await measure("page", async (m, agent) =>
        ok(await request(agent, "GET", screen.page, { cookie: m.cookie })),
      );
      const api = await measure("api", async (m, agent) => {
        let all = true;
        for (const path of screen.api(m))
          all = ok(await request(agent, "GET", path, { authorization: `Bearer ${m.token}` })) && all;
        return all;
      });
      if (turn < 0) continue;
      for (const [side, r] of [
        ["page", page],
        ["api", api],
      ] as const) {
        total[side].cpuMs += r.cpuMs;
        total[side].loads += r.loads;
        failures += r.failed;
      }
    }
    const pageMs = total.page.cpuMs / total.page.loads;
    const apiMs = total.api.cpuMs / total.api.loads;
    const ratio = pageMs / apiMs;
    console.log(
      `| ${screen.page} | ${total.page.loads} | ${pageMs.toFixed(1)} | ${total.api.loads} | ${apiMs.toFixed(1)} | ${ratio.toFixed(2)} |`,
    );
    if (screen === SCREENS[0])
      parts.push(`page_cpu_ms=${pageMs.toFixed(1)} api_cpu_ms=${apiMs.toFixed(1)} page_api_ratio=${ratio.toFixed(2)}`);
    parts.push(
      `${screen.name}_page_ms=${pageMs.toFixed(1)} ${screen.name}_api_ms=${apiMs.toFixed(1)} ${screen.name}_ratio=${ratio.toFixed(2)}`,
    );
  }
  return `BENCH_RUSH_SCREENS ${parts.join(" ")} errors=${failures}`;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const summaries: string[] = [];
let screenLine = "";
try {
  // A warm-up: every route compiled and every cache filled once, on a few managers.
  const warm: Stats = { times: new Map(CALLS.map((c) => [c, []])), errors: new Map(), samples: [] };
  const warmAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  await Promise.all(
    [0, 1, 2, 3].map((i) =>
      device(i, managers.slice(i * 10, i * 10 + 10), warmAgent, Date.now() + 5000, warm, { saves: 0 }),
    ),
  );
  warmAgent.destroy();
  let offset = 40;
  for (const connections of LEVELS) {
    const trivial = await new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ url: `${origin}/api/v0/health/`, connections, duration: 10 }, (e, r) =>
        e ? reject(e) : resolve(r),
      ),
    );
    const perDevice = Math.floor((managers.length - offset) / connections);
    const stats: Stats = { times: new Map(CALLS.map((c) => [c, []])), errors: new Map(), samples: [] };
    const counters = { saves: 0 };
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const before = cpuNow();
    const started = performance.now();
    const until = Date.now() + DURATION_S * 1000;
    await Promise.all(
      Array.from({ length: connections }, (_, i) =>
        device(i, managers.slice(offset + i * perDevice, offset + (i + 1) * perDevice), agent, until, stats, counters),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    const after = cpuNow();
    agent.destroy();
    const all = [...stats.times.values()].flat().sort((a, b) => a - b);
    const errors = [...stats.errors.values()].reduce((s, n) => s + n, 0);
    const rps = all.length / elapsed;
    console.log(
      `\n${connections} connections, ${elapsed.toFixed(1)} s (trivial route alone: ${trivial.requests.average.toFixed(0)} req/s):`,
    );
    console.log(
      "| call | requests | req/s | p50 (ms) | p95 (ms) | p99 (ms) | errors |\n|---|---:|---:|---:|---:|---:|---:|",
    );
    for (const call of CALLS) {
      const times = stats.times.get(call)!.sort((a, b) => a - b);
      if (!times.length) continue;
      console.log(
        `| ${call} | ${times.length} | ${(times.length / elapsed).toFixed(1)} | ${pct(times, 0.5).toFixed(0)} | ${pct(times, 0.95).toFixed(0)} | ${pct(times, 0.99).toFixed(0)} | ${stats.errors.get(call) ?? 0} |`,
      );
    }
    for (const sample of stats.samples) console.log(`  error: ${sample}`);
    const cores = coresUsed(before, after, elapsed);
    const summary =
      `connections=${connections} saves_per_s=${(counters.saves / elapsed).toFixed(1)} req_per_s=${rps.toFixed(1)}` +
      ` p99_ms=${pct(all, 0.99).toFixed(0)} errors=${errors} trivial_req_per_s=${trivial.requests.average.toFixed(0)}` +
      ` ratio=${(rps / trivial.requests.average).toFixed(2)}` +
      ` saves_per_trivial=${(counters.saves / elapsed / trivial.requests.average).toFixed(3)} app_cores=${cores.app.toFixed(2)}` +
      ` pg_cores=${cores.postgres.toFixed(2)} machine_busy=${((100 * cores.busy) / cpus().length).toFixed(0)}%` +
      // CPU per save: what the app and PostgreSQL spend for each one, whatever else shares the machine.
      ` app_ms_per_save=${((1000 * cores.app) / (counters.saves / elapsed)).toFixed(1)}` +
      ` pg_ms_per_save=${((1000 * cores.postgres) / (counters.saves / elapsed)).toFixed(1)}`;
    console.log(summary);
    summaries.push(summary);
    offset += perDevice * connections;
    if (offset + 10 * Math.max(...LEVELS) > managers.length) offset = 40;
  }
  screenLine = await screenCosts();
} finally {
  stop();
}

// ─────────────────────────────── Afterwards: every team valid, every write there exactly once ───────────────────────────────

const formations = new Map((await db.formation.findMany()).map((f) => [f.id, f.name]));
const teams = await loadTeams("");
const byUser = new Map(managers.map((m) => [m.userId, m]));
const problems: string[] = [];
for (const t of teams) {
  const players = t.entries.map((e) => ({
    id: e.playerId,
    position: e.position as never,
    clubId: e.clubId,
    price: e.price,
  }));
  const captain = t.entries.find((e) => e.captain);
  const vice = t.entries.find((e) => e.vice);
  const errors = validateSquad({
    players,
    captainId: captain?.playerId,
    viceCaptainId: vice?.playerId,
    settings: DEFAULT_SETTINGS,
    bank: t.bank,
    pitchIds: t.entries.filter((e) => e.slot < PITCH_SIZE).map((e) => e.playerId),
  });
  const shape = parseFormation(formations.get(t.formation_id) ?? "");
  const bench = new Map((t.bench ?? []).map((b) => [b.squadPlayerId, b.priority]));
  const benchOk = t.entries.every((e) =>
    e.slot < PITCH_SIZE ? !bench.has(e.id) : bench.get(e.id) === e.slot - PITCH_SIZE,
  );
  if (
    errors.length ||
    !shape ||
    !isValidLayout(
      t.entries.map((e) => e.position as never),
      shape,
    ) ||
    !benchOk ||
    t.bank < 0
  )
    problems.push(`team ${t.id} is not valid: ${JSON.stringify(errors)}`);
  const m = byUser.get(t.user_id);
  if (!m) continue;
  const expected = JSON.stringify([...m.entries].sort((a, b) => a.slot - b.slot).map((e) => [e.id, e.playerId]));
  const actual = JSON.stringify(t.entries.map((e) => [e.id, e.playerId]));
  if (expected !== actual || captain?.id !== m.captain || vice?.id !== m.vice || t.bank !== m.bank)
    problems.push(`team ${t.id} differs from what its answers said`);
  if (t.version !== m.versionBefore + m.saves)
    problems.push(`team ${t.id}: version ${t.version}, expected ${m.versionBefore} + ${m.saves} saves`);
}
const transfersMade = managers.reduce((s, m) => s + m.transfers, 0);
const transferRows = (await countTransferRows()) - transferRowsBefore;
if (transferRows !== transfersMade)
  problems.push(`${transferRows} new transfer rows for ${transfersMade} transfers answered`);
for (const p of problems.slice(0, 10)) console.log(`  ${p}`);
console.log(
  `\n${teams.length.toLocaleString("en")} teams checked: ${problems.length ? `${problems.length} problems` : "every team valid, every write there exactly once"} (${transfersMade} transfers).`,
);
await sql.end();
await db.$disconnect();
for (const summary of summaries)
  console.log(
    `BENCH_RUSH managers=${MANAGERS} live_round=${LIVE_ROUND} web_share=${WEB_SHARE} ${summary} valid=${problems.length === 0}`,
  );
if (screenLine) console.log(screenLine);
process.exit(problems.length ? 1 : 0);
