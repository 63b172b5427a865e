// npm run db:seed: loads the demo season (idempotent) and prints the demo login.
import { closeDb, getDb } from "../../lib/db";
import { DEMO_LOGIN } from "../../lib/demo";
import { seed } from "../seed";

try {
  const counts = await seed(await getDb(), { log: (line) => console.log(`  ${line}`) });
  console.log(
    Object.entries(counts)
      .map(([table, n]) => `  ${table.padEnd(22)} ${n}`)
      .join("\n"),
  );
  console.log(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
  await closeDb();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
