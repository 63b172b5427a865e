// POST /api/v0/planner/plans/{id}/apply/ – the plan's next round made real.
import { handle, methods } from "@/lib/api/handler";
import { plans } from "@/lib/api/endpoints/planner";
import { planJson } from "@/lib/api/serializers/planner";
import { teamJson } from "@/lib/api/serializers/teams";
import { applyPlan } from "@/lib/server/planner/apply-plan";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(plans.apply, async ({ user, t, params }) => {
    const { team, plan } = await applyPlan({ userId: user.id, planId: params.id });
    return { user_team: teamJson(team), plan: planJson(t, plan) };
  }),
});
