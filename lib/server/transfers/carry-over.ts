// Free transfers for the next deadline, for every team at once (the round lock): lib/game/transfers.ts
// nextFreeTransfers as an SQL expression, kept equal to it by tests/integration/transfers/transfer-sql.test.ts.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** The SQL columns or expressions the rule reads. */
export interface CarryOverColumns {
  freeTransfers: Prisma.Sql;
  used: Prisma.Sql;
  /** A boolean: the round was the team's first (unlimited transfers), so nothing carries over. */
  firstRound: Prisma.Sql;
  /** A boolean: a Wildcard made the round's transfers unlimited, so the banked ones are kept as they were. */
  wildcard: Prisma.Sql;
  freeTransfersPerRound: Prisma.Sql;
  maxSavedFreeTransfers: Prisma.Sql;
}

/** The round's own free transfers plus the banked ones, up to the cap (see nextFreeTransfers). */
export const nextFreeTransfersSql = (c: CarryOverColumns) => Prisma.sql`LEAST(
  GREATEST(${c.maxSavedFreeTransfers}, ${c.freeTransfersPerRound}),
  (CASE WHEN ${c.firstRound} THEN 0 WHEN ${c.wildcard} THEN ${c.freeTransfers}
        ELSE GREATEST(0, ${c.freeTransfers} - ${c.used}) END) + ${c.freeTransfersPerRound})`;
