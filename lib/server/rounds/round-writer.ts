// One writer of a round's scores and tables at a time (lock, results, refresh, cancel, close),
// held by the database itself so it holds across processes and machines: a session-level
// PostgreSQL advisory lock on a connection of its own, keyed by the round. The session ends with
// its process, so a killed holder never leaves the round stuck. The embedded database (PGlite) has
// one session for every client: there the lock is re-entrant and never gets in the way.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import os from "node:os";
import pg from "pg";
import { getDatabaseUrl } from "@/lib/db";
import { AppError } from "../errors";

/** The advisory lock's first key: "a round's scores and tables"; the second is the round's id. */
export const ROUND_WRITER_CLASS = 19_019;
/** A holder that was just killed: its session may take a moment to end. */
const ATTEMPTS = 5;
const RETRY_MS = 200;

/** The rounds this async call chain already holds (a command's own nested use cases re-enter). */
const held = new AsyncLocalStorage<ReadonlySet<number>>();

/** What other sessions see of the holder (pg_stat_activity.application_name, 63 bytes at most). */
function label(command: string): string {
  const who = ` [pid ${process.pid} on ${os.hostname()}]`;
  const text = `${command}${who}`;
  return Buffer.byteLength(text) <= 63 ? text : `${command.slice(0, Math.max(0, 63 - Buffer.byteLength(who)))}${who}`;
}

/**
 * Runs `run` holding round `roundId`'s lock. Another holder: refused at once (conflict) with one
 * line saying what runs and since when; nothing is changed. `command` is what others are told
 * ("ops round close 15").
 */
export async function withRoundWriter<T>(roundId: number, command: string, run: () => Promise<T>): Promise<T> {
  const mine = held.getStore();
  if (mine?.has(roundId)) return run();
  const client = new pg.Client({ connectionString: await getDatabaseUrl(), application_name: label(command) });
  client.on("error", () => {}); // a dropped session is the release; the work's own queries report errors
  await client.connect();
  try {
    let locked = false;
    for (let attempt = 1; !locked; attempt++) {
      const { rows } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, $2) AS ok", [
        ROUND_WRITER_CLASS,
        roundId,
      ]);
      locked = rows[0]!.ok;
      if (!locked && attempt >= ATTEMPTS) throw new AppError("conflict", await busyMessage(client, roundId));
      if (!locked) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
    try {
      return await held.run(new Set([...(mine ?? []), roundId]), run);
    } finally {
      // Ending the session releases it too; the embedded database's one session needs the unlock.
      await client.query("SELECT pg_advisory_unlock($1, $2)", [ROUND_WRITER_CLASS, roundId]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** "Round 15 is busy: ops round close 15 [pid 4242 on ops-1] has been running since …". */
async function busyMessage(client: pg.Client, roundId: number): Promise<string> {
  const { rows } = await client.query<{ number: number | null; holder: string | null; since: Date | null }>(
    `SELECT (SELECT number FROM round WHERE id = $2) AS number, a.application_name AS holder, a.backend_start AS since
     FROM (SELECT 1) one
     LEFT JOIN pg_locks l ON l.locktype = 'advisory' AND l.classid = $1 AND l.objid = $2 AND l.objsubid = 2 AND l.granted
       -- Advisory locks are per database, pg_locks shows the server's: another database's holder is not this one's.
       AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     LEFT JOIN pg_stat_activity a ON a.pid = l.pid
     LIMIT 1`,
    [ROUND_WRITER_CLASS, roundId],
  );
  const row = rows[0];
  const round = row?.number ? `Round ${row.number}` : `Round ${roundId}`;
  const what = row?.holder || "another command";
  const since = row?.since ? ` since ${row.since.toISOString()}` : "";
  return `${round} is busy: ${what} has been running${since}. Nothing was changed; run this again once it has finished.`;
}
