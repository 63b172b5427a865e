// Query parameters of the football reads (spec section 7), parsed from strings.
import { z } from "zod";

/** Numbers from query strings, form data or JSON: a missing value stays missing ("required"), text that is no number is "invalid". */
const toNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v === "" ? undefined : v);
export const int = (min: number, max: number) =>
  z.preprocess(toNumber, z.number().int("invalid").min(min, "invalid").max(max, "invalid"));
export const id = () => int(1, 2_147_483_647);
export const optionalId = () => id().optional();

/** The players list's sort options (spec section 3 "Stat sort options"). */
export const PLAYER_ORDERINGS = [
  "season_score",
  "current_price",
  "popularity_pct",
  "season_minutes_played",
  "GS_OP",
  "GS_PK",
  "AS",
  "PE",
  "season_count_sot",
  "CS_HT",
  "season_count_tbi",
  "season_count_saop",
  "SA_PK",
  "GC",
  "OG",
  "PM",
  "YC",
  "RC",
] as const;
export type PlayerOrdering = (typeof PLAYER_ORDERINGS)[number];
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
