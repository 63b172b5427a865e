// The planner's bodies (the API's request parsing): a plan's name and rounds, turned into lib/game/planner's
// PlannedRound. A round's slots are the 15 player ids by slot (0–10 the pitch in the formation's order, 11 the bench
// goalkeeper, 12–14 the bench in order), as the team's answer lists them.
import { z } from "zod";
import { CHIPS } from "@/lib/game/chips";
import type { PlannedRound } from "@/lib/game/planner";
import { FORECAST_ROUNDS } from "@/lib/game/expected-points";
import { id, int } from "@/lib/validation/football";

const plannedRound = z
  .object({
    round: int(1, 100),
    transfers: z
      .array(z.object({ out: id(), in: id() }))
      .max(15, "invalid")
      .default([]),
    formation: z
      .string()
      .regex(/^\d-\d-\d$/, "invalid")
      .optional(),
    slots: z.array(id()).length(15, "invalid").optional(),
    captain: id().optional(),
    vice_captain: id().optional(),
    chip: z.enum(CHIPS, "invalid").nullable().optional(),
  })
  .refine((r) => (r.slots === undefined) === (r.formation === undefined), { message: "invalid", path: ["formation"] });

export const planSchema = z.object({
  name: z.string("required").trim().min(1, "required").max(40, "invalid"),
  rounds: z.array(plannedRound, "required").max(FORECAST_ROUNDS, "invalid"),
});
export type PlanBody = z.output<typeof planSchema>;

export const plannedRounds = (body: PlanBody): PlannedRound[] =>
  body.rounds.map((r) => ({
    roundNumber: r.round,
    transfers: r.transfers.map((t) => ({ outId: t.out, inId: t.in })),
    ...(r.slots && r.formation ? { lineup: { formation: r.formation, slots: r.slots } } : {}),
    ...(r.captain !== undefined ? { captainId: r.captain } : {}),
    ...(r.vice_captain !== undefined ? { viceCaptainId: r.vice_captain } : {}),
    ...(r.chip !== undefined ? { chip: r.chip } : {}),
  }));
