// Forgets one rate limit's counts on the database it runs beside (the served demo database, or the open instance's through tests/e2e/open/instance.ts openScript), so a test
// that must reach a limit starts from zero whatever ran before it: `forget-limit.ts <bucket>` (lib/api/rate-limit.ts
// LIMITS names the buckets).
import { closeDb, getDb } from "../../../lib/db";

const bucket = process.argv[2]!;
const db = await getDb();
await db.$executeRaw`DELETE FROM rate_limit_count WHERE bucket = ${bucket}`;
await closeDb();
process.exit(0);
