// `npm run worker`: the job worker on DATABASE_URL, or on the embedded database through the process that owns it
// (`npm run dev`, `npm start`). Stops on SIGINT or SIGTERM once the jobs it is running are done.
import { closeDb, getDatabaseUrl } from "../lib/db";
import { startWorker } from "./worker";

const worker = await startWorker({ url: await getDatabaseUrl() });
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await worker.stop();
    await closeDb();
    process.exit(0);
  });
}
