// One of the fan's plans deleted.
import "server-only";
import { getDb } from "@/lib/db";
import type { TeamTarget } from "../teams/team-access";
import { planContext } from "./plan-context";
import { ownPlan } from "./plan-rows";

export async function deletePlan(options: TeamTarget & { planId: number; now?: Date }): Promise<void> {
  const context = await planContext(options);
  await ownPlan(context, options.planId);
  await (await getDb()).plan.delete({ where: { id: options.planId } });
}
