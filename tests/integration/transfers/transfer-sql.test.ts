// The round lock's free-transfer carry-over in SQL (lib/server/transfers/carry-over.ts) agrees with lib/game's
// nextFreeTransfers on every combination of free transfers, transfers used, why they were unlimited (a first round,
// a Wildcard, not at all) and the two settings.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { nextFreeTransfers } from "@/lib/game/transfers";
import { nextFreeTransfersSql } from "@/lib/server/transfers/carry-over";

describe("free transfer carry-over", () => {
  it("is the same in SQL as in lib/game", async () => {
    const cases = [];
    for (const freeTransfers of [0, 1, 2, 3, 5])
      for (const used of [0, 1, 2, 4, 7])
        for (const unlimited of [null, "first_round", "wildcard"] as const)
          for (const perRound of [0, 1, 2])
            for (const maxSaved of [0, 1, 2, 5]) cases.push({ freeTransfers, used, unlimited, perRound, maxSaved });
    const values = Prisma.join(
      cases.map(
        (c, i) =>
          Prisma.sql`(${i}::int, ${c.freeTransfers}::int, ${c.used}::int, ${c.unlimited === "first_round"}::boolean, ${c.unlimited === "wildcard"}::boolean, ${c.perRound}::int, ${c.maxSaved}::int)`,
      ),
    );
    const db = await getDb();
    const rows = await db.$queryRaw<{ i: number; next: number }[]>`
      SELECT i, ${nextFreeTransfersSql({
        freeTransfers: Prisma.sql`free`,
        used: Prisma.sql`used`,
        firstRound: Prisma.sql`first_round`,
        wildcard: Prisma.sql`wildcard`,
        freeTransfersPerRound: Prisma.sql`per_round`,
        maxSavedFreeTransfers: Prisma.sql`max_saved`,
      })}::int AS next
      FROM (VALUES ${values}) AS c(i, free, used, first_round, wildcard, per_round, max_saved) ORDER BY i`;
    expect(rows).toHaveLength(cases.length);
    const sql = rows.map((r) => r.next);
    const game = cases.map((c) =>
      nextFreeTransfers({
        freeTransfers: c.freeTransfers,
        used: c.used,
        unlimited: c.unlimited,
        settings: { freeTransfersPerRound: c.perRound, maxSavedFreeTransfers: c.maxSaved },
      }),
    );
    expect(sql).toEqual(game);
  });
});
