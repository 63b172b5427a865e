// Private league forms (spec section 5: create, join, edit).
import { z } from "zod";
import { int } from "./football";

const leagueName = () =>
  z
    .string("leagueNameRequired")
    .trim()
    .min(1, { message: "leagueNameRequired", abort: true })
    .max(30, "leagueNameLength");

export const leagueCreateSchema = z.object({
  name: leagueName(),
  /** The round number the league counts from (selectedRoundCount). */
  starts_from_round: int(1, 100),
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
