// npm run ops -- <command>: the operator CLI (ops/). Works beside a running app on the
// embedded database: it connects through the owner.
import { closeDb, getDb } from "../lib/db";
import { main } from "./cli";
import { COMMANDS } from "./commands";

// main answers every outcome, a crash included, with its exit code.
const code = await main(process.argv.slice(2), COMMANDS, getDb);
await closeDb();
// Into a pipe, output is written asynchronously: let it drain before exiting (a long list stopped mid-way).
await Promise.all(
  [process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write("", resolve))),
);
process.exit(code);
