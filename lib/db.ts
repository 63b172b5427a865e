// The Prisma client. DATABASE_URL set: PostgreSQL through @prisma/adapter-pg. Unset: the embedded
// PGlite database (lib/db/embedded.ts), reached through its owner over the Postgres protocol, so
// one adapter serves both. Created lazily (build workers import modules) and kept on globalThis
// (hot reload keeps one client).
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "./env";
import { PrismaClient, type Prisma } from "./generated/prisma/client";
import { isEmbeddedUrl, openEmbedded, type EmbeddedHandle } from "./db/embedded";

export type Db = PrismaClient;
/** A transaction client, as passed to `db.$transaction(async (tx) => …)`. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/** The statement names of the SQL texts `prepared` marked, by text. */
const statementNames = new Map<string, string>();

/**
 * Marks a statement the app runs on every request of a kind (a fan's own team, say) to be prepared once per
 * connection: PostgreSQL parses and plans an unnamed statement again on every call, which for such a read costs
 * more than running it. Named by a hash of its text, since pg refuses one name for two texts; the texts marked are
 * the code's own (a few variants each), so the statements a connection keeps stay few.
 */
export function prepared(query: Prisma.Sql): Prisma.Sql {
  // `text` is the statement as PostgreSQL receives it ($1, $2, …), what the adapter's query carries as `sql`.
  if (!statementNames.has(query.text))
    statementNames.set(query.text, `fsa_${createHash("sha1").update(query.text).digest("hex").slice(0, 20)}`);
  return query;
}

/**
 * A client on `connectionString`, preparing the statements `prepared` marked. Not on the embedded database: its socket
 * multiplexes every connection onto one PGlite session, where two connections preparing one name would collide.
 */
export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  const adapter = new PrismaPg(
    { connectionString, max },
    isEmbeddedUrl(connectionString)
      ? undefined
      : { statementNameGenerator: (query) => statementNames.get(query.sql) ?? "" },
  );
  return new PrismaClient({ adapter });
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
