// Helpers for integration tests on a PostgreSQL server (DATABASE_URL).
import pg from "pg";

/** The same server, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const templateName = (url: string) => `${new URL(url).pathname.slice(1) || "postgres"}_template`;

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
