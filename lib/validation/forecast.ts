// Query parameters of the fixture ticker (GET /footballteams/fixture-difficulty/ and the /fixture-difficulty/ page).
import { z } from "zod";
import { TICKER_SORTS } from "@/lib/game/fixture-run";
import { int } from "./football";

export { TICKER_SORTS, type TickerSort } from "@/lib/game/fixture-run";

/** Rounds the ticker shows unless asked otherwise, the choices the page offers, and the most it shows (the forecast's horizon). */
export const TICKER_ROUNDS = 6;
export const TICKER_ROUND_CHOICES = [3, 6, 8] as const;
export const TICKER_MAX_ROUNDS = 8;

export const tickerQuery = z.object({
  rounds: int(1, TICKER_MAX_ROUNDS).default(TICKER_ROUNDS),
  ordering: z.enum(TICKER_SORTS).default("ease"),
});
