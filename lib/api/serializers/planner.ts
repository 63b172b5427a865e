// The planner's answers: a plan as saved, and as played from the team today (lib/game/planner.ts), each refusal with
// its message in the caller's language (the same TeamRules texts the team pages show).
import { z } from "zod";
import type { Translate } from "@/i18n/translator";
import { type PlanProblem, planProblemParams } from "@/lib/game/planner";
import type { PlanRound } from "@/lib/server/planner/plan-context";
import type { PlanView } from "@/lib/server/planner/plan-rows";
import { CHIP, UserTeam } from "./teams";
import { dateTime, int, money, named } from "./wire";

const PlanProblemSchema = named(
  "PlanProblem",
  z.strictObject({
    code: z.string().meta({ description: "The refusal, as the transfers, chips and team pages name it." }),
    message: z.string(),
  }),
);

const PlannedRoundSchema = named(
  "PlannedRound",
  z.strictObject({
    round: int(),
    transfers: z.array(z.strictObject({ out: int(), in: int() })),
    formation: z.string().optional(),
    slots: z.array(int()).optional(),
    captain: int().optional(),
    vice_captain: int().optional(),
    chip: CHIP.nullable().optional(),
  }),
);

const PlayedRoundSchema = named(
  "PlayedRound",
  z.strictObject({
    round: int(),
    deadline: dateTime(),
    formation: z.string(),
    slots: z.array(int()).meta({ description: "The 15 player ids by slot (0–10 the pitch, 11–14 the bench)." }),
    captain: int(),
    vice_captain: int(),
    chip: CHIP.nullable(),
    budget: money(),
    free_transfers: int(),
    transfers: int(),
    paid_transfers: int(),
    penalty_points: int(),
    has_unlimited_transfers: z.boolean(),
    expected_points: z
      .number()
      .meta({ description: "Starters, the captain again, the bench under a Bench Boost, less the penalty." }),
    problems: z.array(PlanProblemSchema),
  }),
);

export const PlanSchema = named(
  "Plan",
  z.strictObject({
    id: int(),
    name: z.string(),
    updated_at: dateTime(),
    rounds: z.array(PlannedRoundSchema),
    played: z
      .strictObject({ valid: z.boolean(), expected_points: z.number(), rounds: z.array(PlayedRoundSchema) })
      .nullable()
      .meta({ description: "The plan played from the team as it stands; null while no round is open for changes." }),
  }),
);

export const AppliedPlanSchema = named("AppliedPlan", z.strictObject({ user_team: UserTeam, plan: PlanSchema }));

export const PlanRoundSchema = named("PlanRound", z.strictObject({ id: int(), number: int(), deadline: dateTime() }));

export const PlanListSchema = named(
  "PlanList",
  z.strictObject({
    rounds: z
      .array(PlanRoundSchema)
      .meta({ description: "The rounds a plan can cover: the open one and those after it." }),
    plans: z.array(PlanSchema),
  }),
);

const tenth = (x: number) => Math.round(x * 10) / 10;

const problemMessage = (t: Translate, p: PlanProblem) => t(`TeamRules.${p.code}`, planProblemParams(p));

export const planRoundJson = (r: PlanRound): z.infer<typeof PlanRoundSchema> => ({
  id: r.id,
  number: r.number,
  deadline: r.deadline.toISOString(),
});

export function planJson(t: Translate, plan: PlanView): z.infer<typeof PlanSchema> {
  const deadline = new Map(plan.planRounds.map((r) => [r.number, r.deadline.toISOString()]));
  return {
    id: plan.id,
    name: plan.name,
    updated_at: plan.updatedAt.toISOString(),
    rounds: plan.rounds.map((r) => ({
      round: r.roundNumber,
      transfers: r.transfers.map((x) => ({ out: x.outId, in: x.inId })),
      ...(r.lineup ? { formation: r.lineup.formation, slots: r.lineup.slots } : {}),
      ...(r.captainId !== undefined ? { captain: r.captainId } : {}),
      ...(r.viceCaptainId !== undefined ? { vice_captain: r.viceCaptainId } : {}),
      ...(r.chip !== undefined ? { chip: r.chip } : {}),
    })),
    played: plan.result && {
      valid: plan.result.valid,
      expected_points: tenth(plan.result.expectedPoints),
      rounds: plan.result.rounds.map((r) => ({
        round: r.roundNumber,
        deadline: deadline.get(r.roundNumber)!,
        formation: r.formation,
        slots: r.slots,
        captain: r.captainId,
        vice_captain: r.viceCaptainId,
        chip: r.chip,
        budget: r.bank / 10,
        free_transfers: r.freeTransfers,
        transfers: r.transfers,
        paid_transfers: r.paid,
        penalty_points: r.penalty,
        has_unlimited_transfers: r.unlimited,
        expected_points: tenth(r.expectedPoints),
        problems: r.problems.map((p) => ({ code: p.code, message: problemMessage(t, p) })),
      })),
    },
  };
}
