// The close's price step (docs/design.md section 4; the rule is lib/game/prices.ts nextPrice).
import "server-only";
import type { Tx } from "@/lib/db";
import { MAX_STEPS, MIN_PRICE, STEP_SHARE } from "@/lib/game/prices";

/**
 * Net transfers made for the round's deadline move prices, by the share of the round's teams (counted by the
 * statistics step before). Idempotent: a close again replaces the round's price changes.
 */
export async function movePrices(
  tx: Tx,
  round: { id: number; seasonId: number; teamsCount: number | null },
  now: Date,
) {
  await tx.$executeRaw`DELETE FROM player_price WHERE round_id = ${round.id}`;
  await tx.$executeRaw`
    WITH moved AS (
      SELECT pr.player_id, pr.price AS before,
             GREATEST(${MIN_PRICE}, pr.price + sign(pr.transfers_in - pr.transfers_out)::int *
               LEAST(${MAX_STEPS}, abs(pr.transfers_in - pr.transfers_out) / GREATEST(1, ceil(${round.teamsCount ?? 0} * ${STEP_SHARE}::float8)::int))) AS after
      FROM player_round pr WHERE pr.round_id = ${round.id})
    INSERT INTO player_price (player_id, season_id, round_id, price, changed_at)
    SELECT player_id, ${round.seasonId}, ${round.id}, after, ${now} FROM moved WHERE after <> before`;
  await tx.$executeRaw`
    UPDATE player p SET current_price = pr.price FROM player_price pr
    WHERE pr.round_id = ${round.id} AND pr.player_id = p.id`;
}
