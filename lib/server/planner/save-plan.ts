// A plan saved: created, or one of the fan's own replaced; nothing in it changes his team.
import "server-only";
import { getDb } from "@/lib/db";
import type { PlannedRound } from "@/lib/game/planner";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "../errors";
import type { TeamTarget } from "../teams/team-access";
import { type PlanContext, planContext } from "./plan-context";
import { MAX_PLANS, type PlanView, asSaved, ownPlan, planSelect, viewOf } from "./plan-rows";

/** The rounds a plan may name: those still to lock, each once. */
function checkRounds(context: PlanContext, rounds: readonly PlannedRound[]) {
  const open = new Set(context.rounds.map((r) => r.number));
  const seen = new Set<number>();
  for (const r of rounds) {
    if (!open.has(r.roundNumber) || seen.has(r.roundNumber))
      throw new AppError("invalid", `Round ${r.roundNumber} cannot be planned.`, {
        field: "rounds",
        messages: [{ key: "Api.validation.planRound", params: { round: r.roundNumber } }],
      });
    seen.add(r.roundNumber);
  }
}

/** Creates a plan (no `planId`) or replaces one of the fan's own; its name unique among his plans. */
export async function savePlan(
  options: TeamTarget & { planId?: number; name: string; rounds: PlannedRound[]; now?: Date },
): Promise<PlanView> {
  const context = await planContext(options);
  checkRounds(context, options.rounds);
  const db = await getDb();
  const teamId = context.team.view.id;
  const data = { name: options.name, rounds: options.rounds as unknown as Prisma.InputJsonValue };
  try {
    if (options.planId === undefined) {
      if ((await db.plan.count({ where: { teamId } })) >= MAX_PLANS)
        throw new AppError("invalid", `At most ${MAX_PLANS} plans.`, {
          messages: [{ key: "Api.validation.planLimit", params: { max: MAX_PLANS } }],
        });
      return viewOf(context, asSaved(await db.plan.create({ data: { teamId, ...data }, select: planSelect })));
    }
    await ownPlan(context, options.planId);
    return viewOf(context, asSaved(await db.plan.update({ where: { id: options.planId }, data, select: planSelect })));
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      throw new AppError("invalid", "A plan of this name exists.", {
        field: "name",
        messages: [{ key: "Api.validation.planNameTaken" }],
      });
    throw error;
  }
}
