// npm run bench:mail -- [--managers N (100,000)] [--relays R (1)]: the deadline reminders of N managers, queued in the
// mail outbox and relayed into a local SMTP sink, on PostgreSQL (docs/performance.md, "Deadline reminders through the
// mail outbox"). Builds a throwaway database "<DATABASE_URL's database>_bench_mail": the demo season and N more
// managers, each with a team and deadline reminders on (one in three in Italian). A real SMTP server on a free local
// port (smtp-server, the tests' own) takes every message and counts its recipients, in a process of its own.
//
// First the floor: the same number of mails, rendered beforehand, sent straight over the pooled transport (no
// database): what the mail server and the pool allow. Then the run: `sendDeadlineReminders` queues them all (one
// INSERT … SELECT) and R relays (`deliverMail`, side by side) send them. It checks that every manager got exactly one
// mail. Summary line:
//   BENCH_MAIL managers=<N> relays=<R> queue_s=… relay_s=… rate=<mails/s> floor_s=… floor_rate=… ratio=<relay_s/floor_s>
import { fork } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { argValue } from "./bench-args";
import { benchDatabaseFromEnv, openBenchDatabase } from "./bench-database";

const N = Number(argValue("managers") ?? 100_000);
const RELAYS = Number(argValue("relays") ?? 1);
if (!Number.isInteger(N) || N < 100 || !Number.isInteger(RELAYS) || RELAYS < 1) {
  console.error("--managers must be a whole number of at least 100, --relays at least 1.");
  process.exit(2);
}

// The sink, in a process of its own (as a mail server would be): accepts everything, keeps only the count of each
// recipient, and tells them when asked.
if (process.argv.includes("--sink")) {
  const received = new Map<string, number>();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    maxClients: 100,
    // No reverse DNS lookup of each connection: on a machine without a resolver for 127.0.0.1 it waits seconds.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
        callback();
      });
    },
  });
  sink.listen(0, "127.0.0.1", () => process.send!({ port: (sink.server.address() as { port: number }).port }));
  process.on("message", (asked: string) => {
    if (asked === "count") {
      process.send!({ received: [...received.entries()] });
      received.clear();
    } else sink.close(() => process.exit(0));
  });
  await new Promise(() => {});
}

const sinkProcess = fork(fileURLToPath(import.meta.url), ["--sink"], { execArgv: process.execArgv });
const port = await new Promise<number>((resolve) =>
  sinkProcess.once("message", (m: { port: number }) => resolve(m.port)),
);
/** What the sink received since it was last asked: each recipient with how many mails. */
const receivedSoFar = () =>
  new Promise<Map<string, number>>((resolve) => {
    sinkProcess.once("message", (m: { received: [string, number][] }) => resolve(new Map(m.received)));
    sinkProcess.send("count");
  });

// Before the use cases are loaded: they read DATABASE_URL and SMTP_URL when first imported.
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
const { name: benchName, adminUrl, url: benchUrl } = benchDatabaseFromEnv("bench:mail", "bench_mail");
const { seed } = await import("../prisma/seed");
const { closeMailTransport, sendMail } = await import("../lib/mail");
const { deadlineMail } = await import("../lib/mail/templates");
const { deliverMail } = await import("../lib/server/mail/deliver-mail");
const { sendDeadlineReminders } = await import("../lib/server/users/send-deadline-reminders");

const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${benchName}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${benchName}"`);
await admin.end();
const { db, sql } = await openBenchDatabase(benchUrl);

async function timed<T>(label: string, run: () => Promise<T>): Promise<{ value: T; s: number }> {
  process.stdout.write(`${label}... `);
  const started = performance.now();
  const value = await run();
  const s = (performance.now() - started) / 1000;
  console.log(`${s.toFixed(2)} s`);
  return { value, s };
}

console.log(`Benchmark database ${benchName}: demo season + ${N.toLocaleString("en")} managers asking for reminders`);
await timed("demo season (seed)", () => seed(db));
const season = await db.season.findFirstOrThrow({ where: { status: "live" } });
const round = await db.round.findFirstOrThrow({
  where: { seasonId: season.id, status: "scheduled" },
  orderBy: { number: "asc" },
});
await timed(`${N.toLocaleString("en")} managers with a team`, async () => {
  // Only the benchmark's managers are reminded: the demo's keep theirs off.
  await sql.query(`UPDATE "user" SET deadline_reminders = false`);
  await sql.query(`
    INSERT INTO "user" (email, password_hash, first_name, last_name, locale, is_email_verified, deadline_reminders,
                        updated_at)
    SELECT 'bench' || g || '@example.com', 'bench', 'Bench', 'Manager ' || g, CASE WHEN g % 3 = 0 THEN 'it' ELSE 'en' END,
           true, true, now()
    FROM generate_series(1, ${N}) g`);
  const formation = await db.formation.findFirstOrThrow();
  await sql.query(`
    INSERT INTO user_team (user_id, season_id, name, abbreviation, formation_id, bank, first_round_id, updated_at)
    SELECT u.id, ${season.id}, 'Bench Team ' || u.id, 'BEN', ${formation.id}, 0, ${round.id}, now()
    FROM "user" u WHERE u.email LIKE 'bench%'`);
  await sql.query("VACUUM ANALYZE");
});

// The floor: the same mails straight over the pool, rendered beforehand.
const mails = Array.from({ length: N }, (_, i) =>
  deadlineMail(i % 3 === 2 ? "it" : "en", {
    to: `floor${i}@example.com`,
    firstName: "Bench",
    team: `Bench Team ${i}`,
    round: round.number,
    deadline: round.deadline,
  }),
);
const floor = await timed(`floor: ${N.toLocaleString("en")} mails straight over the pool`, async () => {
  const CHUNK = 500;
  for (let i = 0; i < mails.length; i += CHUNK) await Promise.all(mails.slice(i, i + CHUNK).map((m) => sendMail(m)));
});
closeMailTransport();
await receivedSoFar();

const queued = await timed("queue the reminders (one INSERT … SELECT)", () =>
  sendDeadlineReminders(db, { roundId: round.id, leadHours: 24, now: new Date() }),
);
const relayed = await timed(`relay them (${RELAYS} relay${RELAYS > 1 ? "s" : ""})`, async () => {
  const runs = await Promise.all(Array.from({ length: RELAYS }, () => deliverMail()));
  return runs.reduce((n, r) => n + r.sent, 0);
});
closeMailTransport();

const received = await receivedSoFar();
const messages = [...received.values()].reduce((a, b) => a + b, 0);
const once = [...received.entries()].filter(([to, n]) => to.startsWith("bench") && n === 1).length;
const sentRows = Number((await sql.query(`SELECT count(*) FROM mail_outbox WHERE sent_at IS NOT NULL`)).rows[0].count);
const problems = [
  queued.value.queued !== N && `queued ${queued.value.queued}, not ${N}`,
  relayed.value !== N && `relayed ${relayed.value}, not ${N}`,
  messages !== N && `the sink took ${messages} messages, not ${N}`,
  once !== N && `${N - once} managers did not get exactly one mail`,
  sentRows !== N && `${sentRows} outbox rows marked sent, not ${N}`,
].filter(Boolean);
await sql.end();
await db.$disconnect();
sinkProcess.send("close");
if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}

const rate = N / relayed.s;
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
console.log(
  `BENCH_MAIL managers=${N} relays=${RELAYS} queue_s=${queued.s.toFixed(2)} relay_s=${relayed.s.toFixed(2)} ` +
    `rate=${rate.toFixed(0)} floor_s=${floor.s.toFixed(2)} floor_rate=${(N / floor.s).toFixed(0)} ` +
    `ratio=${(relayed.s / floor.s).toFixed(2)}`,
);
process.exit(0);
