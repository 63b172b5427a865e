// Query parameters of the football reads (docs/product.md section 7), parsed from strings.
import { z } from "zod";
import { PLAYER_ORDERINGS, type PlayerOrdering } from "./player-orderings";

/** Numbers from query strings, form data or JSON: a missing value stays missing ("required"), text that is no number is "invalid". */
const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v === "" ? undefined : v);
export const int = (min: number, max: number) =>
  z.preprocess(toNumber, z.number().int("invalid").min(min, "invalid").max(max, "invalid"));
export const id = () => int(1, 2_147_483_647);
export const optionalId = () => id().optional();

export { PLAYER_ORDERINGS, type PlayerOrdering };
const orderings = PLAYER_ORDERINGS;
export const playerOrdering = z
  .enum([...orderings, ...orderings.map((o) => `-${o}` as const)] as [string, ...string[]])
  .transform((v) => ({ field: v.replace(/^-/, "") as PlayerOrdering, descending: v.startsWith("-") }));

export const positionParam = z.preprocess(
  (v) => (typeof v === "string" ? v.toUpperCase() : v),
  z.enum(["GKP", "DEF", "MID", "FWD"]),
);

const price = z.coerce.number("invalid").min(0).max(1000);

export const playersQuery = z.object({
  football_club_id: optionalId(),
  full_name: z.string().trim().max(60).optional(),
  ordering: playerOrdering.optional(),
  min_price: price.optional(),
  max_price: price.optional(),
  position: positionParam.optional(),
});

/** The forecast's planner (GET /footballteams/expected-points/): the players list's filters, one round's ordering. */
export const expectedPointsQuery = playersQuery.omit({ ordering: true }).extend({
  round: int(1, 100).optional(),
  ordering: z
    .enum(["expected_points", "-expected_points", "expected_points_5", "-expected_points_5"])
    .transform((v) => ({
      field: v.replace(/^-/, "") as "expected_points" | "expected_points_5",
      descending: v.startsWith("-"),
    }))
    .optional(),
});
