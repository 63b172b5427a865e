// Query parameters of the fixture ticker (GET /footballteams/fixture-difficulty/ and the /fixture-difficulty/ page).
import { z } from "zod";
import { int } from "./football";

/** Rounds the ticker shows unless asked otherwise, the choices the page offers, and the most it shows (the forecast's horizon). */
export const TICKER_ROUNDS = 6;
export const TICKER_ROUND_CHOICES = [3, 6, 8] as const;
export const TICKER_MAX_ROUNDS = 8;

/** How the clubs are ordered: the easiest run, the club's name, the best attack or the best defence first. */
export const TICKER_SORTS = ["ease", "name", "attack", "defence"] as const;
export type TickerSort = (typeof TICKER_SORTS)[number];

export const tickerQuery = z.object({
  rounds: int(1, TICKER_MAX_ROUNDS).default(TICKER_ROUNDS),
  ordering: z.enum(TICKER_SORTS).default("ease"),
});
