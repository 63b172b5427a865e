// npm run ops -- <command>: the operator CLI (prisma/ops/). Works beside a running app on the
// embedded database: it connects through the owner.
import { closeDb, getDb } from "../../lib/db";
import { main } from "../ops/cli";
import { COMMANDS } from "../ops/commands";

const code = await main(process.argv.slice(2), COMMANDS, getDb).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
await closeDb();
process.exit(code);
