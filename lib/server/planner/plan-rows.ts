// A fan's saved plans as the planner's use cases read them (the planner, docs/forecast.md "The planner"): several named
// plans per team, each the rounds it plans (lib/game/planner.ts PlannedRound), read with the plan played from the team
// as it stands today. Only the fan's own team's plans are ever read or written.
import "server-only";
import { getDb } from "@/lib/db";
import type { PlannedRound, PlanResult } from "@/lib/game/planner";
import { AppError } from "../errors";
import { type PlanContext, type PlanRound, playPlanIn } from "./plan-context";

/** Plans a fan keeps at most: enough to compare a few routes through the next rounds. */
export const MAX_PLANS = 10;

export interface SavedPlan {
  id: number;
  name: string;
  rounds: PlannedRound[];
  updatedAt: Date;
}

export interface PlanView extends SavedPlan {
  /** The plan played from the team as it stands (null: no round is open for changes). */
  result: PlanResult | null;
  planRounds: PlanRound[];
}

export const planSelect = { id: true, name: true, rounds: true, updatedAt: true } as const;
export const asSaved = (p: { id: number; name: string; rounds: unknown; updatedAt: Date }): SavedPlan => ({
  ...p,
  rounds: p.rounds as PlannedRound[],
});

export const viewOf = (context: PlanContext, plan: SavedPlan): PlanView => ({
  ...plan,
  result: playPlanIn(context, plan.rounds),
  planRounds: context.rounds,
});

const planNotFound = () => new AppError("not_found", "No such plan.", { messages: [{ key: "Api.errors.notFound" }] });

/** One of the fan's own plans; another fan's is as missing as one that does not exist. */
export async function ownPlan(context: PlanContext, planId: number): Promise<SavedPlan> {
  const plan = await (
    await getDb()
  ).plan.findFirst({
    where: { id: planId, teamId: context.team.view.id },
    select: planSelect,
  });
  if (!plan) throw planNotFound();
  return asSaved(plan);
}
