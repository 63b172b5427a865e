// The Prisma client. DATABASE_URL set: PostgreSQL through @prisma/adapter-pg. Unset: the embedded
// PGlite database (lib/db/embedded.ts), reached through its owner over the Postgres protocol, so
// one adapter serves both. Created lazily (build workers import modules) and kept on globalThis
// (hot reload keeps one client).
import { PrismaPg } from "@prisma/adapter-pg";
import { env } from "./env";
import { PrismaClient } from "./generated/prisma/client";
import { openEmbedded, type EmbeddedHandle } from "./db/embedded";

export type Db = PrismaClient;
/** A transaction client, as passed to `db.$transaction(async (tx) => …)`. */
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export function createPrismaClient(connectionString: string, max = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max }) });
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
