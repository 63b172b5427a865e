// npm run bench -- --teams N (default 100,000): the round lifecycle at scale on PostgreSQL.
// Builds a throwaway database "<DATABASE_URL's database>_bench" with the demo season plus N teams
// (valid random squads, private leagues), then times the lock, the results of a round, the close
// (per step and per league kind), the physical floor (a bare INSERT ... SELECT of the same snapshot
// rows) and ranking pages at the first, middle and last page of the season league and of a large
// private league. A fifth of the teams also play in head-to-head leagues of 4–20 members (from the warm-up round, half
// of them on goals). A tenth of the teams (`--chip-share`) play a chip for the measured round, half of them a Bench Boost,
// half a Triple Captain (the chips that change the scoring; a Wildcard's or a Free Hit's work is the lock's). The last
// line is the summary, with the close's head-to-head job and its share of the close, how many snapshots carry a chip
// and what the chips cost the resolve statement (chips_s, measured after the close: see resolveCosts):
//   BENCH teams=<N> lock_s=<s> lock_ratio=<lock/floor> close_s=<s> floor_s=<s> ratio=<close/floor> rank_p95_ms=<ms>
//         h2h_s=<s> h2h_share=<h2h/close> chip_teams=<n> chips_s=<s> forecast_s=<s>
// forecast_s is the forecast's refit after the close (clubs' strengths, the games' difficulty, every player's expected
// points for the next eight rounds: lib/server/forecast/refresh-forecast.ts).
// lock_s is round 16's lock, after the measured close (each step timed in the table): the next deadline's, which a
// run from the saved copy measures too.
// Iterating on the close: `--keep-ready` also saves the database as it stands before the close
// (round 15 locked and played) as "<database>_bench_ready"; `--from-ready` starts from that copy
// instead of generating the teams again (minutes saved at a million teams).
import fs from "node:fs";
import pg from "pg";
import { halfOf } from "../lib/game/chips";
import { argValue, hasFlag } from "./bench-args";
import { benchDatabaseFromEnv, openBenchDatabase } from "./bench-database";

// Before the use cases are loaded: they read DATABASE_URL when first imported.
const { name: benchName, adminUrl, url: benchUrl } = benchDatabaseFromEnv("bench", "bench");

const { closeDb } = await import("../lib/db");
const { generateTeams } = await import("./bench-teams");
const { closeDemoLiveRound, playRound } = await import("./bench-season");
const { closeRound } = await import("../lib/server/rounds/close");
const { refreshForecastAfterClose } = await import("../lib/server/forecast/refresh-forecast");
const { lockRound } = await import("../lib/server/rounds/lock-round");
const { seed } = await import("../prisma/seed");

const N = Number(argValue("teams") ?? 100_000);
/** The share of the generated teams that play a chip for the measured round. */
const CHIP_SHARE = Number(argValue("chip-share") ?? 0.1);
/** Runs of each variant of the resolve statement (resolveCosts), the best of which counts. */
const RESOLVE_RUNS = 3;
const keepReady = hasFlag("keep-ready");
const fromReady = hasFlag("from-ready");
const readyName = `${benchName}_ready`;
const PRIVATE_SIZE = 40;
const BIG_PRIVATE_SHARE = 0.1;
const WARM_UP = 14;
const MEASURED = 15;
/** The round whose lock the BENCH line's lock_s measures, after the measured close. */
const LOCKED = 16;
/** The share of the teams in head-to-head leagues, and those leagues' sizes. */
const HEAD_TO_HEAD_SHARE = 0.2;
const HEAD_TO_HEAD_SIZES = [4, 20] as const;

if (!Number.isInteger(N) || N < 1000) {
  console.error("--teams must be a whole number of at least 1000.");
  process.exit(2);
}
if (!(CHIP_SHARE >= 0 && CHIP_SHARE <= 1)) {
  console.error("--chip-share must be a share between 0 and 1.");
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
    const steps: string[] = [];
    const [locked, ms] = await timed(`lock round ${number} (snapshot every team)`, () =>
      lockRound({
        roundId: r.id,
        now: new Date(r.deadline.getTime() + 1),
        onTiming: (step, stepMs) => steps.push(`${step} ${seconds(stepMs)} s`),
      }),
    );
    console.log(`  ${steps.join(", ")}`);
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
  await playChips(sql, await round(MEASURED));
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
// The forecast the close's callers refit after it (its cost does not grow with the teams: the players and games).
const [, forecastMs] = await timed(`forecast refit after the close`, () =>
  refreshForecastAfterClose({ roundId: measured.id }),
);
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

// The measured round's snapshots as counted (from a saved copy, --teams is not what it holds), and those with a chip.
const {
  rows: [{ n: snapshots, chips: chipTeams }],
} = await sql.query<{ n: number; chips: number }>(
  `SELECT count(*)::int AS n, count(chip)::int AS chips FROM team_round WHERE round_id = $1`,
  [measured.id],
);
const costs = await resolveCosts(sql, measured.id, (await round(WARM_UP)).id);
rows.push(
  [
    `resolve statement, ${chipTeams.toLocaleString("en")} snapshots with a chip (best of ${RESOLVE_RUNS})`,
    `${seconds(costs.chips)} s`,
  ],
  [`  the same with no chip`, `${seconds(costs.none)} s`],
  [`  the same through the function before chips (no chip argument)`, `${seconds(costs.before)} s`],
);

// The next deadline's lock, measured step by step: round 16's, after the days between a close and a deadline (their
// autovacuum pass), a tenth of the teams on a chip for it. In a run from the saved copy this is the lock iterated on.
await timed("autovacuum's pass (the days before round 16's deadline)", () => sql.query("VACUUM ANALYZE"));
const next = await round(LOCKED);
await playChips(sql, next);
const [, lockNextMs] = await timed(`lock round ${LOCKED} (snapshot every team)`, () =>
  lockRound({
    roundId: next.id,
    now: new Date(next.deadline.getTime() + 1),
    onTiming: (step, ms) => rows.push([`  lock step: ${step}`, `${seconds(ms)} s`]),
  }),
);

console.log(`\n| step | time |\n| --- | --- |\n${rows.map(([a, b]) => `| ${a.trim()} | ${b} |`).join("\n")}`);
if (!fromReady) console.log(`lock ${seconds(lockMs)} s, results ${seconds(resultsMs)} s`);
await sql.end();
await db.$disconnect();
console.log(
  `BENCH teams=${snapshots} lock_s=${seconds(lockNextMs)} lock_ratio=${(lockNextMs / floorMs).toFixed(2)} close_s=${seconds(closeMs)} floor_s=${seconds(floorMs)} ratio=${(closeMs / floorMs).toFixed(2)} rank_p95_ms=${p95.toFixed(2)} h2h_s=${seconds(headToHeadMs)} h2h_share=${(headToHeadMs / closeMs).toFixed(3)} chip_teams=${chipTeams} chips_s=${seconds(costs.chips - costs.none)} forecast_s=${seconds(forecastMs)}`,
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

/**
 * Chips for the measured round, before its lock (which copies them into the snapshots' chip): `CHIP_SHARE` of the
 * bench teams, picked by a multiplicative hash of their id so that they spread over every kind of league, a Bench Boost
 * or a Triple Captain in turn.
 */
/** A tenth of the generated teams (`--chip-share`), picked by a hash of their id and of the round, play a chip for it. */
async function playChips(client: pg.Client, round: { id: number; number: number }) {
  const settings = await db.settings.findFirstOrThrow();
  const { rowCount } = await client.query(
    `INSERT INTO team_chip (team_id, chip, half, round_id)
     SELECT t.id, (CASE WHEN row_number() OVER (ORDER BY t.id) % 2 = 0 THEN 'bench_boost' ELSE 'triple_captain' END)::"Chip", $1, $2
     FROM user_team t WHERE t.abbreviation = 'BEN' AND ((t.id::bigint + $4) * 2654435761) % 1000000 < $3
     ON CONFLICT DO NOTHING`,
    [halfOf(round.number, settings.firstHalfLastRound), round.id, Math.round(CHIP_SHARE * 1_000_000), round.number],
  );
  console.log(
    `chips for round ${round.number}: ${(rowCount ?? 0).toLocaleString("en")} teams (Bench Boost, Triple Captain)`,
  );
}

/**
 * What the chips cost the close, measured on its own statement. The measured close takes the points the last live
 * refresh worked out (its inputs are the refresh's), so it resolves no team; a close whose inputs differ from the last
 * refresh's, and every live refresh, run lib/server/rounds/score-round.ts's resolve statement over every snapshot:
 * fsa_resolve_team into a temporary table, as the close's transaction runs it (128 MB of work_mem, parallel plans).
 * That statement is timed here on the same database, after the close, with each snapshot's chip (`chips`), with no
 * chip for any (`none`: chips_s is chips − none) and through the function as it was before chips, without the chip
 * argument (`before`: what passing the chip to every team costs), in turn, RESOLVE_RUNS times each; best of each.
 */
async function resolveCosts(client: pg.Client, roundId: number, previousRoundId: number) {
  const old = fs
    .readFileSync("prisma/migrations/20261123113000_round_scoring_by_slot/migration.sql", "utf8")
    .match(/CREATE OR REPLACE FUNCTION fsa_resolve_team\([\s\S]*?\n\$\$;/)?.[0];
  if (!old) throw new Error("the function before chips was not found in its migration");
  await client.query(old.replace("fsa_resolve_team(", "bench_resolve_team_before_chips("));
  const {
    rows: [lookup],
  } = await client.query<{ pos: number[]; mins: number[]; carded: boolean[]; pts: number[] }>(
    `SELECT array_agg(CASE p.position WHEN 'GKP' THEN 1 WHEN 'DEF' THEN 2 WHEN 'MID' THEN 3 WHEN 'FWD' THEN 4 ELSE 0 END ORDER BY i.id) AS pos,
            array_agg(COALESCE(pr.minutes, 0) ORDER BY i.id) AS mins,
            array_agg(COALESCE(pr.carded, false) ORDER BY i.id) AS carded,
            array_agg(COALESCE(pr.points, 0) ORDER BY i.id) AS pts
     FROM generate_series(1, (SELECT COALESCE(max(id), 0) FROM player)) AS i(id)
     LEFT JOIN player p ON p.id = i.id
     LEFT JOIN player_round pr ON pr.player_id = i.id AND pr.round_id = $1`,
    [roundId],
  );
  const picks = `fsa_pick($1::smallint[], tr.player_ids), fsa_pick($2::int[], tr.player_ids),
    fsa_pick($3::boolean[], tr.player_ids), fsa_pick($4::int[], tr.player_ids)`;
  const statement = (resolve: string) => `
    CREATE TEMP TABLE bench_resolved AS
    SELECT tr.team_id, r.final_ids, r.multiplied_id, r.total AS points, r.total + COALESCE(p.total_points, 0) AS total,
           t.country_code, p.overall_rank AS previous_overall_rank, p.country_rank AS previous_country_rank
    FROM team_round tr CROSS JOIN LATERAL ${resolve} r
    JOIN user_team t ON t.id = tr.team_id
    LEFT JOIN team_round p ON p.round_id = $5 AND p.team_id = tr.team_id
    WHERE tr.round_id = $6`;
  const variants = {
    chips: statement(
      `fsa_resolve_team(tr.player_ids, tr.captain_id, tr.vice_captain_id, tr.penalty_points, ${picks}, tr.chip)`,
    ),
    none: statement(
      `fsa_resolve_team(tr.player_ids, tr.captain_id, tr.vice_captain_id, tr.penalty_points, ${picks}, NULL::"Chip")`,
    ),
    before: statement(
      `bench_resolve_team_before_chips(tr.player_ids, tr.captain_id, tr.vice_captain_id, tr.penalty_points, ${picks})`,
    ),
  };
  const best = { chips: Infinity, none: Infinity, before: Infinity };
  for (let run = 0; run < RESOLVE_RUNS; run++) {
    for (const [name, text] of Object.entries(variants) as [keyof typeof best, string][]) {
      await client.query("BEGIN");
      await client.query("SET LOCAL work_mem = '128MB'");
      await client.query("SET LOCAL parallel_setup_cost = 0");
      await client.query("SET LOCAL parallel_tuple_cost = 0");
      const started = performance.now();
      await client.query(text, [lookup!.pos, lookup!.mins, lookup!.carded, lookup!.pts, previousRoundId, roundId]);
      best[name] = Math.min(best[name], performance.now() - started);
      await client.query("ROLLBACK");
    }
  }
  await client.query("DROP FUNCTION bench_resolve_team_before_chips");
  return best;
}
