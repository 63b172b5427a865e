// The Prisma client. DATABASE_URL set: PostgreSQL through @prisma/adapter-pg. Unset: the embedded
// PGlite database (lib/db/embedded.ts), reached through its owner over the Postgres protocol, so
// one adapter serves both. Created lazily (build workers import modules) and kept on globalThis
// (hot reload keeps one client).
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { env } from "./env";
import { PrismaClient, type Prisma } from "./generated/prisma/client";
import { isEmbeddedUrl, openEmbedded, type EmbeddedHandle } from "./db/embedded";

export type Db = PrismaClient;
/** A transaction client, as passed to `db.$transaction(async (tx) => …)`. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** The statement names of the SQL texts run through `queryPrepared`, by text. */
const statementNames = new Map<string, string>();

/** The pg pool under each client createPrismaClient made, and whether it may name statements. */
const pools = new WeakMap<object, { pool: pg.Pool; named: boolean }>();

/**
 * A client on `connectionString`. Statements run through `queryPrepared` are prepared once per connection, but not on
 * the embedded database: its socket multiplexes every connection onto one PGlite session, where two connections
 * preparing one name would collide.
 */
export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  const pool = new pg.Pool({ connectionString, max });
  const named = !isEmbeddedUrl(connectionString);
  const adapter = new PrismaPg(pool, {
    disposeExternalPool: true,
    ...(named && { statementNameGenerator: (query) => statementNames.get(query.sql) ?? "" }),
  });
  const client = new PrismaClient({ adapter });
  pools.set(client, { pool, named });
  return client;
}

/**
 * Runs a statement the app makes on every request of a kind (a fan's own team, the caller, the cache epoch), prepared
 * once per connection: PostgreSQL parses and plans an unnamed statement on every call, which for such a read cost
 * more than running it (0.58 ms of its CPU against 0.15 ms for the own team's). Named by a hash of its text, since pg
 * refuses one name for two texts; the texts are the code's own, a few variants each, so a connection keeps few. On the
 * app's client the statement goes straight to its pg pool (Prisma's raw query path cost such a read about 0.05 ms
 * more); in a transaction, through the transaction. Rows as pg or Prisma read them: json parsed (or its text), bigint
 * as a string or a BigInt (read it with Number); no statement here returns a timestamp column.
 */
export async function queryPrepared<T>(reader: Pick<Tx, "$queryRaw">, query: Prisma.Sql): Promise<T[]> {
  const text = query.text;
  let name = statementNames.get(text);
  if (name === undefined)
    statementNames.set(text, (name = `fsa_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`));
  const direct = pools.get(reader);
  if (!direct || direct.pool.ending) return reader.$queryRaw<T[]>(query);
  const result = await direct.pool.query({ name: direct.named ? name : undefined, text, values: query.values });
  return result.rows as T[];
}

const holder = globalThis as unknown as {
  __fantasyDb?: Promise<{ db: PrismaClient; url: string; embedded?: EmbeddedHandle }>;
};

/** The connection string in force: DATABASE_URL, or the embedded database's owner. */
async function connect(): Promise<{ db: PrismaClient; url: string; embedded?: EmbeddedHandle }> {
  if (env.DATABASE_URL) return { db: createPrismaClient(env.DATABASE_URL), url: env.DATABASE_URL };
  const embedded = await openEmbedded({ dir: env.PGLITE_DIR, role: "any" });
  return { db: createPrismaClient(embedded.url), url: embedded.url, embedded };
}

export async function getDb(): Promise<PrismaClient> {
  holder.__fantasyDb ??= connect();
  try {
    return (await holder.__fantasyDb).db;
  } catch (error) {
    holder.__fantasyDb = undefined;
    throw error;
  }
}

/** The connection string getDb's client uses (a connection of one's own: session-level advisory locks). */
export async function getDatabaseUrl(): Promise<string> {
  await getDb();
  return (await holder.__fantasyDb!).url;
}

/** Disconnects, and releases the embedded database if this process owns it. */
export async function closeDb(): Promise<void> {
  const current = holder.__fantasyDb;
  holder.__fantasyDb = undefined;
  if (!current) return;
  const { db, embedded } = await current;
  await db.$disconnect();
  await embedded?.close();
}
