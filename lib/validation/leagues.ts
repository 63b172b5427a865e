// Private league forms (docs/product.md section 5: create, join, edit).
import { z } from "zod";
import { int } from "./football";

const leagueName = () =>
  z
    .string("leagueNameRequired")
    .trim()
    .min(1, { message: "leagueNameRequired", abort: true })
    .max(30, "leagueNameLength");

/** Private league formats and head-to-head scorings, as the API names them. */
export const LEAGUE_FORMATS = ["classic", "head_to_head"] as const;
export const HEAD_TO_HEAD_SCORINGS = ["points", "goals"] as const;

export const leagueCreateSchema = z.object({
  name: leagueName(),
  /** The round number the league counts from (selectedRoundCount); a head-to-head league's first round. */
  starts_from_round: int(1, 100),
  /** Classic (total points, the default) or head to head (a match against one rival each round). */
  format: z.enum(LEAGUE_FORMATS, "invalid").optional(),
  /** Head to head: matches decided by round points (the default) or by Fantacalcio's goals. */
  scoring: z.enum(HEAD_TO_HEAD_SCORINGS, "invalid").optional(),
});

export const leagueManageSchema = z.object({
  name: leagueName().optional(),
  entries_closed: z.boolean("invalid").optional(),
});

export const joinLeagueSchema = z.object({
  join_code: z
    .string("leagueCodeRequired")
    .trim()
    .min(1, { message: "leagueCodeRequired", abort: true })
    .max(12, "invalid"),
});
