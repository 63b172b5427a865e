// The embedded database serves many connections through one PGlite session: each client's
// extended-protocol cycle (Parse, Bind, Describe, Execute ... Sync) must run without another
// client's messages in between, or prepared statements get mixed up across connections.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openEmbedded } from "@/lib/db/embedded";

const embedded = await openEmbedded({ dir: "memory://", role: "owner", migrate: false });
const pool = new pg.Pool({ connectionString: embedded.url, max: 20 });

afterAll(async () => {
  await pool.end();
  await embedded.close();
});

describe("the embedded database under concurrent connections", () => {
  it("answers 400 parameterised queries from 20 connections, each with its own result", async () => {
    const queries = Array.from({ length: 400 }, (_, i) => {
      // Statements with different parameter counts, so a Bind meeting another client's Parse fails.
      const n = (i % 4) + 1;
      const params = Array.from({ length: n }, (_, k) => i * 10 + k);
      const sql = `SELECT ${params.map((_, k) => `$${k + 1}::int`).join(" + ")} AS total`;
      return { sql, params, expected: params.reduce((a, b) => a + b, 0) };
    });
    const results = await Promise.all(queries.map((q) => pool.query(q.sql, q.params)));
    expect(results.map((r) => Number(r.rows[0].total))).toEqual(queries.map((q) => q.expected));
  });

  it("keeps a transaction's statements together while other connections query", async () => {
    await pool.query("CREATE TABLE IF NOT EXISTS counter (id int PRIMARY KEY, n int NOT NULL)");
    await pool.query("INSERT INTO counter VALUES (1, 0) ON CONFLICT (id) DO UPDATE SET n = 0");
    const increments = Array.from({ length: 30 }, async () => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const { rows } = await client.query("SELECT n FROM counter WHERE id = $1", [1]);
        await client.query("UPDATE counter SET n = $1 WHERE id = $2", [rows[0].n + 1, 1]);
        await client.query("COMMIT");
      } finally {
        client.release();
      }
    });
    const readers = Array.from({ length: 30 }, (_, i) => pool.query("SELECT $1::int + $2::int AS s", [i, 1]));
    const [, reads] = await Promise.all([Promise.all(increments), Promise.all(readers)]);
    expect(reads.map((r) => r.rows[0].s)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await pool.query("SELECT n FROM counter WHERE id = 1")).rows[0].n).toBe(30);
  });
});
