// GET, PUT, DELETE /api/v0/planner/plans/{id}/ – one of the caller's plans.
import { handle, methods } from "@/lib/api/handler";
import { plans } from "@/lib/api/endpoints/planner";
import { plannedRounds } from "@/lib/api/requests/planner";
import { planJson } from "@/lib/api/serializers/planner";
import { deletePlan } from "@/lib/server/planner/delete-plan";
import { getPlan } from "@/lib/server/planner/get-plan";
import { savePlan } from "@/lib/server/planner/save-plan";

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(plans.read, async ({ user, t, params }) =>
    planJson(t, await getPlan({ userId: user.id, planId: params.id })),
  ),
  PUT: handle(plans.update, async ({ user, t, params, body }) =>
    planJson(t, await savePlan({ userId: user.id, planId: params.id, name: body.name, rounds: plannedRounds(body) })),
  ),
  DELETE: handle(plans.remove, ({ user, params }) => deletePlan({ userId: user.id, planId: params.id })),
});
