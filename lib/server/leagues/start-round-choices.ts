// The rounds a new private league may start from (docs/product.md section 4 "Leagues"), for the leagues page's form.
import "server-only";
import { getDb } from "@/lib/db";
import { canStartPrivateLeague } from "@/lib/game/calendar";

/** The round numbers a new private league may count from: the live season's rounds that have not started. */
export async function startRoundChoices(now = new Date()): Promise<number[]> {
  const db = await getDb();
  const rounds = await db.round.findMany({
    where: { season: { status: "live" }, status: "scheduled" },
    select: { number: true, status: true, deadline: true },
    orderBy: { number: "asc" },
  });
  return rounds.filter((r) => canStartPrivateLeague(r, now)).map((r) => r.number);
}
