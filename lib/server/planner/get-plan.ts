// One of the fan's plans, played from his team today.
import "server-only";
import type { TeamTarget } from "../teams/team-access";
import { planContext } from "./plan-context";
import { type PlanView, ownPlan, viewOf } from "./plan-rows";

export async function getPlan(options: TeamTarget & { planId: number; now?: Date }): Promise<PlanView> {
  const context = await planContext(options);
  return viewOf(context, await ownPlan(context, options.planId));
}
