// /api/v0/planner/… – the planner (docs/forecast.md "The planner"): the caller's named plans for the coming rounds,
// each answered as played from his team today; applying a plan's next round makes it real through the same use cases
// as the chips, transfers and line-up calls, refused as they refuse.
import { z } from "zod";
import { planSchema } from "@/lib/api/requests/planner";
import { id } from "@/lib/validation/football";
import { AppliedPlanSchema, PlanListSchema, PlanSchema } from "../serializers/planner";
import { endpoint } from "../handler";
import { TEAM_CHANGE } from "./userteams";

const tag = "planner";
const base = "/planner/plans";
const planId = z.object({ id: id() });
const noPlan = { 404: "You have no team in the live season, or no plan of this id" };
const refused = { 400: "The plan names a round that cannot be planned, a name taken, or more plans than allowed" };

export const plans = {
  list: endpoint({
    method: "GET",
    path: `${base}/`,
    tag,
    auth: "verified",
    response: PlanListSchema,
    summary: "The rounds a plan can cover and the caller's plans, newest first, each played from his team today.",
    responses: { 404: "You have no team in the live season" },
  }),
  create: endpoint({
    method: "POST",
    path: `${base}/`,
    tag,
    auth: "verified",
    body: planSchema,
    status: 201,
    response: PlanSchema,
    summary:
      "Saves a new plan (body: name, rounds: each round's transfers, formation and slots, captain, vice_captain, chip). Nothing changes the team.",
    responses: { 404: "You have no team in the live season", ...refused },
  }),
  read: endpoint({
    method: "GET",
    path: `${base}/{id}/`,
    tag,
    auth: "verified",
    params: planId,
    response: PlanSchema,
    summary: "One of the caller's plans, played from his team today.",
    responses: noPlan,
  }),
  update: endpoint({
    method: "PUT",
    path: `${base}/{id}/`,
    tag,
    auth: "verified",
    params: planId,
    body: planSchema,
    response: PlanSchema,
    summary: "Replaces one of the caller's plans (its name and rounds).",
    responses: { ...noPlan, ...refused },
  }),
  remove: endpoint({
    method: "DELETE",
    path: `${base}/{id}/`,
    tag,
    auth: "verified",
    params: planId,
    summary: "Deletes one of the caller's plans.",
    responses: noPlan,
  }),
  apply: endpoint({
    method: "POST",
    path: `${base}/{id}/apply/`,
    tag,
    auth: "verified",
    params: planId,
    response: AppliedPlanSchema,
    summary:
      "Makes the plan's next round real: its chip, its transfers, then its line-up and captaincy, through the chips, transfers and line-up calls' rules. Refused (400, the rule's message) when the team or a price has moved since; nothing is applied then.",
    responses: { ...TEAM_CHANGE, ...noPlan, 400: "The plan's next round breaks a rule as the team stands" },
  }),
};
