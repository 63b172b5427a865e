// Price changes after each round and popularity (docs/design.md section 4).

/** Prices never drop below €4.0M (tenths of a million). */
export const MIN_PRICE = 40;
/** One step is €0.1M; a round moves a price by at most three steps. */
export const MAX_STEPS = 3;
/** Net transfers worth one step: this share of all teams, and at least one transfer. */
export const STEP_SHARE = 0.005;

/**
 * The new price: every STEP_SHARE of all teams in net transfers (in minus out) moves it by 0.1,
 * at most ±0.3 a round, never below 4.0.
 */
export function nextPrice(options: {
  price: number;
  transfersIn: number;
  transfersOut: number;
  teams: number;
}): number {
  const step = Math.max(1, Math.ceil(options.teams * STEP_SHARE));
  const net = options.transfersIn - options.transfersOut;
  const steps = Math.sign(net) * Math.min(MAX_STEPS, Math.floor(Math.abs(net) / step));
  return Math.max(MIN_PRICE, options.price + steps);
}

/** Selected-by, in hundredths of a percent (basis points), of the teams at the deadline. */
export const popularityBp = (owners: number, teams: number) => (teams > 0 ? Math.round((10_000 * owners) / teams) : 0);
