// The fan's plans (the planner page, GET /api/v0/planner/plans/), each played from his team today.
import "server-only";
import { getDb } from "@/lib/db";
import type { TeamTarget } from "../teams/team-access";
import { type PlanContext, planContext } from "./plan-context";
import { type PlanView, asSaved, planSelect, viewOf } from "./plan-rows";

export async function listPlans(
  options: TeamTarget & { now?: Date },
): Promise<{ context: PlanContext; plans: PlanView[] }> {
  const context = await planContext(options);
  const plans = await (
    await getDb()
  ).plan.findMany({
    where: { teamId: context.team.view.id },
    select: planSelect,
    orderBy: { updatedAt: "desc" },
  });
  return { context, plans: plans.map((p) => viewOf(context, asSaved(p))) };
}
