// npm run ops -- <command>: the operator CLI (ops/). Works beside a running app on the
// embedded database: it connects through the owner.
import { closeDb, getDb } from "../lib/db";
import { main } from "./cli";
import { COMMANDS } from "./commands";

const code = await main(process.argv.slice(2), COMMANDS, getDb).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
await closeDb();
// Into a pipe, output is written asynchronously: let it drain before exiting (a long list stopped mid-way).
await Promise.all(
  [process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write("", resolve))),
);
process.exit(code);
