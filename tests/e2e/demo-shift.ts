// Prints the days the served demo database's calendar was moved from the base calendar (its demo_calendar row,
// prisma/seed/calendar.ts), for tests/e2e/demo-calendar.ts.
import { closeDb, getDb } from "../../lib/db";

const row = await (await getDb()).demoCalendar.findUnique({ where: { id: 1 } });
if (!row)
  throw new Error("The end-to-end database was not made by the demo seed: delete it (PGLITE_DIR) and run again.");
console.log(row.shiftDays);
await closeDb();
process.exit(0);
