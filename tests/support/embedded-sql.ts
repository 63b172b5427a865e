// Runs one SQL statement on the embedded database in PGLITE_DIR (as its owner when it is free,
// else through the owner) and prints who ran it and the rows. Used by embedded-lock.test.ts.
import pg from "pg";
import { openEmbedded } from "../../lib/db/embedded";

const handle = await openEmbedded({ dir: process.env.PGLITE_DIR!, role: "any" });
const client = new pg.Client({ connectionString: handle.url });
await client.connect();
const { rows } = await client.query(process.argv[2]);
console.log(`OWNER=${handle.owner} ROWS=${JSON.stringify(rows)}`);
await client.end();
await handle.close();
