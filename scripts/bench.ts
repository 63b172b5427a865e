// npm run bench -- --teams N (default 100,000): the round lifecycle at scale on PostgreSQL.
// Builds a throwaway database "<DATABASE_URL's database>_bench" with the demo season plus N teams
// (valid random squads, private leagues), then times the lock, the results of a round, the close
// (per step and per league kind), the physical floor (a bare INSERT ... SELECT of the same snapshot
// rows) and ranking pages at the first, middle and last page of the season league and of a large
// private league. A fifth of the teams also play in head-to-head leagues of 4–20 members (from the warm-up round, half
// of them on goals). The last line is the summary, with the close's head-to-head job and its share of the close:
//   BENCH teams=<N> close_s=<s> floor_s=<s> ratio=<close/floor> rank_p95_ms=<ms> h2h_s=<s> h2h_share=<h2h/close>
// Iterating on the close: `--keep-ready` also saves the database as it stands before the close
// (round 15 locked and played) as "<database>_bench_ready"; `--from-ready` starts from that copy
// instead of generating the teams again (minutes saved at a million teams).
import pg from "pg";
import { argValue, hasFlag } from "./bench-args";
import { benchDatabaseFromEnv, openBenchDatabase } from "./bench-database";

// Before the use cases are loaded: they read DATABASE_URL when first imported.
const { name: benchName, adminUrl, url: benchUrl } = benchDatabaseFromEnv("bench", "bench");

const { closeDb } = await import("../lib/db");
const { generateTeams } = await import("./bench-teams");
const { closeDemoLiveRound, playRound } = await import("./bench-season");
const { closeRound } = await import("../lib/server/rounds/close");
const { lockRound } = await import("../lib/server/rounds/lock-round");
const { seed } = await import("../prisma/seed");

const N = Number(argValue("teams") ?? 100_000);
const keepReady = hasFlag("keep-ready");
const fromReady = hasFlag("from-ready");
const readyName = `${benchName}_ready`;
const PRIVATE_SIZE = 40;
const BIG_PRIVATE_SHARE = 0.1;
const WARM_UP = 14;
const MEASURED = 15;
/** The share of the teams in head-to-head leagues, and those leagues' sizes. */
const HEAD_TO_HEAD_SHARE = 0.2;
const HEAD_TO_HEAD_SIZES = [4, 20] as const;

if (!Number.isInteger(N) || N < 1000) {
  console.error("--teams must be a whole number of at least 1000.");
  process.exit(2);
}

const rows: [string, string][] = [];
const seconds = (ms: number) => (ms / 1000).toFixed(2);
async function timed<T>(label: string, run: () => Promise<T>): Promise<[T, number]> {
  process.stdout.write(`${label}... `);
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  console.log(`${seconds(ms)} s`);
  rows.push([label, `${seconds(ms)} s`]);
  return [result, ms];
}

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${benchName}" WITH (FORCE)`);
if (fromReady) {
  const ready = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [readyName]);
  if (!ready.rowCount) {
    console.error(`--from-ready needs ${readyName}: run once with --keep-ready.`);
    process.exit(2);
  }
  // A file copy: the default strategy writes the whole copy (gigabytes) to the write-ahead log, whose checkpoints
  // then land in the middle of the measured close.
  await admin.query(`CREATE DATABASE "${benchName}" TEMPLATE "${readyName}" STRATEGY = FILE_COPY`);
} else {
  await admin.query(`CREATE DATABASE "${benchName}"`);
}
await admin.end();
let { db, sql } = await openBenchDatabase(benchUrl);
if (fromReady) console.log(`Benchmark database ${benchName}: a copy of ${readyName}`);
else {
  console.log(`Benchmark database ${benchName}: demo season + ${N.toLocaleString("en")} teams`);
  await timed("demo season (seed)", () => seed(db));
}
const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
const round = (number: number) =>
  db.round.findFirstOrThrow({ where: { seasonId: season.id, number }, include: { games: true } });
let lockMs = 0;
let resultsMs = 0;
if (!fromReady) {
  await timed(`generate ${N.toLocaleString("en")} teams`, async () =>
    generateTeams(db, sql, {
      teams: N,
      seasonId: season.id,
      firstRoundId: (await round(1)).id,
      privateSize: PRIVATE_SIZE,
      bigShare: BIG_PRIVATE_SHARE,
    }),
  );

  await timed("head-to-head leagues (a fifth of the teams)", () => headToHeadLeagues(sql, season.id));

  // Round 13 (the demo's live round) closes first. Round 14 is then played and closed at full scale
  // (a warm-up), so that the measured close, round 15's, finds the previous round's snapshots and
  // tables, the table rows it replaces and its quad's earlier round (quad 4: rounds 13-16) full size.
  await closeDemoLiveRound(db, (await round(13)).id);
  const play = async (number: number) => {
    const r = await round(number);
    const [locked, ms] = await timed(`lock round ${number} (snapshot every team)`, () =>
      lockRound({ roundId: r.id, now: new Date(r.deadline.getTime() + 1) }),
    );
    console.log(`  ${locked.teams.toLocaleString("en")} snapshots`);
    const [, results] = await timed(`results of round ${number} (10 games) + live points`, () => playRound(db, r));
    return [ms, results] as const;
  };
  await play(WARM_UP);
  await timed(`warm-up: close round ${WARM_UP}`, async () => closeRound({ roundId: (await round(WARM_UP)).id }));
  // Days pass between a close and the next deadline, hours between the last result and the close: time for
  // PostgreSQL's autovacuum to clear the rows the last close, lock and refresh replaced (it starts once a fifth of a
  // table has changed). The benchmark runs in minutes, so it runs that pass itself at those two moments.
  await timed("autovacuum's pass (the days before the next deadline)", () => sql.query("VACUUM ANALYZE"));
  [lockMs, resultsMs] = await play(MEASURED);
  await timed("autovacuum's pass (the hours before the close)", () => sql.query("VACUUM ANALYZE"));
  if (keepReady) {
    // A template database must have no connections: this process's are closed and reopened.
    await sql.end();
    await db.$disconnect();
    await closeDb();
    const copy = new pg.Client({ connectionString: adminUrl.toString() });
    await copy.connect();
    await copy.query(`DROP DATABASE IF EXISTS "${readyName}"`);
    await copy.query(`CREATE DATABASE "${readyName}" TEMPLATE "${benchName}" STRATEGY = FILE_COPY`);
    await copy.end();
    console.log(`saved ${readyName} (round ${MEASURED} locked and played): rerun the close with --from-ready`);
    ({ db, sql } = await openBenchDatabase(benchUrl));
  }
}
const measured = await round(MEASURED);
await sql.query(`CREATE TABLE bench_floor (LIKE team_round INCLUDING ALL)`);
const [, floorMs] = await timed("floor: bare INSERT ... SELECT of the snapshot rows", () =>
  sql.query(`INSERT INTO bench_floor SELECT * FROM team_round WHERE round_id = ${measured.id}`),
);

const stepStarts: [string, number][] = [];
let headToHeadMs = 0;
const [, closeMs] = await timed(`close round ${MEASURED}`, () =>
  closeRound({
    roundId: measured.id,
    onStep: (step) => stepStarts.push([step, performance.now()]),
    onTiming: (kind, ms) => {
      rows.push([`  standings: ${kind}`, `${seconds(ms)} s`]);
      if (kind === "head to head") headToHeadMs = ms;
    },
  }),
);
const closeEnd = performance.now();
stepStarts.forEach(([step, at], i) =>
  rows.push([`  close step: ${step}`, `${seconds((stepStarts[i + 1]?.[1] ?? closeEnd) - at)} s`]),
);

// Ranking pages (20 rows) at the first, middle and last page, by position, as readMembers reads them.
const page = `SELECT s.rank, s.points, t.name, u.first_name || ' ' || u.last_name AS manager
  FROM (SELECT * FROM standing WHERE league_id = $1 AND position BETWEEN $2 AND $3 ORDER BY position LIMIT 20) s
  JOIN user_team t ON t.id = s.team_id JOIN "user" u ON u.id = t.user_id ORDER BY s.position`;
const samples: number[] = [];
for (const key of ["season", "private:BN1"]) {
  const league = await db.league.findFirstOrThrow({ where: { seasonId: season.id, key } });
  const members = league.membersCount;
  for (const [where, start] of [
    ["first", 1],
    ["middle", Math.floor(members / 2)],
    ["last", Math.max(1, members - 19)],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const result = await sql.query(page, [league.id, start, start + 19]);
      times.push(performance.now() - t);
      if (result.rowCount === 0) throw new Error(`empty page ${where} of ${key}`);
    }
    times.sort((a, b) => a - b);
    samples.push(...times);
    rows.push([
      `  page ${where} of ${key} (${members.toLocaleString("en")} members), p95`,
      `${times[Math.floor(times.length * 0.95)]!.toFixed(2)} ms`,
    ]);
  }
}
samples.sort((a, b) => a - b);
const p95 = samples[Math.floor(samples.length * 0.95)]!;

console.log(`\n| step | time |\n| --- | --- |\n${rows.map(([a, b]) => `| ${a.trim()} | ${b} |`).join("\n")}`);
if (!fromReady) console.log(`lock ${seconds(lockMs)} s, results ${seconds(resultsMs)} s`);
await sql.end();
await db.$disconnect();
console.log(
  `BENCH teams=${N} close_s=${seconds(closeMs)} floor_s=${seconds(floorMs)} ratio=${(closeMs / floorMs).toFixed(2)} rank_p95_ms=${p95.toFixed(2)} h2h_s=${seconds(headToHeadMs)} h2h_share=${(headToHeadMs / closeMs).toFixed(3)}`,
);
process.exit(0);

/**
 * Head-to-head leagues of 4–20 bench teams (sizes cycling through the range), a fifth of all teams, starting with the
 * warm-up round: its lock draws their fixtures and its close writes the tables the measured close builds on.
 */
async function headToHeadLeagues(client: pg.Client, seasonId: number) {
  const { rows: teams } = await client.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM user_team WHERE abbreviation = 'BEN' AND id % ${Math.round(1 / HEAD_TO_HEAD_SHARE)} = 0 ORDER BY id`,
  );
  const [min, max] = HEAD_TO_HEAD_SIZES;
  const league: number[] = [];
  const owners: number[] = [];
  for (let i = 0, g = 0; i < teams.length; g++) {
    const size = Math.min(min + ((g * 7) % (max - min + 1)), teams.length - i);
    owners.push(teams[i]!.user_id);
    for (let k = 0; k < size; k++, i++) league.push(g + 1);
  }
  const { id: startId } = (await round(WARM_UP)) as { id: number };
  await client.query(
    `INSERT INTO league (season_id, kind, key, name, owner_id, join_code, starts_from_round_id, format, scoring, members_count)
     SELECT $1, 'private', 'private:BH' || g, 'Bench Derby ' || g, owner, 'BH' || g, $2, 'head_to_head',
            (CASE WHEN g % 2 = 0 THEN 'goals' ELSE 'points' END)::"HeadToHeadScoring", 0
     FROM unnest($3::int[]) WITH ORDINALITY AS o(owner, g)`,
    [seasonId, startId, owners],
  );
  await client.query(
    `INSERT INTO league_member (league_id, team_id)
     SELECT l.id, m.team_id FROM unnest($1::int[], $2::int[]) AS m(team_id, g) JOIN league l ON l.key = 'private:BH' || m.g`,
    [teams.map((t) => t.id), league],
  );
  await client.query(
    `UPDATE league l SET members_count = (SELECT count(*) FROM league_member m WHERE m.league_id = l.id) WHERE l.key LIKE 'private:BH%'`,
  );
  console.log(`  ${owners.length.toLocaleString("en")} leagues, ${teams.length.toLocaleString("en")} teams`);
}
