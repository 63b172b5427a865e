// How the benchmarks that play the demo season forward (npm run bench, npm run bench:rush) move it with the engine:
// the demo's live round closed with every generated team in it, then a round's results played, both the same way
// in each so that they measure the same season. Loaded after benchDatabaseFromEnv (lib/server reads DATABASE_URL).
import type { Db } from "../lib/db";
import { Rng } from "../lib/game/rng";
import { closeRound } from "../lib/server/rounds/close";
import { refreshLiveRound } from "../lib/server/rounds/refresh-live-round";
import { playRoundResults } from "../prisma/seed/results";

/** Closes a round still live in the demo (13) at once: the games not played yet are postponed, the close forced. */
export async function closeDemoLiveRound(db: Db, roundId: number): Promise<void> {
  await db.game.updateMany({
    where: { roundId, status: { in: ["scheduled", "live"] } },
    data: { status: "postponed" },
  });
  await closeRound({ roundId, force: true });
}

/** A locked round's games played (random results seeded by the round's number) and its live points worked out. */
export async function playRound(db: Db, round: { id: number; number: number }): Promise<void> {
  await playRoundResults(db, { roundId: round.id, rng: new Rng(round.number * 101) });
  await refreshLiveRound({ roundId: round.id });
}
