// Free transfers for the next deadline, for every team at once (the round lock): lib/game/transfers.ts
// nextFreeTransfers as an SQL expression, kept equal to it by tests/integration/transfers/transfer-sql.test.ts.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";

/** The SQL columns or expressions the rule reads. */
export interface CarryOverColumns {
  freeTransfers: Prisma.Sql;
  used: Prisma.Sql;
  /** A boolean: transfers were unlimited (a first round or a Wildcard), so nothing carries over. */
  unlimited: Prisma.Sql;
  freeTransfersPerRound: Prisma.Sql;
  maxSavedFreeTransfers: Prisma.Sql;
}

/** Unused free transfers carry over up to the cap (none after unlimited transfers), plus the round's own. */
export const nextFreeTransfersSql = (c: CarryOverColumns) => Prisma.sql`LEAST(
  GREATEST(${c.maxSavedFreeTransfers}, ${c.freeTransfersPerRound}),
  (CASE WHEN ${c.unlimited} THEN 0 ELSE GREATEST(0, ${c.freeTransfers} - ${c.used}) END) + ${c.freeTransfersPerRound})`;
