// GET, POST /api/v0/planner/plans/ – the caller's plans; save a new one.
import { handle, methods } from "@/lib/api/handler";
import { plans } from "@/lib/api/endpoints/planner";
import { plannedRounds } from "@/lib/api/requests/planner";
import { planJson, planRoundJson } from "@/lib/api/serializers/planner";
import { listPlans } from "@/lib/server/planner/list-plans";
import { savePlan } from "@/lib/server/planner/save-plan";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(plans.list, async ({ user, t }) => {
    const { context, plans: saved } = await listPlans({ userId: user.id });
    return { rounds: context.rounds.map(planRoundJson), plans: saved.map((p) => planJson(t, p)) };
  }),
  POST: handle(plans.create, async ({ user, t, body }) =>
    planJson(t, await savePlan({ userId: user.id, name: body.name, rounds: plannedRounds(body) })),
  ),
});
